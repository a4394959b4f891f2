import CCairo
import Foundation
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

/// Draws a laid-out scenario on a Cairo context in root coordinates (points). One routine
/// serves every surface: PNG, SVG and PDF differ only in the surface behind the context.
struct SceneDrawer {
    let cairo: OpaquePointer
    let scenario: Scenario
    let layout: LayoutResult
    let options: RenderOptions
    let measurer: TextMeasurer
    let tree: ViewTree
    /// The constraint legend's key line as pixels, for PNGs (vector output draws it).
    var legendKeys: LegendKeyRasters? = nil
    /// Constraint tags as pixels, for PNGs.
    var tags: TagRasters? = nil
    /// Whether lines crossing text are faded through a group instead of an even-odd clip:
    /// inside a filmstrip's clipped frame the clip makes Cairo 1.16 abort (see
    /// `drawLines(_:with:beneath:)`).
    var fadesLinesThroughGroup = false
    /// Where texts go instead of being drawn (the structured SVG's `<text>`).
    var textSink: TextSink? = nil

    /// What `drawScene` draws; structured SVG draws the parts one at a time.
    struct Layers: OptionSet {
        let rawValue: Int
        /// The content-mode canvas.
        static let canvas = Layers(rawValue: 1)
        static let views = Layers(rawValue: 2)
        /// Content-mode annotations, overlays, the legend and the caption, but the constraint
        /// marks.
        static let annotations = Layers(rawValue: 4)
        static let constraintMarks = Layers(rawValue: 8)
        static let all: Layers = [.canvas, .views, .annotations, .constraintMarks]
    }

    /// Everything: background, views, content-mode annotations, overlays and caption, with
    /// `bounds` (in root coordinates) mapped to the canvas's origin.
    /// - Parameter legendTop: where the constraint legend starts on the canvas; below the
    ///   scene (`bounds.height`) when nil.
    func drawScene(
        bounds: Rect, canvasWidth: Double, legendTop: Double? = nil, legendHeight: Double = 0, captionHeight: Double, layers: Layers = .all
    ) {
        cairo_save(cairo)
        cairo_translate(cairo, -bounds.x, -bounds.y)
        if options.mode == .content && layers.contains(.canvas) {
            cairo_rectangle(cairo, bounds.x, bounds.y, bounds.width, bounds.height)
            cairo_set_source_rgb(cairo, 0.925, 0.925, 0.94)
            cairo_fill(cairo)
        }
        if layers.contains(.views) { drawViews() }
        let annotations = layers.contains(.annotations)
        if options.mode == .content && annotations { annotateScrollViews() }
        if options.overlays.contains(.safeArea) && annotations { drawSafeArea() }
        if options.overlays.contains(.ambiguity) && annotations { drawAmbiguity() }
        if options.overlays.contains(.frames) && annotations { drawFrames(bounds: bounds) }
        if options.overlays.contains(.accessibility) && annotations { drawAccessibility() }
        if !options.marks.isEmpty && annotations { drawMarks() }
        // Worked out once, and only when something drawn here uses it (marks, legend, the
        // room the dimensions must leave).
        let needsDiagram = layers.contains(.constraintMarks) || annotations
        let diagram = options.overlays.contains(.constraints) && needsDiagram ? constraintDiagram(bounds: bounds) : nil
        if let diagram, layers.contains(.constraintMarks) { drawConstraints(diagram) }
        if options.overlays.contains(.dimensions) && annotations {
            // Clear of the constraint labels when both are drawn.
            drawDimensions(dimensionDiagram(bounds: bounds, taken: diagram?.marks.compactMap(\.labelBox) ?? []), bounds: bounds)
        }
        cairo_restore(cairo)
        guard annotations else { return }
        let legendTop = legendTop ?? bounds.height
        if let diagram {
            // The band from the scene's edge, its content from `legendTop`.
            drawConstraintLegend(diagram, in: Rect(x: 0, y: legendTop, width: canvasWidth, height: legendHeight), from: bounds.height)
        }
        if captionHeight > 0 { drawCaption(in: Rect(x: 0, y: legendTop + legendHeight, width: canvasWidth, height: captionHeight)) }
    }

    func rectangle(of id: String) -> Rect? { layout.view(id)?.absolute }

    func drawViews() {
        drawView(scenario.root)
        if options.mode == .content { drawOverflowOverLaterViews() }
    }

    func drawView(_ view: ViewSpec) {
        guard !view.isHidden, let frame = rectangle(of: view.id) else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        // A view outside the area being drawn (a strip of a tall PNG) skips its own drawing;
        // its subviews may still overflow into view.
        let shows = intersectsDrawingArea(frame)
        let fades = view.alpha < 1 && shows
        if fades { cairo_push_group(cairo) }
        if shows { drawOwnContent(view, in: frame, text: true) }
        cairo_save(cairo)
        if let clip = childClip(of: view, frame: frame) {
            roundedRectangle(clip.rect, radius: clip.radius, corners: view.roundedCorners)
            cairo_clip(cairo)
        }
        for subview in view.subviews { drawView(subview) }
        cairo_restore(cairo)
        drawAfterSubviews(view, in: frame, shows: shows)
        if fades {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, view.alpha)
        }
    }

    /// What a view draws under its subviews: its background, and its text, image or control
    /// (the label's text left out when `text` is false: structured SVG writes it as text).
    func drawOwnContent(_ view: ViewSpec, in frame: Rect, text: Bool) {
        // A visual-effect view's blur of what lies beneath, under its tint.
        if view.blurRadius > 0 { BackdropBlur.apply(on: cairo, rect: frame, radius: view.blurRadius, cornerRadius: view.cornerRadius) }
        let background = view.background ?? (view.id == "root" ? Color(red: 1, green: 1, blue: 1) : nil)
        if let background {
            roundedRectangle(frame, radius: view.cornerRadius, corners: view.roundedCorners)
            setColor(background)
            cairo_fill(cairo)
        }
        drawKindContent(view, in: frame, text: text)
    }

    /// Where a view clips its subviews; nil when it does not. In content mode a scroll view
    /// washes out its content instead.
    func childClip(of view: ViewSpec, frame: Rect) -> (rect: Rect, radius: Double)? {
        let washesInstead = options.mode == .content && view.kind == .scroll
        return view.clipsToBounds && !washesInstead ? (frame, view.cornerRadius) : nil
    }

    /// Whether `drawAfterSubviews` draws anything for `view`: most views draw nothing there,
    /// and the structured SVG skips a whole document for each of them.
    func drawsAfterSubviews(_ view: ViewSpec, shows: Bool) -> Bool {
        washesOverSubviews(view) || border(of: view, shows: shows) != nil
    }

    /// A scroll view in content mode washes out what lies outside its visible frame.
    private func washesOverSubviews(_ view: ViewSpec) -> Bool { options.mode == .content && view.kind == .scroll }

    /// The colour of the border a shown view draws over its subviews, if it draws one.
    private func border(of view: ViewSpec, shows: Bool) -> Color? { view.borderWidth > 0 && shows ? view.borderColor : nil }

    /// What a view draws over its subviews: the content-mode wash of a scroll view, its border.
    func drawAfterSubviews(_ view: ViewSpec, in frame: Rect, shows: Bool) {
        if washesOverSubviews(view) { washOutsideVisibleFrame(of: view) }
        if let color = border(of: view, shows: shows) {
            // Like a layer's border: inside the bounds, above the subviews.
            let inset = view.borderWidth / 2
            roundedRectangle(
                Rect(x: frame.x + inset, y: frame.y + inset, width: frame.width - view.borderWidth, height: frame.height - view.borderWidth),
                radius: max(0, view.cornerRadius - inset), corners: view.roundedCorners)
            setColor(color)
            cairo_set_line_width(cairo, view.borderWidth)
            cairo_stroke(cairo)
        }
    }

    /// UILabel's drawing: text vertically centred in the bounds; text that does not fit is
    /// cut to the lines that do, the last one truncated.
    func drawLabel(_ label: LabelSpec, in frame: Rect, clips: Bool) {
        guard !label.text.isEmpty, frame.width > 0, frame.height > 0 else { return }
        let style = Self.fittedStyle(label, frame: frame, measurer: measurer)
        let size = measurer.size(of: label.text, style: style, width: frame.width)
        var x = frame.x
        var width: Double? = frame.width
        if style.lines == 1 && style.lineBreak == .clip {
            // Clipped single lines keep their full width; place them by their alignment.
            width = nil
            switch style.alignment {
            case .center: x += (frame.width - size.width) / 2
            case .right: x += frame.width - size.width
            case .left, .justified: break
            }
        }
        cairo_save(cairo)
        if clips || style.lineBreak == .clip {
            cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cairo)
        }
        let top = frame.y + (frame.height - size.height) / 2
        if let shadow = label.shadow?.visible {
            // The text again beneath, in the shadow's one colour: its runs' fonts, not colours.
            var plain = style
            plain.runs = plain.runs.map(\.uncoloured)
            setColor(shadow.color)
            cairo_move_to(cairo, x + shadow.offset.width, top + shadow.offset.height)
            measurer.draw(label.text, style: plain, width: width, on: cairo)
        }
        setColor(label.color)
        cairo_move_to(cairo, x, top)
        measurer.draw(label.text, style: style, width: width, on: cairo)
        cairo_restore(cairo)
    }

    /// A label's style cut to the lines its frame holds, the last one truncated, as UILabel
    /// draws text that does not fit.
    static func fittedStyle(_ label: LabelSpec, frame: Rect, measurer: TextMeasurer) -> TextStyle {
        var style = label.textStyle
        // A line a hair wider than its frame (under half a point: the frame's rounding to the
        // pixel grid) that Pango would cut is set whole, as UILabel sets it: its intrinsic
        // width is rounded up.
        if style.lines == 1, style.lineBreak != .clip, (frame.width..<frame.width + 0.5).contains(measurer.size(of: label.text, style: style).width),
            measurer.lines(of: label.text, style: style, width: frame.width).contains(where: { $0.shownText != nil })
        {
            style.lineBreak = .clip
        }
        let size = measurer.size(of: label.text, style: style, width: frame.width)
        if size.height > frame.height + 0.5 && size.lineCount > 1 {
            let lineHeight = size.height / Double(size.lineCount)
            style.lines = max(1, clampedInt((frame.height + 0.5) / lineHeight, to: 100_000))
            if style.lineBreak == .wordWrap || style.lineBreak == .charWrap { style.lineBreak = .truncateTail }
        }
        return style
    }

    /// A PNG read by Cairo, a JPEG decoded by libjpeg once per process (an error surface when
    /// it does not decode).
    static func surface(of image: ImageSpec, at path: String, isJPEG: Bool) -> OpaquePointer? {
        guard isJPEG else { return cairo_image_surface_create_from_png(path) }
        return DecodedJPEGs.image(at: path, checksum: image.checksum)?.opaqueSurface() ?? cairo_image_surface_create(CAIRO_FORMAT_INVALID, 0, 0)
    }

    /// Images fill their frame (UIImageView's scaleToFill); placeholders are a crossed box.
    func drawImage(_ image: ImageSpec, in frame: Rect) {
        // Checked again here: the file may have changed since the scenario was read.
        if let path = image.path, case .success(let probe) = ImageFile.probe(at: path) {
            let source = Self.surface(of: image, at: path, isJPEG: probe.isJPEG)
            defer { cairo_surface_destroy(source) }
            let width = Double(cairo_image_surface_get_width(source)), height = Double(cairo_image_surface_get_height(source))
            if cairo_surface_status(source) == CAIRO_STATUS_SUCCESS, width > 0, height > 0 {
                cairo_save(cairo)
                cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
                cairo_clip(cairo)
                cairo_translate(cairo, frame.x, frame.y)
                cairo_scale(cairo, frame.width / width, frame.height / height)
                cairo_set_source_surface(cairo, source, 0, 0)
                cairo_paint(cairo)
                cairo_restore(cairo)
                return
            }
        }
        cairo_save(cairo)
        cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
        cairo_clip_preserve(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.08)
        cairo_fill(cairo)
        cairo_move_to(cairo, frame.x, frame.y)
        cairo_line_to(cairo, frame.x + frame.width, frame.y + frame.height)
        cairo_move_to(cairo, frame.x + frame.width, frame.y)
        cairo_line_to(cairo, frame.x, frame.y + frame.height)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.25)
        cairo_set_line_width(cairo, 1)
        cairo_stroke(cairo)
        cairo_restore(cairo)
    }

    // MARK: Helpers

    /// Whether a rectangle touches the current clip (the strip or page being drawn).
    func intersectsDrawingArea(_ rect: Rect) -> Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return rect.x <= x2 && rect.x + rect.width >= x1 && rect.y <= y2 && rect.y + rect.height >= y1
    }

    func roundedRectangle(_ rect: Rect, radius: Double, corners: RoundedCorners = .all) {
        Self.roundedRectangle(rect, radius: radius, corners: corners, on: cairo)
    }

    /// A rectangle with `corners` rounded at `radius` (at most half its shorter side), the
    /// others square.
    static func roundedRectangle(_ rect: Rect, radius: Double, corners: RoundedCorners = .all, on cairo: OpaquePointer) {
        let r = min(max(0, radius), rect.width / 2, rect.height / 2)
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let (x, y, w, h) = (rect.x, rect.y, rect.width, rect.height)
        cairo_new_sub_path(cairo)
        // Clockwise from the top right; a square corner is a line to its point.
        let turns: [(RoundedCorners, Double, Double, Double, Double, Double)] = [
            (.topRight, x + w - r, y + r, -Double.pi / 2, x + w, y), (.bottomRight, x + w - r, y + h - r, 0, x + w, y + h),
            (.bottomLeft, x + r, y + h - r, Double.pi / 2, x, y + h), (.topLeft, x + r, y + r, Double.pi, x, y),
        ]
        for (corner, centreX, centreY, start, cornerX, cornerY) in turns {
            if corners.contains(corner) {
                cairo_arc(cairo, centreX, centreY, r, start, start + Double.pi / 2)
            } else {
                cairo_line_to(cairo, cornerX, cornerY)
            }
        }
        cairo_close_path(cairo)
    }

    func setColor(_ color: Color) {
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
    }
}
