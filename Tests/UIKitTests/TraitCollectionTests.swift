import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// Size classes follow the screen a view controller is shown on, as UIKit's do, and adaptive
/// code hears of a change through `traitCollectionDidChange`.
@MainActor
@Suite struct TraitCollectionTests {
    /// Two panes side by side in a regular width, stacked in a compact one.
    final class AdaptiveScreen: UIViewController {
        let panes = UIStackView()
        var changes = 0

        override func viewDidLoad() {
            for color in [UIColor.systemBlue, .systemGreen] {
                let pane = UIView()
                pane.backgroundColor = color
                panes.addArrangedSubview(pane)
            }
            panes.distribution = .fillEqually
            panes.spacing = 8
            view.addSubview(panes)
            panes.snp.makeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide) }
            adapt()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes += 1
            adapt()
        }

        func adapt() { panes.axis = traitCollection.horizontalSizeClass == .regular ? .horizontal : .vertical }
    }

    func device(_ name: String, landscape: Bool = false) throws -> Device {
        var device = try #require(Device.presets[name])
        if landscape { (device.width, device.height) = (device.height, device.width) }
        return device
    }

    @Test func sizeClassesAreThoseOfTheScreen() throws {
        for (name, landscape, horizontal, vertical) in [
            ("iphone-15", false, UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),
            ("iphone-15", true, .compact, .compact), ("iphone-15-pro-max", true, .regular, .compact), ("ipad", false, .regular, .regular),
            ("ipad", true, .regular, .regular), ("iphone-se", false, .compact, .regular),
        ] {
            let screen = AdaptiveScreen()
            screen.layoutSnapShow(on: try device(name, landscape: landscape))
            #expect(screen.traitCollection.horizontalSizeClass == horizontal, "\(name) landscape: \(landscape)")
            #expect(screen.traitCollection.verticalSizeClass == vertical, "\(name) landscape: \(landscape)")
            #expect(screen.view.traitCollection.horizontalSizeClass == horizontal, "a view has its controller's")
            #expect(screen.traitCollection.displayScale == CGFloat(try device(name).scale))
        }
        #expect(UIView().traitCollection.horizontalSizeClass == .unspecified, "a view on its own has none")
    }

    @Test func adaptiveCodeLaysOutForTheScreenItIsShownOn() throws {
        let screen = AdaptiveScreen()
        screen.layoutSnapShow(on: try device("iphone-15"))
        screen.view.layoutIfNeeded()
        let stacked = screen.panes.arrangedSubviews.map(\.frame)
        #expect(stacked[0].width == stacked[1].width && stacked[1].minY > stacked[0].maxY, "\(stacked)")
        screen.layoutSnapShow(on: try device("ipad"))
        #expect(screen.changes == 1)
        screen.view.layoutIfNeeded()
        let sideBySide = screen.panes.arrangedSubviews.map(\.frame)
        #expect(sideBySide[0].minY == sideBySide[1].minY && sideBySide[1].minX == sideBySide[0].maxX + 8, "\(sideBySide)")
        // Another compact-width iPhone: the size classes stay, nothing is called.
        screen.layoutSnapShow(on: try device("iphone-se"))
        screen.layoutSnapShow(on: try device("iphone-15"))
        #expect(screen.changes == 2)
    }

    @Test func appearanceOverridesReachTheViewsBelow() {
        let screen = AdaptiveScreen()
        screen.overrideUserInterfaceStyle = .dark
        #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
        screen.panes.overrideUserInterfaceStyle = .light
        #expect(screen.panes.arrangedSubviews[0].traitCollection.userInterfaceStyle == .light)
        #expect(screen.traitCollection.hasDifferentColorAppearance(comparedTo: screen.panes.traitCollection))
        let merged = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .compact)])
        #expect(merged.horizontalSizeClass == .regular && merged.verticalSizeClass == .compact && merged.userInterfaceStyle == .unspecified)
    }
}
