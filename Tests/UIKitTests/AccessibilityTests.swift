import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// `accessibilityLabel` and `isAccessibilityElement` reach VoiceOver's reading order.
@MainActor
@Suite struct AccessibilityTests {
    @Test func labelsAndElementSettingsSetInCodeAreRead() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let logo = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        logo.accessibilityLabel = "Company logo"
        let title = UILabel(frame: CGRect(x: 60, y: 10, width: 200, height: 40))
        title.text = "Welcome"
        let divider = UIImageView(frame: CGRect(x: 10, y: 60, width: 300, height: 1))
        divider.isAccessibilityElement = false
        [logo, title, divider].forEach(root.addSubview)
        let scenario = root.layoutSnapScenario(name: "a11y")
        let layout = LayoutEngine().layout(scenario, render: scenario.renders[0])
        #expect(layout.accessibilityElements.map(\.label) == ["Company logo", "Welcome"])
        #expect(scenario.allViews.contains { $0.kind == .image && $0.isAccessibilityElement == false })
    }
}
