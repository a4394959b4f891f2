import CCairo
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

// The constraint overlay (DESIGN §13): ConstraintDiagram's marks drawn in Interface Builder's
// manner (the legend band below the scene is in SceneDrawer+Legend.swift).

extension SceneDrawer {
    static let constraintColor = Color(red: 0, green: 0.45, blue: 0.95)
    static let brokenColor = Color(red: 0.9, green: 0.1, blue: 0.1)
    static let constraintTagStyle = TextStyle(family: "system", size: 9, weight: 600, lines: 1, lineBreak: .clip)
    static let tagPadding = 2.0

    /// The diagram for this render, its labels placed clear of each other and of the text the
    /// scene shows.
    func constraintDiagram(bounds: Rect) -> ConstraintDiagram {
        // In content mode the diagram's own labels are taken already.
        let taken = options.mode == .content ? contentModeTags().map(box(of:)) : []
        // Most items end several constraints: each is looked up once.
        var shown: [String: Bool] = [:]
        var regions: [String: Rect?] = [:]
        return ConstraintDiagram(
            layout: layout,
            visible: { item in
                if let known = shown[item] { return known }
                let answer = isShown(item)
                shown[item] = answer
                return answer
            },
            region: { anchor in
                let key = anchor.isContentArea ? anchor.item + "\u{0}content" : anchor.item
                if let known = regions[key] { return known }
                let answer = region(of: anchor)
                regions[key] = answer
                return answer
            }, bounds: bounds, obstacles: textRectangles() + taken, measure: tagSize)
    }

    func drawConstraints(_ diagram: ConstraintDiagram) { drawMarks(diagram.marks, color: Self.constraintColor) }

    /// Marks in `color` (red where broken, lighter where generated): every line first, then
    /// every tag, so that no line crosses a tag.
    func drawMarks(_ marks: [ConstraintDiagram.Mark], color base: Color) {
        // Marks drawn alike (the same clip, colour and dashes) are drawn at once: setting up
        // a fill or stroke costs more than its few segments.
        let markPens = marks.map { Pen($0, base: base) }
        var pens: [(pen: Pen, marks: [ConstraintDiagram.Mark])] = []
        for (mark, pen) in zip(marks, markPens) {
            if let index = pens.firstIndex(where: { $0.pen == pen }) {
                pens[index].marks.append(mark)
            } else {
                pens.append((pen, [mark]))
            }
        }
        // Lines pass beneath the scene's text, faded there, so that none strikes a label out.
        let texts = textRectangles()
        for (pen, marks) in pens { drawLines(marks, with: pen, beneath: texts) }
        for (mark, pen) in zip(marks, markPens) {
            guard let text = mark.label, let box = mark.labelBox else { continue }
            // Unclipped: a tag lies inside its mark's region.
            let background = pen.color.alpha < 1 ? Color(red: 0.55, green: 0.7, blue: 0.95) : pen.color
            if tags?.paint(text, in: box, background: background, on: cairo, measurer: measurer) != true {
                Self.drawConstraintTag(text, in: box, background: background, on: cairo, measurer: measurer, sink: textSink)
            }
        }
    }

    /// How a mark's lines are drawn.
    private struct Pen: Equatable {
        /// The clip: where the mark shows, a little beyond so that end bars and diamonds on its
        /// edge show whole.
        var region: Rect?
        var color: Color
        var isDashed: Bool

        init(_ mark: ConstraintDiagram.Mark, base: Color) {
            region = mark.region.map { Rect(x: $0.x - 5, y: $0.y - 5, width: $0.width + 10, height: $0.height + 10) }
            color = mark.style == .broken ? SceneDrawer.brokenColor : base
            if mark.isGenerated && mark.style != .broken { color.alpha = 0.4 }
            isDashed = mark.style == .optional
        }
    }

    /// The text's share of a line's colour where the line passes beneath it.
    static let beneathTextAlpha = 0.2

    /// The lines of marks drawn with one pen: at full strength outside `texts`, faded inside.
    private func drawLines(_ marks: [ConstraintDiagram.Mark], with pen: Pen, beneath texts: [Rect]) {
        let crossed = texts.filter { text in marks.contains { mark in mark.region.map { $0.overlaps(text) } ?? true } }
        guard !crossed.isEmpty else { return drawLines(marks, with: pen) }
        if fadesLinesThroughGroup { return drawLinesThroughGroup(marks, with: pen, fadedIn: crossed) }
        // Outside the text: the page with the text's rectangles cut out (even-odd).
        cairo_save(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        var extents = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_clip_extents(cairo, &extents.x1, &extents.y1, &extents.x2, &extents.y2)
        cairo_rectangle(cairo, extents.x1, extents.y1, extents.x2 - extents.x1, extents.y2 - extents.y1)
        for text in crossed { cairo_rectangle(cairo, text.x, text.y, text.width, text.height) }
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        drawLines(marks, with: pen)
        cairo_restore(cairo)
        // Inside it, faded.
        cairo_save(cairo)
        for text in crossed { cairo_rectangle(cairo, text.x, text.y, text.width, text.height) }
        cairo_clip(cairo)
        var faded = pen
        faded.color.alpha *= Self.beneathTextAlpha
        drawLines(marks, with: faded)
        cairo_restore(cairo)
    }

    /// The lines in a group, faded inside `texts` (DEST_OUT scales their alpha there), then
    /// painted. Used in a filmstrip's frames, where the even-odd clip, inside the frame's own
    /// clip, makes Cairo 1.16's image compositor assert (`clip->path`) and end the process.
    private func drawLinesThroughGroup(_ marks: [ConstraintDiagram.Mark], with pen: Pen, fadedIn texts: [Rect]) {
        cairo_save(cairo)
        cairo_push_group(cairo)
        drawLines(marks, with: pen)
        for text in texts { cairo_rectangle(cairo, text.x, text.y, text.width, text.height) }
        cairo_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1 - Self.beneathTextAlpha)
        cairo_paint(cairo)
        cairo_pop_group_to_source(cairo)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// The lines, end bars and content-area diamonds of marks drawn with one pen.
    private func drawLines(_ marks: [ConstraintDiagram.Mark], with pen: Pen) {
        // On a raster at a whole scale the lines are whole-pixel boxes, as crisp as Interface
        // Builder's, which Cairo fills row by row without working out coverage along a line the
        // height of the screen; the clip is widened to whole pixels too.
        let grid = DevicePixelGrid(cairo)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if let region = pen.region {
            if let box = grid?.enclosingBox(region) {
                inDeviceSpace { cairo_rectangle(cairo, box.x, box.y, box.width, box.height) }
            } else {
                cairo_rectangle(cairo, region.x, region.y, region.width, region.height)
            }
            cairo_clip(cairo)
        }
        setColor(pen.color)
        let segments = marks.flatMap { Self.segments(of: $0.shape) }
        if let grid {
            inDeviceSpace {
                for (from, to) in segments {
                    for box in grid.lineBoxes(from: from, to: to, dashed: pen.isDashed) {
                        cairo_rectangle(cairo, box.x, box.y, box.width, box.height)
                    }
                }
            }
            cairo_fill(cairo)
        } else {
            cairo_set_line_width(cairo, 1)
            if pen.isDashed {
                var dashes = [Self.dash.on, Self.dash.off]
                cairo_set_dash(cairo, &dashes, 2, 0)
            }
            // Each subpath starts the dash pattern afresh, as separate strokes would.
            for (from, to) in segments { segment(from, to) }
            cairo_stroke(cairo)
            cairo_set_dash(cairo, nil, 0, 0)
        }
        // A content-area end: a diamond, where the edge belongs to the scroll view's content.
        for end in marks.flatMap(\.contentAreaEnds) {
            cairo_move_to(cairo, end.x, end.y - 4)
            cairo_line_to(cairo, end.x + 4, end.y)
            cairo_line_to(cairo, end.x, end.y + 4)
            cairo_line_to(cairo, end.x - 4, end.y)
            cairo_close_path(cairo)
        }
        cairo_fill(cairo)
    }

    /// Adds to the path in device coordinates (the path keeps them when the transform returns).
    private func inDeviceSpace(_ addToPath: () -> Void) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        cairo_identity_matrix(cairo)
        addToPath()
        cairo_set_matrix(cairo, &matrix)
    }

    /// A dashed mark's pattern, in points: on, then off, from each segment's start.
    static let dash = (on: 4.0, off: 3.0)

    /// A mark's 1-point segments, each from its start: the line, then the bars across its ends.
    static func segments(of shape: ConstraintDiagram.Mark.Shape) -> [(from: Point, to: Point)] {
        switch shape {
        case .spacing(let from, let to):
            // Short bars at both ends, across the line.
            return [(from, to), bar(at: from, along: from, to, half: 3), bar(at: to, along: from, to, half: 3)]
        case .iBeam(let from, let to):
            return [(from, to), bar(at: from, along: from, to, half: 4), bar(at: to, along: from, to, half: 4)]
        case .alignment(let from, let to):
            return [(from, to)]
        }
    }

    /// A bar across the segment `from`–`to`, centred on `point`.
    private static func bar(at point: Point, along from: Point, _ to: Point, half: Double) -> (from: Point, to: Point) {
        if abs(to.x - from.x) < abs(to.y - from.y) {
            return (Point(x: point.x - half, y: point.y), Point(x: point.x + half, y: point.y))
        }
        return (Point(x: point.x, y: point.y - half), Point(x: point.x, y: point.y + half))
    }

    /// A constraint's tag: its constant in white on a pill of `background` filling `box`.
    static func drawConstraintTag(_ text: String, in box: Rect, background: Color, on cairo: OpaquePointer, measurer: TextMeasurer, sink: TextSink? = nil) {
        roundedRectangle(box, radius: 3, on: cairo)
        cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_move_to(cairo, box.x + tagPadding, box.y + tagPadding)
        if sink?.take(text, style: constraintTagStyle, width: nil, measurer: measurer, on: cairo) != true {
            measurer.draw(text, style: constraintTagStyle, width: nil, on: cairo)
        }
    }

    static let dimensionColor = Color(red: 0.85, green: 0.1, blue: 0.55)

    /// The dimensions overlay for this render.
    func dimensionDiagram(bounds: Rect, taken: [Rect]) -> DimensionDiagram {
        let views = layout.views.filter { $0.id != "root" && isShown($0.id) }.map { (id: $0.id, parent: $0.parent, rect: $0.absolute) }
        let extra = options.mode == .content ? contentModeTags().map(box(of:)) : []
        return DimensionDiagram(
            views: views, source: scenario.nameLocation, bounds: bounds, obstacles: textRectangles() + extra + taken, measure: tagSize)
    }

    func drawDimensions(_ diagram: DimensionDiagram, bounds: Rect) {
        drawMarks(diagram.marks, color: Self.dimensionColor)
        if diagram.omittedLabels > 0 {
            draw(
                Tag(
                    text: "\(diagram.omittedLabels) dimension\(diagram.omittedLabels == 1 ? "" : "s") left out: no room",
                    point: Point(x: bounds.x + bounds.width - 4, y: bounds.y + bounds.height - 4), color: Self.dimensionColor, above: true,
                    size: 9, alignedRight: true))
        }
    }

    // MARK: Helpers

    /// Adds a segment to the current path.
    private func segment(_ from: Point, _ to: Point) {
        cairo_move_to(cairo, from.x, from.y)
        cairo_line_to(cairo, to.x, to.y)
    }

    /// Whether the item a constraint names is drawn: its view and every ancestor shown.
    /// (Items that are no view, such as stack spacers, count as shown.)
    func isShown(_ item: String) -> Bool {
        let id = String(item.split(separator: ".").first ?? "")
        guard tree.view(id) != nil else { return true }
        return tree.isShown(id)
    }

    /// Where the scene shows text: labels, and controls with a title or placeholder, as much
    /// of each as shows.
    func textRectangles() -> [Rect] {
        scenario.allViews.compactMap { view in
            let hasText = (view.kind == .label && !(view.label?.text.isEmpty ?? true)) || view.control?.title?.isEmpty == false
                || view.control?.placeholder?.isEmpty == false
            guard hasText, isShown(view.id), let rect = rectangle(of: view.id) else { return nil }
            guard let shown = clip(ofChildrenIn: view.id, including: false) else { return rect }
            return rect.intersection(shown)
        }
    }

    /// The part of the screen an anchor's marks may show in: what its item's clipping
    /// ancestors (scroll views on screen, views that clip) leave visible; a scroll view's
    /// content area is clipped by the scroll view itself. Nil: unclipped.
    func region(of anchor: ConstraintGeometry.Anchor) -> Rect? {
        let id = String(anchor.item.split(separator: ".").first ?? "")
        guard tree.view(id) != nil else { return nil }
        return clip(ofChildrenIn: id, including: anchor.isContentArea || anchor.item.hasSuffix(".content"))
    }

    private func clip(ofChildrenIn id: String, including: Bool) -> Rect? {
        visibleRegion(ofChildrenIn: id, including: including, tree: tree, layout: layout, mode: options.mode)
    }

    func tagSize(_ text: String) -> Size {
        let measured = measurer.size(of: text, style: Self.constraintTagStyle, width: nil)
        return Size(width: measured.width + 2 * Self.tagPadding, height: measured.height + 2 * Self.tagPadding)
    }
}
