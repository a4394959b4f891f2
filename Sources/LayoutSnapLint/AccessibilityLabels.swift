import LayoutSnapLayout
import LayoutSnapScenario

extension Linter {
    /// An image VoiceOver cannot describe, or a button it reads as nothing but "button": no
    /// accessibility label and no text of its own. A decorative image says so with
    /// `accessibility: {element: false}` (`isAccessibilityElement = false`).
    func missingLabel(_ view: ViewSpec, _ context: Context) -> Finding? {
        switch view.kind {
        case .image:
            guard view.isAccessibilityElement != false, (view.accessibilityLabel ?? "").isEmpty else { return nil }
            return context.finding(
                .missingAccessibilityLabel, [view.id],
                "'\(view.id)' is an image VoiceOver cannot describe: give it an accessibility label, or mark it decorative (accessibility: {element: false})")
        case .button:
            guard LayoutResult.isElement(view), LayoutResult.spokenLabel(of: view) == nil else { return nil }
            return context.finding(
                .missingAccessibilityLabel, [view.id], "'\(view.id)' is a button with no title or accessibility label: VoiceOver reads it as \"button\" alone")
        default:
            return nil
        }
    }
}
