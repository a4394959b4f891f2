import CCairo
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

// Overlays on demand: frames with ids and sizes, ambiguity and conflict hatching, a caption.

extension SceneDrawer {
    static let frameColor = Color(red: 1, green: 45.0 / 255, blue: 85.0 / 255)

    /// Each shown view's frame outlined, with a tag naming it and its size. Tags go at the
    /// leading top corner inside the frame when that is free, else at another corner or just
    /// outside; never over another tag or the scene's text. Those with no free place are
    /// counted in a note at the canvas's bottom edge.
    func drawFrames(bounds: Rect) {
        let shown = layout.views.filter { $0.id != "root" && isShown($0.id) }
        for view in shown {
            let rect = view.absolute
            cairo_save(cairo)
            cairo_rectangle(cairo, rect.x + 0.5, rect.y + 0.5, max(0, rect.width - 1), max(0, rect.height - 1))
            setColor(Self.frameColor)
            cairo_set_line_width(cairo, 1)
            cairo_stroke(cairo)
            cairo_restore(cairo)
        }
        let placement = frameTags(bounds: bounds)
        placement.tags.forEach(draw)
        if placement.omitted > 0 {
            draw(
                Tag(
                    text: "\(placement.omitted) frame tag\(placement.omitted == 1 ? "" : "s") left out: no room",
                    point: Point(x: bounds.x + 4, y: bounds.y + bounds.height - 4), color: Self.frameColor, above: true, size: 9))
        }
    }

    /// The frames overlay's tags, placed, the text they keep clear of, and how many found no
    /// room.
    func frameTags(bounds: Rect) -> (tags: [Tag], obstacles: [Rect], omitted: Int) {
        let taken = (options.mode == .content ? contentModeTags().map(box(of:)) : [])
            + (options.overlays.contains(.safeArea) ? safeAreaTags().map(box(of:)) : [])
        var placer = LabelPlacer(obstacles: textRectangles() + taken, bounds: bounds)
        var tags: [Tag] = []
        for view in layout.views where view.id != "root" && isShown(view.id) {
            let rect = view.absolute
            let rightToLeft = tree.view(view.id)?.isRightToLeft ?? false
            var tag = Tag(
                text: "\(tree.view(view.id)?.caption ?? view.id) \(format(rect.width))×\(format(rect.height))", point: .zero, color: Self.frameColor, above: false, size: 9)
            let size = box(of: tag)
            // Leading top inside, trailing top inside, leading bottom inside, then outside above
            // and below; mirrored right to left.
            let leading = rightToLeft ? rect.x + rect.width - 1 - size.width : rect.x + 1
            let trailing = rightToLeft ? rect.x + 1 : rect.x + rect.width - 1 - size.width
            let candidates = [
                Point(x: leading, y: rect.y + 1), Point(x: trailing, y: rect.y + 1), Point(x: leading, y: rect.y + rect.height - 1 - size.height),
                Point(x: leading, y: rect.y - size.height - 1), Point(x: leading, y: rect.y + rect.height + 1),
            ].map { Rect(x: $0.x, y: $0.y, width: size.width, height: size.height) }
            guard let place = placer.place(candidates) else { continue }
            tag.point = Point(x: place.x, y: place.y)
            tags.append(tag)
        }
        return (tags, placer.obstacles, placer.omitted)
    }

    /// Red hatching on views whose layout is ambiguous, orange on views in a conflict; a scroll
    /// view with an ambiguous content size gets a red dashed outline (its frame is fine) and
    /// the views where its chain breaks are hatched.
    func drawAmbiguity() {
        let red = Color(red: 1, green: 0.1, blue: 0.1, alpha: 0.45), orange = Color(red: 1, green: 0.55, blue: 0, alpha: 0.45)
        var marks: [(id: String, color: Color)] = []
        for diagnostic in layout.diagnostics {
            var ids = diagnostic.views
            let color: Color
            switch diagnostic.code {
            case .ambiguousLayout: color = red
            case .ambiguousContentSize:
                color = red
                if let scroll = ids.first, let rect = rectangle(of: scroll) {
                    cairo_save(cairo)
                    cairo_rectangle(cairo, rect.x + 1.5, rect.y + 1.5, max(0, rect.width - 3), max(0, rect.height - 3))
                    setColor(Color(red: 1, green: 0.1, blue: 0.1))
                    cairo_set_line_width(cairo, 3)
                    var dashes: [Double] = [10, 6]
                    cairo_set_dash(cairo, &dashes, 2, 0)
                    cairo_stroke(cairo)
                    cairo_restore(cairo)
                }
                ids = Array(ids.dropFirst())
            case .unsatisfiableConstraints: color = orange
            default: continue
            }
            for id in ids where !marks.contains(where: { $0.id == id }) { marks.append((id, color)) }
        }
        for mark in marks {
            guard let rect = rectangle(of: mark.id), rect.width > 0 || rect.height > 0 else { continue }
            cairo_save(cairo)
            cairo_rectangle(cairo, rect.x, rect.y, max(rect.width, 1), max(rect.height, 1))
            cairo_clip(cairo)
            setColor(mark.color)
            cairo_set_line_width(cairo, 1.5)
            // Diagonals x + y = c, every 8 pt from the view's corner, only where they can show:
            // over the part of the view inside the clip (a huge view costs no more than the canvas).
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
            let origin = rect.x + rect.y
            if x2 > x1, y2 > y1, origin.isFinite {
                // Counted in whole steps across the clip: far from zero (a view at 1e19 pt) a
                // Double step no longer advances, and the loop must still end (shared/repro H10).
                let step = ((x1 + y1 - origin) / 8).rounded(.down)
                let count = ((x2 + y2 - origin) / 8).rounded(.up) - step
                if count.isFinite, count >= 0, count < 1_000_000 {
                    for index in 0...Int(count) {
                        let c = origin + (step + Double(index)) * 8
                        cairo_move_to(cairo, c - y2, y2)
                        cairo_line_to(cairo, c - y1, y1)
                    }
                }
            }
            cairo_stroke(cairo)
            cairo_restore(cairo)
        }
    }

    /// A band across the bottom of the canvas: scenario, render, device, diagnostics.
    func drawCaption(in band: Rect) {
        cairo_save(cairo)
        cairo_rectangle(cairo, band.x, band.y, band.width, band.height)
        cairo_set_source_rgb(cairo, 0.11, 0.11, 0.12)
        cairo_fill(cairo)
        let device = layout.device
        let count = layout.diagnostics.count
        let screen = device.name ?? "\(format(device.width))×\(format(device.height))"
        let text = "\(layout.scenario) · \(layout.render) · \(screen) @\(format(device.scale))x · \(count) diagnostic\(count == 1 ? "" : "s")"
        let style = TextStyle(family: "system", size: 11, weight: 500, lines: 1, lineBreak: .truncateTail)
        let size = measurer.size(of: text, style: style, width: band.width - 16)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_move_to(cairo, band.x + 8, band.y + (band.height - size.height) / 2)
        showText(text, style: style, width: band.width - 16)
        cairo_restore(cairo)
    }
}
