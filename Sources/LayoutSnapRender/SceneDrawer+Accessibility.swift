import CCairo
import LayoutSnapLayout
import LayoutSnapScenario

// The accessibility overlay: VoiceOver's view of the screen.

extension SceneDrawer {
    static let accessibilityColor = Color(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255)

    /// Each accessible element outlined, with a tag at its leading top corner giving its
    /// place in VoiceOver's reading order and what it reads ("3 Email address"; an element
    /// that reads nothing says so).
    func drawAccessibility() {
        for (index, element) in layout.accessibilityElements.enumerated() {
            let rect = element.frame
            cairo_save(cairo)
            cairo_rectangle(cairo, rect.x + 0.75, rect.y + 0.75, max(0, rect.width - 1.5), max(0, rect.height - 1.5))
            setColor(Self.accessibilityColor)
            cairo_set_line_width(cairo, 1.5)
            var dash = [4.0, 2.0]
            cairo_set_dash(cairo, &dash, 2, 0)
            cairo_stroke(cairo)
            cairo_restore(cairo)
            let rightToLeft = tree.view(element.id)?.isRightToLeft ?? false
            let text = "\(index + 1) \(element.label.map { Self.shortened($0) } ?? "(no label)")"
            draw(Tag(text: text, point: Point(x: rightToLeft ? rect.x + rect.width : rect.x, y: rect.y), color: Self.accessibilityColor, above: false, size: 9,
                     alignedRight: rightToLeft))
        }
    }

    /// A label cut to a tag's length.
    private static func shortened(_ label: String) -> String {
        let line = label.split(separator: "\n").first.map(String.init) ?? label
        return line.count > 28 ? String(line.prefix(27)) + "…" : line
    }
}
