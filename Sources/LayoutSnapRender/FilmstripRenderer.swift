import CCairo
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

/// The filmstrip (DESIGN §13): one render's screen at several offsets of a scroll view, side
/// by side, each captioned with its offset.
extension Renderer {
    /// Room between frames and around the strip, and the caption band's height, in points.
    static let filmstripGap = 16.0, filmstripCaption = 22.0

    /// The scroll view a filmstrip scrolls and its offsets, from the resting offset (the top)
    /// to the end of its content, evenly; nil when the layout has no scroll view (or not the
    /// one named). Unnamed, it is the first scroll view that scrolls vertically, else the first
    /// (whose frames then all show the top: nothing scrolls).
    package static func filmstripOffsets(_ layout: LayoutResult, filmstrip: Filmstrip) -> (scrollView: String, offsets: [Point])? {
        let scrollViews = layout.views.filter { view in
            guard view.scroll != nil else { return false }
            guard let named = filmstrip.scrollView else { return true }
            return named == view.id
        }
        guard let view = scrollViews.first(where: { $0.scroll?.scrollsVertically == true }) ?? scrollViews.first, let scroll = view.scroll
        else { return nil }
        let inset = scroll.adjustedContentInset
        let top = -inset.top
        let end = max(top, scroll.contentSize.height + inset.bottom - view.exactFrame.height)
        let offsets = (0..<filmstrip.count).map { index in
            Point(x: scroll.contentOffset.x, y: top + (end - top) * Double(index) / Double(max(1, filmstrip.count - 1)))
        }
        return (view.id, offsets)
    }

    /// A frame's caption: the scroll view and its vertical offset.
    package static func filmstripCaption(_ scrollView: String, offset: Point) -> String {
        "\(scrollView) offset y \(NumberText.points(offset.y))"
    }

    /// The frames side by side on one canvas: each layout drawn as `render` draws a screen,
    /// clipped to its device, with its caption underneath.
    package func renderFilmstrip(_ frames: [(layout: LayoutResult, caption: String)], options: RenderOptions) throws(RenderError) -> [UInt8] {
        guard let first = frames.first else { throw RenderError("a filmstrip needs at least one frame") }
        let device = first.layout.device
        let gap = Self.filmstripGap, captionHeight = Self.filmstripCaption
        let width = Double(frames.count) * device.width + Double(frames.count + 1) * gap
        let height = device.height + 2 * gap + captionHeight
        let scale = options.format == .png ? (options.scale ?? device.scale) : 1
        // Only a raster holds pixels; SVG and PDF are the way round the limit.
        guard options.format != .png || width * scale * height * scale <= Double(RenderOptions.maximumPixelCount) else {
            throw RenderError(
                "a filmstrip of \(frames.count) frames at @\(NumberText.points(scale))x is more than \(RenderOptions.maximumPixelCount) pixels; use a smaller --scale, fewer frames, or --format svg")
        }
        var screen = options
        screen.mode = .screen
        let draw = { [measurer] (cairo: OpaquePointer) in
            cairo_set_source_rgb(cairo, 0.925, 0.925, 0.94)
            cairo_paint(cairo)
            for (index, frame) in frames.enumerated() {
                let x = gap + Double(index) * (device.width + gap)
                cairo_save(cairo)
                cairo_translate(cairo, x, gap)
                cairo_rectangle(cairo, 0, 0, device.width, device.height)
                cairo_clip(cairo)
                var drawer = SceneDrawer(
                    cairo: cairo, scenario: frame.layout.scene, layout: frame.layout, options: screen, measurer: measurer,
                    tree: ViewTree(root: frame.layout.scene.root))
                drawer.fadesLinesThroughGroup = screen.format == .png
                drawer.drawScene(bounds: Rect(x: 0, y: 0, width: device.width, height: device.height), canvasWidth: device.width, captionHeight: 0)
                cairo_restore(cairo)
                // The frame's edge, and its caption centred below it.
                cairo_rectangle(cairo, x - 0.5, gap - 0.5, device.width + 1, device.height + 1)
                cairo_set_source_rgba(cairo, 0, 0, 0, 0.35)
                cairo_set_line_width(cairo, 1)
                cairo_stroke(cairo)
                let style = TextStyle(family: "system", size: 12, weight: 600, lines: 1, lineBreak: .truncateTail)
                let size = measurer.size(of: frame.caption, style: style, width: device.width)
                cairo_set_source_rgb(cairo, 0.2, 0.2, 0.22)
                cairo_move_to(cairo, x + max(0, (device.width - size.width) / 2), gap + device.height + (captionHeight - size.height) / 2 + 4)
                measurer.draw(frame.caption, style: style, width: device.width, on: cairo)
            }
        }
        switch options.format {
        case .png:
            return try RasterImage.render(
                width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)), scale: scale, opaque: true, draw: draw)
        case .svg, .pdf:
            let document = try VectorDocument(format: options.format, width: width, height: height)
            draw(document.cairo)
            return try document.finish()
        }
    }
}
