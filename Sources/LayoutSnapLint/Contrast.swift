import Foundation
import LayoutSnapLayout
import LayoutSnapScenario

// WCAG 2.x contrast between text and what lies behind it: the view's own background and its
// ancestors' down to the first opaque one (the root's is white when unset, as it is drawn),
// each composited over the one below. Siblings drawn beneath are not looked at.

extension Linter {
    /// Text whose contrast with its background is below 4.5:1, or 3:1 for large text
    /// (18 pt and up, or bold from 14 pt).
    func lowContrast(_ view: ViewSpec, _ context: Context) -> Finding? {
        guard let (text, font) = Self.text(of: view) else { return nil }
        let background = Self.background(behind: view.id, context.tree)
        let shown = Self.composite(text, over: background)
        let ratio = Self.contrast(shown, background)
        let large = font.size >= 18 || (font.weight >= 700 && font.size >= 14)
        let minimum = large ? 3.0 : 4.5
        guard ratio < minimum - 0.005 else { return nil }
        return context.finding(
            .lowContrast, [view.id],
            "'\(view.id)' has text \(shown.hex) on \(background.hex): contrast \(String(format: "%.2f", ratio)):1, below the \(NumberText.points(minimum)):1 \(large ? "large " : "")text needs")
    }

    /// A view's text colour and font: a label's, or a text field's or button's.
    static func text(of view: ViewSpec) -> (Color, FontSpec)? {
        if view.kind == .label, let label = view.label, !label.text.isEmpty { return (label.color, label.font) }
        if view.kind == .button, let control = view.control, !(control.title ?? "").isEmpty { return (control.tint, control.font) }
        if view.kind == .textField, let control = view.control, !(control.title ?? "").isEmpty { return (control.textColor, control.font) }
        return nil
    }

    /// The opaque colour behind a view: its own background and its ancestors', composited.
    static func background(behind id: String, _ tree: ViewTree) -> Color {
        var layers: [Color] = []
        for ancestor in tree.ancestry(of: id) {
            guard let view = tree.view(ancestor) else { continue }
            let color = view.background ?? (ancestor == "root" ? Color(red: 1, green: 1, blue: 1) : nil)
            guard let color, color.alpha > 0 else { continue }
            layers.append(color)
            if color.alpha >= 1 { break }
        }
        var result = Color(red: 1, green: 1, blue: 1)
        for layer in layers.reversed() { result = composite(layer, over: result) }
        return result
    }

    static func composite(_ top: Color, over bottom: Color) -> Color {
        let a = top.alpha
        return Color(red: top.red * a + bottom.red * (1 - a), green: top.green * a + bottom.green * (1 - a), blue: top.blue * a + bottom.blue * (1 - a))
    }

    /// WCAG's contrast ratio of two opaque colours.
    static func contrast(_ first: Color, _ second: Color) -> Double {
        let (l1, l2) = (luminance(first), luminance(second))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// WCAG relative luminance of an sRGB colour.
    static func luminance(_ color: Color) -> Double {
        func linear(_ channel: Double) -> Double { channel <= 0.03928 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
