import LayoutSnapPNG
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// Controls whose size UIKit enforces keep it however their constraints stretch them.
@MainActor
@Suite struct ControlSizeTests {
    /// A switch stretched to 200×60 stays 51×31, centred where its constraints put it (UIKit
    /// applies a layout through bounds and centre), and is drawn that size.
    @Test func aStretchedSwitchKeepsItsSizeCentredInItsRoom() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.backgroundColor = .white
        let toggle = UISwitch()
        toggle.isOn = true
        root.addSubview(toggle)
        toggle.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            toggle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            toggle.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            toggle.widthAnchor.constraint(equalToConstant: 200),
            toggle.heightAnchor.constraint(equalToConstant: 60),
        ])
        root.layoutIfNeeded()
        // The alignment rectangle is 200 wide, the frame 2 wider: centred in 202 × 60.
        #expect(toggle.frame == CGRect(x: 95.5, y: 114.5, width: 51, height: 31))

        let image = try root.drawnAtScaleOne(name: "switch")
        let inside = image.pixel(x: 100, y: 130), beside = image.pixel(x: 40, y: 130)
        #expect(inside.green > 150 && inside.red < 120, "the pill is green where the switch is")
        #expect(beside.red > 240 && beside.green > 240 && beside.blue > 240, "white beyond it, inside the stretched room")

        // A switch left at its own size is where its constraints put it, as before.
        let unstretched = UISwitch()
        root.addSubview(unstretched)
        unstretched.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(20)
            make.top.equalToSuperview().offset(20)
        }
        root.layoutIfNeeded()
        #expect(unstretched.frame == CGRect(x: 20, y: 20, width: 51, height: 31))
    }
}
