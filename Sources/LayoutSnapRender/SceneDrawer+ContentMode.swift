import CCairo
import LayoutSnapLayout
import LayoutSnapScenario
import LayoutSnapText

// The documentation diagram (DESIGN §6, seed 003's "visible area vs content area"): content
// outside a scroll view's visible frame is washed out, and the visible frame and the content
// area are outlined in distinct styles and labelled with their sizes and the offset.

extension SceneDrawer {
    static let visibleFrameColor = Color(red: 0, green: 122.0 / 255, blue: 1)
    static let contentAreaColor = Color(red: 1, green: 149.0 / 255, blue: 0)
    static let insetBandColor = Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255)

    /// Where a scroll view's content reaches: its content area and every subview's frame.
    private func contentExtent(of scroll: ViewSpec, frame: Rect) -> Rect {
        var extent = layout.view(scroll.id)?.scroll?.contentArea ?? frame
        for view in scroll.allViews.dropFirst() {
            if let rect = rectangle(of: view.id) { extent = extent.union(rect) }
        }
        return extent
    }

    /// Everything the scroll view drew outside its frame, washed out: towards white in a light
    /// appearance, towards black in a dark one, so that text keeps its contrast either way.
    /// - Parameter onlyOverContent: wash only what is already drawn (`ATOP`), not the empty
    ///   space between: for content drawn again over the views that cover it.
    func washOutsideVisibleFrame(of scroll: ViewSpec, onlyOverContent: Bool = false) {
        guard let frame = rectangle(of: scroll.id) else { return }
        let extent = contentExtent(of: scroll, frame: frame)
        cairo_save(cairo)
        if onlyOverContent { cairo_set_operator(cairo, CAIRO_OPERATOR_ATOP) }
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cairo, extent.x, extent.y, extent.width, extent.height)
        cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
        if layout.traits.appearance == .dark {
            cairo_set_source_rgba(cairo, 0, 0, 0, 0.55)
        } else {
            cairo_set_source_rgba(cairo, 1, 1, 1, 0.68)
        }
        cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// A scroll view's content beyond its frame, drawn again (washed out) over the views drawn
    /// after it that cover it: a toolbar below a scroll view would otherwise hide what
    /// scrolling reveals, the one thing the diagram is for. The covering views keep their look
    /// between the content's pixels. Only where something covers it, so that every other
    /// picture keeps its pixels.
    func drawOverflowOverLaterViews() {
        let order = scenario.root.allViews
        for (index, scroll) in order.enumerated() where scroll.kind == .scroll {
            guard let frame = rectangle(of: scroll.id) else { continue }
            let extent = contentExtent(of: scroll, frame: frame)
            // Nothing beyond the frame, nothing to show again.
            guard !frame.contains(extent), tree.isShown(scroll.id) else { continue }
            let inside = Set(scroll.allViews.map(\.id))
            let covered = order[(index + 1)...].contains { view in
                guard let rect = rectangle(of: view.id), rect.overlaps(extent), !frame.contains(rect), !inside.contains(view.id) else { return false }
                return tree.isShown(view.id)
            }
            guard covered else { continue }
            cairo_save(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_rectangle(cairo, extent.x, extent.y, extent.width, extent.height)
            cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
            cairo_clip(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            cairo_push_group(cairo)
            for subview in scroll.subviews { drawView(subview) }
            washOutsideVisibleFrame(of: scroll, onlyOverContent: true)
            cairo_pop_group_to_source(cairo)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
    }

    /// Outlines and labels for every scroll view, and the screen's edge.
    func annotateScrollViews() {
        let device = layout.device
        cairo_save(cairo)
        cairo_rectangle(cairo, 0, 0, device.width, device.height)
        cairo_set_source_rgba(cairo, 0.2, 0.2, 0.2, 0.9)
        cairo_set_line_width(cairo, 1)
        cairo_stroke(cairo)
        cairo_restore(cairo)
        for view in layout.views {
            guard let scroll = view.scroll, tree.view(view.id)?.isHidden == false else { continue }
            let area = scroll.contentArea, frame = view.absolute
            drawInsetBands(scroll)
            cairo_save(cairo)
            cairo_rectangle(cairo, area.x, area.y, area.width, area.height)
            setColor(Self.contentAreaColor)
            cairo_set_line_width(cairo, 2)
            var dashes: [Double] = [7, 4]
            cairo_set_dash(cairo, &dashes, 2, 0)
            cairo_stroke(cairo)
            cairo_restore(cairo)

            cairo_save(cairo)
            cairo_rectangle(cairo, frame.x + 1, frame.y + 1, max(0, frame.width - 2), max(0, frame.height - 2))
            setColor(Self.visibleFrameColor)
            cairo_set_line_width(cairo, 2)
            cairo_stroke(cairo)
            cairo_restore(cairo)
        }
        for tag in contentModeTags() { draw(tag) }
    }

    /// A label the diagram puts on the canvas.
    struct Tag {
        var text: String
        var point: Point
        var color: Color
        /// Its bottom edge at the point (else its top edge).
        var above: Bool
        var size = 11.0
        /// Its right edge at the point (else its left edge).
        var alignedRight = false
    }

    /// The content-mode diagram's labels: the screen's size, each scroll view's visible frame
    /// and content area, and their inset bands. (The constraint overlay keeps clear of them.)
    func contentModeTags() -> [Tag] {
        let device = layout.device
        var tags = [
            Tag(text: "screen \(format(device.width))×\(format(device.height))", point: Point(x: device.width, y: -3),
                color: Color(red: 0.2, green: 0.2, blue: 0.2), above: true, alignedRight: true)
        ]
        for view in layout.views {
            guard let scroll = view.scroll, tree.view(view.id)?.isHidden == false else { continue }
            let area = scroll.contentArea, frame = view.absolute
            for (band, edge, amount) in Self.insetBands(scroll) where amount > 0 {
                tags.append(
                    Tag(text: "\(tree.view(view.id)?.caption ?? view.id) inset \(edge) \(format(amount))", point: Point(x: band.x + band.width, y: band.y + 2),
                        color: Self.insetBandColor, above: false, size: 9, alignedRight: true))
            }
            let scrolling = [scroll.scrollsHorizontally ? "↔" : nil, scroll.scrollsVertically ? "↕" : nil].compactMap { $0 }.joined()
            // Labels sit at the leading corner: the right one right to left.
            let rightToLeft = tree.view(view.id)?.isRightToLeft ?? false
            tags.append(
                Tag(text: "\(view.id) visible frame \(format(frame.width))×\(format(frame.height))\(scrolling.isEmpty ? "" : " scrolls \(scrolling)")",
                    point: Point(x: rightToLeft ? frame.x + frame.width : frame.x, y: frame.y - 3), color: Self.visibleFrameColor, above: true,
                    alignedRight: rightToLeft))
            tags.append(
                Tag(text: "\(view.id) content area \(format(area.width))×\(format(area.height)) · offset (\(format(scroll.contentOffset.x)), \(format(scroll.contentOffset.y)))",
                    point: Point(x: rightToLeft ? area.x + area.width : area.x, y: area.y + area.height + 3), color: Self.contentAreaColor,
                    above: false, alignedRight: rightToLeft))
        }
        return tags
    }

    /// The adjusted content inset around the content area, as translucent bands.
    private func drawInsetBands(_ scroll: ScrollLayout) {
        for (band, _, amount) in Self.insetBands(scroll) where amount > 0 {
            cairo_save(cairo)
            cairo_rectangle(cairo, band.x, band.y, band.width, band.height)
            var color = Self.insetBandColor
            color.alpha = 0.25
            setColor(color)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
    }

    private static func insetBands(_ scroll: ScrollLayout) -> [(band: Rect, edge: String, amount: Double)] {
        let inset = scroll.adjustedContentInset, area = scroll.contentArea, outer = scroll.insetContentArea
        return [
            (Rect(x: outer.x, y: outer.y, width: outer.width, height: inset.top), "top", inset.top),
            (Rect(x: outer.x, y: area.y + area.height, width: outer.width, height: inset.bottom), "bottom", inset.bottom),
            (Rect(x: outer.x, y: area.y, width: inset.left, height: area.height), "left", inset.left),
            (Rect(x: area.x + area.width, y: area.y, width: inset.right, height: area.height), "right", inset.right),
        ]
    }

    /// A small label on a coloured pill; `above` puts its bottom edge at the point.
    func tag(_ text: String, at point: Point, color: Color, above: Bool, size: Double = 11, alignedRight: Bool = false) {
        draw(Tag(text: text, point: point, color: color, above: above, size: size, alignedRight: alignedRight))
    }

    func draw(_ tag: Tag) {
        let box = self.box(of: tag)
        cairo_save(cairo)
        roundedRectangle(box, radius: 4)
        setColor(tag.color)
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_move_to(cairo, box.x + Self.pillPadding, box.y + Self.pillPadding)
        showText(tag.text, style: Self.pillStyle(tag.size), width: nil)
        cairo_restore(cairo)
    }

    /// Where a tag's pill lies.
    func box(of tag: Tag) -> Rect {
        let measured = measurer.size(of: tag.text, style: Self.pillStyle(tag.size), width: nil)
        let padding = Self.pillPadding
        return Rect(
            x: tag.alignedRight ? tag.point.x - measured.width - 2 * padding : tag.point.x,
            y: tag.above ? tag.point.y - measured.height - 2 * padding : tag.point.y,
            width: measured.width + 2 * padding, height: measured.height + 2 * padding)
    }

    private static let pillPadding = 3.0
    private static func pillStyle(_ size: Double) -> TextStyle { TextStyle(family: "system", size: size, weight: 600, lines: 1, lineBreak: .clip) }

    func format(_ value: Double) -> String { NumberText.points(value) }
}
