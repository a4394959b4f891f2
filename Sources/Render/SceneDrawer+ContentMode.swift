import CCairo
import Layout
import Scenario
import Text

// The documentation diagram (DESIGN §6, seed 003's "visible area vs content area"): content
// outside a scroll view's visible frame is washed out, and the visible frame and the content
// area are outlined in distinct styles and labelled with their sizes and the offset.

extension SceneDrawer {
    static let visibleFrameColor = Color(red: 0, green: 122.0 / 255, blue: 1)
    static let contentAreaColor = Color(red: 1, green: 149.0 / 255, blue: 0)
    static let insetBandColor = Color(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255)

    /// Everything the scroll view drew outside its frame, washed out.
    func washOutsideVisibleFrame(of scroll: ViewSpec) {
        guard let frame = rectangle(of: scroll.id) else { return }
        var extent = layout.view(scroll.id)?.scroll?.contentArea ?? frame
        for view in scroll.allViews.dropFirst() {
            if let rect = rectangle(of: view.id) { extent = extent.union(rect) }
        }
        cairo_save(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cairo, extent.x, extent.y, extent.width, extent.height)
        cairo_rectangle(cairo, frame.x, frame.y, frame.width, frame.height)
        cairo_set_source_rgba(cairo, 1, 1, 1, 0.68)
        cairo_fill(cairo)
        cairo_restore(cairo)
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
        tag("screen \(format(device.width))×\(format(device.height))", at: Point(x: device.width, y: -3),
            color: Color(red: 0.2, green: 0.2, blue: 0.2), above: true, alignedRight: true)

        for view in layout.views {
            guard let scroll = view.scroll, tree.view(view.id)?.isHidden == false else { continue }
            let area = scroll.contentArea, frame = view.absolute
            drawInsetBands(scroll, name: view.id)
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

            let scrolling = [scroll.scrollsHorizontally ? "↔" : nil, scroll.scrollsVertically ? "↕" : nil].compactMap { $0 }.joined()
            // Labels sit at the leading corner: the right one right to left.
            let rightToLeft = tree.view(view.id)?.isRightToLeft ?? false
            tag("\(view.id) visible frame \(format(frame.width))×\(format(frame.height))\(scrolling.isEmpty ? "" : " scrolls \(scrolling)")",
                at: Point(x: rightToLeft ? frame.x + frame.width : frame.x, y: frame.y - 3), color: Self.visibleFrameColor, above: true,
                alignedRight: rightToLeft)
            tag("\(view.id) content area \(format(area.width))×\(format(area.height)) · offset (\(format(scroll.contentOffset.x)), \(format(scroll.contentOffset.y)))",
                at: Point(x: rightToLeft ? area.x + area.width : area.x, y: area.y + area.height + 3), color: Self.contentAreaColor,
                above: false, alignedRight: rightToLeft)
        }
    }

    /// The adjusted content inset around the content area: translucent bands, labelled.
    private func drawInsetBands(_ scroll: ScrollLayout, name: String) {
        let inset = scroll.adjustedContentInset, area = scroll.contentArea, outer = scroll.insetContentArea
        let bands: [(Rect, String, Double)] = [
            (Rect(x: outer.x, y: outer.y, width: outer.width, height: inset.top), "top", inset.top),
            (Rect(x: outer.x, y: area.y + area.height, width: outer.width, height: inset.bottom), "bottom", inset.bottom),
            (Rect(x: outer.x, y: area.y, width: inset.left, height: area.height), "left", inset.left),
            (Rect(x: area.x + area.width, y: area.y, width: inset.right, height: area.height), "right", inset.right),
        ]
        for (band, edge, amount) in bands where amount > 0 {
            cairo_save(cairo)
            cairo_rectangle(cairo, band.x, band.y, band.width, band.height)
            var color = Self.insetBandColor
            color.alpha = 0.25
            setColor(color)
            cairo_fill(cairo)
            cairo_restore(cairo)
            tag("\(name) inset \(edge) \(format(amount))", at: Point(x: band.x + band.width, y: band.y + 2), color: Self.insetBandColor,
                above: false, size: 9, alignedRight: true)
        }
    }

    /// A small label on a coloured pill; `above` puts its bottom edge at the point.
    func tag(_ text: String, at point: Point, color: Color, above: Bool, size: Double = 11, alignedRight: Bool = false) {
        let style = TextStyle(family: "system", size: size, weight: 600, lines: 1, lineBreak: .clip)
        let measured = measurer.size(of: text, style: style, width: nil)
        let padding = 3.0
        let box = Rect(
            x: alignedRight ? point.x - measured.width - 2 * padding : point.x,
            y: above ? point.y - measured.height - 2 * padding : point.y,
            width: measured.width + 2 * padding, height: measured.height + 2 * padding)
        cairo_save(cairo)
        roundedRectangle(box, radius: 4)
        setColor(color)
        cairo_fill(cairo)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_move_to(cairo, box.x + padding, box.y + padding)
        measurer.draw(text, style: style, width: nil, on: cairo)
        cairo_restore(cairo)
    }

    func format(_ value: Double) -> String { formatPoints(value) }
}
