import LayoutSnapPipeline
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

    /// Full width with a 20-point inset in a compact width; a 400-point column in the middle
    /// of a regular one: two sets of constraints, swapped as the size classes change.
    final class ColumnScreen: UIViewController {
        let column = UIView()
        var compact: [NSLayoutConstraint] = [], regular: [NSLayoutConstraint] = []

        override func viewDidLoad() {
            column.accessibilityIdentifier = "column"
            view.addSubview(column)
            column.translatesAutoresizingMaskIntoConstraints = false
            compact = [
                column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                column.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            ]
            regular = [column.widthAnchor.constraint(equalToConstant: 400), column.centerXAnchor.constraint(equalTo: view.centerXAnchor)]
            NSLayoutConstraint.activate([column.topAnchor.constraint(equalTo: view.topAnchor), column.heightAnchor.constraint(equalToConstant: 50)])
            adapt()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { adapt() }

        func adapt() {
            let isRegular = traitCollection.horizontalSizeClass == .regular
            NSLayoutConstraint.deactivate(isRegular ? compact : regular)
            NSLayoutConstraint.activate(isRegular ? regular : compact)
        }
    }

    /// A render matrix lays out each device as the view controller builds it when shown there,
    /// not the hierarchy it built for its own screen; it ends where it started.
    @Test func eachRenderOfAMatrixIsWhatTheControllerBuildsOnItsDevice() throws {
        let renders = try [("phone", "iphone-15", false), ("tablet", "ipad", false), ("phone-landscape", "iphone-15-pro-max", true)].map {
            RenderSpec(name: $0.0, device: try device($0.1, landscape: $0.2))
        }
        let panes = AdaptiveScreen()
        let scenario = panes.layoutSnapScenario(name: "panes", renders: renders)
        let engine = RenderWorker.current.engine
        let frames = scenario.renders.map { render in
            engine.layout(scenario, render: render).views.filter { $0.id.hasPrefix("UIView_0_") }.map(\.frame)
        }
        try #require(frames.allSatisfy { $0.count == 2 })
        #expect(frames[0][1].y > frames[0][0].y && frames[0][1].x == frames[0][0].x, "stacked on a phone: \(frames[0])")
        #expect(frames[1][1].y == frames[1][0].y && frames[1][1].x > frames[1][0].x, "side by side on an iPad: \(frames[1])")
        #expect(frames[2][1].y == frames[2][0].y, "side by side on a Max in landscape (regular width): \(frames[2])")
        #expect(panes.changes == 3, "to the iPad (regular, regular), the Max in landscape (regular, compact), and back")
        #expect(panes.panes.axis == .vertical && panes.traitCollection.horizontalSizeClass == .compact, "back on its own screen")

        let columns = ColumnScreen()
        let laidOut = columns.layoutSnapScenario(name: "columns", renders: renders)
        let widths = try laidOut.renders.map { render in try #require(engine.layout(laidOut, render: render).view("column")).frame }
        #expect(widths[0] == Rect(x: 20, y: 0, width: 353, height: 50))
        #expect(widths[1] == Rect(x: 184, y: 0, width: 400, height: 50))
        #expect(widths[2].width == 400 && abs(widths[2].x + 200 - 466) < 0.01)
        // A render on the controller's own screen keeps the scenario's hierarchy.
        let own = columns.layoutSnapScenario(name: "columns", renders: [RenderSpec(name: "own", device: .standard), renders[1]])
        #expect(own.renders[0].scene == nil && own.renders[1].scene != nil)
    }

    /// An icon beside a title, stacked at the accessibility sizes; a badge coloured by hand
    /// (not with a dynamic colour) for the appearance.
    final class AccessibleRow: UIViewController {
        let row = UIStackView(), badge = UIView()

        override func viewDidLoad() {
            let icon = UIView(), title = UILabel()
            title.text = "Notifications"
            icon.snp.makeConstraints { $0.size.equalTo(40) }
            row.addArrangedSubview(icon)
            row.addArrangedSubview(title)
            row.spacing = 8
            badge.accessibilityIdentifier = "badge"
            view.addSubview(row)
            view.addSubview(badge)
            row.snp.makeConstraints { $0.top.leading.trailing.equalTo(view.layoutMarginsGuide) }
            badge.snp.makeConstraints { make in
                make.top.equalTo(row.snp.bottom).offset(8)
                make.leading.equalTo(view.layoutMarginsGuide)
                make.size.equalTo(20)
            }
            adapt()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { adapt() }

        func adapt() {
            row.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
            badge.backgroundColor = traitCollection.userInterfaceStyle == .dark ? UIColor(white: 0.9, alpha: 1) : UIColor(white: 0.1, alpha: 1)
        }
    }

    /// Dynamic Type sizes and appearances in a matrix are traits the view controller is shown
    /// under, so code that reads them (rather than dynamic colours and text styles alone) lays
    /// out and colours each render as UIKit would.
    @Test func aMatrixShowsTheControllerUnderEachRendersTraits() throws {
        let renders = try RenderSpec.matrix(contentSizeCategories: [.large, .AX3], appearances: [.light, .dark])
        let controller = AccessibleRow()
        let scenario = controller.layoutSnapScenario(name: "row", renders: renders)
        let engine = RenderWorker.current.engine
        for render in scenario.renders {
            let result = engine.layout(scenario, render: render)
            // The icon and the title are held by no property: named by type and place.
            let label = try #require(result.view("UILabel_0_1")?.frame), icon = try #require(result.view("UIView_0_0")?.frame)
            if render.traits.contentSizeCategory == .AX3 {
                #expect(label.y > icon.y + 39, "stacked at AX3 (\(render.name)): \(icon), \(label)")
            } else {
                #expect(label.x > icon.x + 39, "side by side at large (\(render.name)): \(icon), \(label)")
            }
            let badge = try #require(result.scene.root.allViews.first { $0.id == "badge" }?.background)
            #expect((badge.red > 0.5) == (render.traits.appearance == .dark), "\(render.name): \(badge)")
        }
        #expect(controller.traitCollection.preferredContentSizeCategory == .large && controller.traitCollection.userInterfaceStyle == .light)
        #expect(controller.row.axis == .horizontal, "back to its own traits")
    }

    /// A screen that picks an arrow by the direction it reads in, as apps do for chevrons.
    final class ArrowScreen: UIViewController {
        let arrow = UILabel(), pinned = UILabel()

        override func viewDidLoad() {
            arrow.accessibilityIdentifier = "arrow"
            pinned.accessibilityIdentifier = "pinned"
            pinned.semanticContentAttribute = .forceLeftToRight
            for label in [arrow, pinned] { view.addSubview(label) }
            arrow.snp.makeConstraints { $0.top.leading.equalTo(view.layoutMarginsGuide) }
            pinned.snp.makeConstraints { $0.bottom.leading.equalTo(view.layoutMarginsGuide) }
            adapt()
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { adapt() }

        func adapt() {
            arrow.text = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "←" : "→"
            pinned.text = pinned.effectiveUserInterfaceLayoutDirection == .rightToLeft ? "←" : "→"
        }
    }

    /// A right-to-left render shows the view controller in a right-to-left environment: code
    /// that reads `effectiveUserInterfaceLayoutDirection` sees it, a view forced left to right
    /// does not.
    @Test func aRightToLeftRenderIsBuiltRightToLeft() throws {
        let renders = try RenderSpec.matrix(directions: [.ltr, .rtl])
        let screen = ArrowScreen()
        let scenario = screen.layoutSnapScenario(name: "arrows", renders: renders)
        let texts = try scenario.renders.map { render in
            let root = RenderWorker.current.engine.layout(scenario, render: render).scene.root
            return try ["arrow", "pinned"].map { id in try #require(root.allViews.first { $0.id == id }?.label?.text) }
        }
        #expect(texts == [["→", "→"], ["←", "→"]])
        #expect(screen.arrow.text == "→" && UIApplication.shared.userInterfaceLayoutDirection == .leftToRight, "back to left to right")
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
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
