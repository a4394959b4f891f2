import LayoutSnapLayout
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// iOS 15 buttons: `UIButton.Configuration` decides the title, colours, background and the
/// size (one 17-point line plus 7 and 12 points of insets).
@MainActor
@Suite struct ButtonConfigurationTests {
    @Test func aFilledButtonIsSizedByItsTitleAndInsetsAndFilledWithTheTint() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        let button = UIButton(configuration: configuration)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(button)
        button.snp.makeConstraints { $0.top.left.equalToSuperview() }
        root.layoutIfNeeded()
        let plain = UILabel()
        plain.text = "Continue"
        #expect(abs(button.frame.height - (20.29 + 14)) < 0.5, "\(button.frame)")
        #expect(abs(button.frame.width - (plain.intrinsicContentSize.width + 24)) < 0.5, "\(button.frame)")
        let spec = button.modelSpec()
        #expect(spec.background == UIColor.systemBlue.color)
        #expect(spec.control?.tint == Color(red: 1, green: 1, blue: 1))
        #expect(spec.cornerRadius == 6)
    }
}
