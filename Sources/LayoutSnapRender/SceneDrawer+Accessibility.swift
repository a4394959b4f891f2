import CCairo
import LayoutSnapLayout
import LayoutSnapScenario

// The accessibility overlay (VoiceOver's view of the screen), and marked views (lint's
// findings on a report's image).

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
            let text = "\(index + 1) \(element.label.map { Self.shortened($0, to: 28) } ?? "(no label)")"
            draw(Tag(text: text, point: Point(x: rightToLeft ? rect.x + rect.width : rect.x, y: rect.y), color: Self.accessibilityColor, above: false, size: 9,
                     alignedRight: rightToLeft))
        }
    }

    /// Each marked view outlined in red, its notes in a tag at its leading bottom corner.
    func drawMarks() {
        var notes: [String: [String]] = [:]
        var order: [String] = []
        for mark in options.marks {
            if notes[mark.view] == nil { order.append(mark.view) }
            notes[mark.view, default: []].append(mark.note)
        }
        for id in order {
            guard let rect = layout.view(id)?.absolute else { continue }
            cairo_save(cairo)
            cairo_rectangle(cairo, rect.x - 1, rect.y - 1, rect.width + 2, rect.height + 2)
            setColor(Self.frameColor)
            cairo_set_line_width(cairo, 2)
            cairo_stroke(cairo)
            cairo_restore(cairo)
            let rightToLeft = tree.view(id)?.isRightToLeft ?? false
            let text = Self.shortened(notes[id, default: []].joined(separator: ", "), to: 40)
            draw(Tag(text: text, point: Point(x: rightToLeft ? rect.x + rect.width : rect.x, y: rect.y + rect.height + 2), color: Self.frameColor,
                     above: false, size: 9, alignedRight: rightToLeft))
        }
    }

    /// A label cut to a tag's length.
    private static func shortened(_ label: String, to length: Int) -> String {
        let line = label.split(separator: "\n").first.map(String.init) ?? label
        return line.count > length ? String(line.prefix(length - 1)) + "…" : line
    }
}
