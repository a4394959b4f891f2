import LayoutSnapScenario

/// The bars Interface Builder's canvas shows around a view controller's view — status bar,
/// navigation bar, tab bar or toolbar — set on the controller (Simulated Metrics) or inferred
/// from the navigation and tab bar controllers that show it. They decide the view's safe area.
struct SimulatedBars: Sendable, Equatable {
    /// A bar across the top or bottom of the screen.
    struct Bar: Sendable, Equatable {
        var height: Double
        /// A translucent bar lies over the view; an opaque one sits beside it (UIKit's
        /// `extendedLayoutIncludesOpaqueBars` off by default).
        var isTranslucent: Bool
        var look = Look()
        /// A tab bar (not a toolbar): what `hidesBottomBarWhenPushed` hides.
        var isTabBar = false
        /// A navigation bar showing a large title below its standard row.
        var hasLargeTitle = false
        /// A navigation bar with a prompt's 30 points above its title row.
        var hasPrompt = false

        /// Where a navigation bar's standard 44-point title row starts, for a bar whose bottom
        /// is at `safeAreaTop`: below the status bar and the prompt (a large title's row is
        /// below it).
        func titleRowTop(safeAreaTop: Double) -> Double { safeAreaTop - height + (hasPrompt ? 30 : 0) }

        init(height: Double, isTranslucent: Bool, look: Look = Look(), isTabBar: Bool = false, hasLargeTitle: Bool = false) {
            self.height = height
            self.isTranslucent = isTranslucent
            self.look = look
            self.isTabBar = isTabBar
            self.hasLargeTitle = hasLargeTitle
        }

        /// What the file says of the bar's colours: its style, tint and title colour.
        struct Look: Sendable, Equatable {
            /// `barStyle="black"`: the dark material and a white title.
            var isBlack = false
            /// The appearance's background, else `barTintColor`.
            var background: Color?
            /// The title's colour (`titleTextAttributes`).
            var titleColor: Color?

            /// The look a bar element gives (`<navigationBar>`, `<tabBar>`, `<toolbar>`).
            init(_ bar: XMLElement?) {
                guard let bar else { return }
                isBlack = Self.isBlack(bar["barStyle"])
                // A clear tint leaves the bar its material (UIKit draws no clear bar over it).
                let tint = InterfaceBuilderValues.color(bar.child("color", key: "barTintColor")).flatMap { $0.alpha > 0 ? $0 : nil }
                let appearance = bar.children.first { $0.name.hasSuffix("Appearance") && $0["key"] == "standardAppearance" }
                background = InterfaceBuilderValues.color(appearance?.child("color", key: "backgroundColor")) ?? tint
                let titles = appearance?.child("textAttributes", key: "titleTextAttributes") ?? bar.child("textAttributes", key: "titleTextAttributes")
                titleColor = InterfaceBuilderValues.color(titles?.child("color", key: "textColor"))
            }

            init() {}

            /// UIKit's black bar styles (`black`, and the deprecated translucent and opaque ones).
            static func isBlack(_ barStyle: String?) -> Bool { ["black", "blackTranslucent", "blackOpaque"].contains(barStyle ?? "") }
        }
    }

    var statusBarShown = true
    var top: Bar?
    var bottom: Bar?
    /// `edgesForExtendedLayout`: whether the view reaches under its top and bottom bars.
    var extendsUnderTop = true
    var extendsUnderBottom = true
    var includesOpaqueBars = false
    /// Whether the bottom bar is a tab bar whose controller sits inside a navigation controller:
    /// a controller a tab pushes goes onto that outer stack, in the tab bar controller's place,
    /// and has no tab bar (UIKit's `navigationController` of a tab is the outer one).
    var tabsBelowNavigation = false
    /// The id of the `tabBarItem` of the tab the view is shown in: the one item the canvas
    /// draws in a tab's simulated tab bar.
    var tabItem: String?

    /// The view's safe area: the screen's, plus the bars that lie over the view. A bar the view
    /// does not reach under moves the view's edge to the bar's: nothing covers that side.
    func safeArea(screen: Insets) -> Insets {
        var safe = screen
        if let top {
            if covers(top, extends: extendsUnderTop) { safe.top += top.height } else { safe.top = 0 }
        }
        if let bottom {
            if covers(bottom, extends: extendsUnderBottom) { safe.bottom += bottom.height } else { safe.bottom = 0 }
        }
        return safe
    }

    /// The bars on a screen of `size`: a phone on its side (compact in both size classes) has a
    /// compact navigation bar, 32 points, large title or not (LTMorphingLabel's landscape
    /// iPhone 8, Xcode 12).
    func fitted(toScreen size: Size) -> SimulatedBars {
        var fitted = self
        let regular = Device.regularSizeClasses(width: size.width, height: size.height)
        if !regular.width, !regular.height, let height = top?.height, height == 44 || height == 54 || top?.hasLargeTitle == true {
            fitted.top?.height = 32
            fitted.top?.hasLargeTitle = false
        }
        return fitted
    }

    /// How much of the screen's top and bottom the bars the view does not reach under take,
    /// with the screen's own band (`screen`: its safe area) beyond them: the view lies between.
    func opaqueBands(screen: Insets) -> (top: Double, bottom: Double) {
        var bands = (top: 0.0, bottom: 0.0)
        if let top, !covers(top, extends: extendsUnderTop) { bands.top = screen.top + top.height }
        if let bottom, !covers(bottom, extends: extendsUnderBottom) { bands.bottom = screen.bottom + bottom.height }
        return bands
    }

    /// The same bars with UIKit's default `edgesForExtendedLayout` and
    /// `extendedLayoutIncludesOpaqueBars`, which each controller sets for itself.
    var withDefaultExtendedLayout: SimulatedBars {
        var bars = self
        bars.extendsUnderTop = true
        bars.extendsUnderBottom = true
        bars.includesOpaqueBars = false
        return bars
    }

    private func covers(_ bar: Bar, extends: Bool) -> Bool {
        extends && (bar.isTranslucent || includesOpaqueBars)
    }

    /// Every controller's bars in a storyboard's scenes, by controller id.
    /// - Parameter screen: the canvas's device, for its bars' heights (`navigationBarHeight`,
    ///   `toolbarHeight`).
    static func resolve(scenes: XMLElement, screen: ScreenMetrics) -> [String: SimulatedBars] {
        var controllers: [String: XMLElement] = [:]
        for scene in scenes.children(named: "scene") {
            for controller in scene.child("objects")?.children ?? [] where controller.name.hasSuffix("Controller") {
                if let id = controller["id"] { controllers[id] = controller }
            }
        }
        // Who shows whom: a navigation controller its root and the controllers pushed from it,
        // a tab bar controller its tabs. Each round passes the bars one level further down;
        // a chain of controllers is rarely deeper than a few, and a cycle stops by the bound.
        let order = controllers.sorted { $0.key < $1.key }
        // Segues hang off the controller or off its buttons and cells: found once.
        let segues = controllers.mapValues { $0.descendants(named: "segue") }
        var inherited: [String: SimulatedBars] = [:]
        var resolved: [String: SimulatedBars] = [:]
        for _ in 0..<16 {
            resolved = [:]
            for (id, controller) in order {
                resolved[id] = explicit(controller, over: inherited[id] ?? SimulatedBars(), screen: screen)
            }
            var next: [String: SimulatedBars] = [:]
            for (id, controller) in order {
                guard let bars = resolved[id] else { continue }
                for segue in segues[id] ?? [] {
                    guard let destination = segue["destination"], let shown = controllers[destination], next[destination] == nil,
                        let passed = passedOn(from: controller, to: shown, bars: bars, segue: segue, screen: screen)
                    else { continue }
                    next[destination] = passed
                }
            }
            if next == inherited { break }
            inherited = next
        }
        return resolved
    }

    /// What a segue passes to the controller it shows.
    private static func passedOn(
        from controller: XMLElement, to shown: XMLElement, bars: SimulatedBars, segue: XMLElement, screen: ScreenMetrics
    ) -> SimulatedBars? {
        switch (controller.name, segue["kind"], segue["relationship"]) {
        case ("navigationController", "relationship", "rootViewController"):
            return navigationBars(controller, over: bars, screen: screen)
        case ("tabBarController", "relationship", "viewControllers"):
            // A container's own `edgesForExtendedLayout` places its view, not its children's:
            // each tab starts from the defaults (ViewAnimator's tab bar controller reaches under
            // its top bar only; its tabs' stored frames reach under the tab bar).
            var tabbed = bars.withDefaultExtendedLayout
            let tabBar = controller.child("tabBar", key: "tabBar")
            tabbed.bottom = Bar(height: 49, isTranslucent: tabBar?["translucent"] != "NO", look: Bar.Look(tabBar), isTabBar: true)
            tabbed.tabsBelowNavigation = bars.top != nil
            tabbed.tabItem = shown.child("tabBarItem", key: "tabBarItem")?["id"]
            return tabbed
        case ("splitViewController", "relationship", "masterViewController"), ("splitViewController", "relationship", "detailViewController"):
            // A split view controller in a tab shows both its columns above the tab bar.
            return bars.withDefaultExtendedLayout
        case (_, "show", _), (_, "push", _):
            // A push keeps the navigation bar it came under; anything else is presented.
            guard bars.top != nil, controller.name != "navigationController" else { return nil }
            var pushed = bars
            // It covers the tab bar when it goes onto a stack outside the tab bar controller, or
            // asks to (`hidesBottomBarWhenPushed`); a toolbar stays.
            if pushed.bottom?.isTabBar == true, pushed.tabsBelowNavigation || shown["hidesBottomBarWhenPushed"] == "YES" {
                pushed.bottom = nil
            }
            pushed.tabsBelowNavigation = false
            return pushed.withDefaultExtendedLayout
        default:
            return nil
        }
    }

    /// What a navigation controller gives its root: its bar (large titles, translucency) unless
    /// hidden, and its toolbar when shown, over what it inherits itself.
    private static func navigationBars(_ navigation: XMLElement, over base: SimulatedBars, screen: ScreenMetrics) -> SimulatedBars {
        var result = base.withDefaultExtendedLayout
        // A navigation controller inside the tabs is where its root's pushes go: the tabs stay.
        result.tabsBelowNavigation = false
        let bar = navigation.child("navigationBar", key: "navigationBar")
        let large = bar?["largeTitles"] == "YES" || bar?["prefersLargeTitles"] == "YES"
        // A hidden bar (navigationBarHidden) gives its children no bar to sit below.
        if navigation["navigationBarHidden"] != "YES" {
            result.top = Bar(
                height: large ? screen.largeTitleBarHeight : screen.navigationBarHeight, isTranslucent: bar?["translucent"] != "NO", look: Bar.Look(bar),
                hasLargeTitle: large)
        }
        if navigation["toolbarHidden"] == "NO" {
            let toolbar = navigation.child("toolbar", key: "toolbar")
            result.bottom = Bar(height: screen.toolbarHeight, isTranslucent: toolbar?["translucent"] != "NO", look: Bar.Look(toolbar))
        }
        return result
    }

    /// A xib's view's own Simulated Metrics (a file's owner's view drawn under a navigation
    /// bar or above a toolbar).
    static func own(_ view: XMLElement, screen: ScreenMetrics) -> SimulatedBars? {
        let names: Set<String> = ["simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedToolbarMetrics"]
        guard view.children.contains(where: { names.contains($0.name) }) else { return nil }
        return explicit(view, over: SimulatedBars(), screen: screen)
    }

    /// The controller's own Simulated Metrics over what it inherits.
    private static func explicit(_ controller: XMLElement, over base: SimulatedBars, screen: ScreenMetrics) -> SimulatedBars {
        var result = base
        for child in controller.children {
            switch (child.name, child["key"]) {
            case ("nil", "simulatedStatusBarMetrics"): result.statusBarShown = false
            case ("simulatedStatusBarMetrics", _): result.statusBarShown = true
            case ("nil", "simulatedTopBarMetrics"): result.top = nil
            case ("simulatedNavigationBarMetrics", _):
                // The scene's metrics keep the colours of the bar it is shown under.
                var look = result.top?.look ?? Bar.Look()
                if Bar.Look.isBlack(child["barStyle"]) { look.isBlack = true }
                let prompted = child["prompted"] == "YES"
                result.top = Bar(height: screen.navigationBarHeight + (prompted ? 30 : 0), isTranslucent: child["translucent"] != "NO", look: look)
                result.top?.hasPrompt = prompted
            case ("nil", "simulatedBottomBarMetrics"): result.bottom = nil
            case ("simulatedTabBarMetrics", _): result.bottom = Bar(height: 49, isTranslucent: child["translucent"] != "NO", isTabBar: true)
            case ("simulatedToolbarMetrics", _): result.bottom = Bar(height: screen.toolbarHeight, isTranslucent: child["translucent"] != "NO")
            case ("extendedEdge", "edgesForExtendedLayout"):
                result.extendsUnderTop = child["top"] == "YES"
                result.extendsUnderBottom = child["bottom"] == "YES"
            default: break
            }
        }
        if controller["extendedLayoutIncludesOpaqueBars"] == "YES" { result.includesOpaqueBars = true }
        // A large title shrinks to the standard bar where the controller asks for that.
        if let item = controller.child("navigationItem", key: "navigationItem"), var top = result.top {
            if item["largeTitleDisplayMode"] == "never", top.hasLargeTitle {
                top.height = screen.navigationBarHeight
                top.hasLargeTitle = false
            }
            if item["prompt"] != nil, !top.hasPrompt, top.height < 74 {
                top.height += 30
                top.hasPrompt = true
            }
            result.top = top
        }
        return result
    }
}
