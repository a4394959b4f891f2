import LayoutSnapScenario

// The bridge the snapshot APIs take (LayoutSnapTesting's `expectLayoutSnapshot(of: view)`):
// a view or view controller as a scenario, laid out and drawn by the same pipeline as files.

extension UIView {
    /// The hierarchy this view tops as a scenario, named `name`, drawn in each of `renders`
    /// (one named "default" when empty). Its constraints name the lines that made them.
    package func layoutSnapScenario(name: String, renders: [RenderSpec] = []) -> Scenario {
        let host = owningController?.host
        let device = host?.device ?? Device(width: Double(frame.width), height: Double(frame.height), scale: 2)
        if let host { frame = CGRect(x: 0, y: 0, width: host.device.width, height: host.device.height) }
        for view in hierarchy { view.updateConstraints() }
        var scenario = HierarchyModel(root: self, name: name, device: device, isControllerView: host != nil, owner: owningController).scenario
        if !renders.isEmpty {
            // A render on another device keeps what the view controller adds to its safe area.
            let extra = owningController?.extraSafeArea ?? .zero
            scenario.renders = renders.map { render in
                var render = render
                if let device = render.device { render.device = device.growingSafeArea(by: extra) }
                return render
            }
        }
        return scenario
    }
}

extension UIView {
    /// The view and everything below it, depth first.
    var hierarchy: [UIView] { [self] + subviews.flatMap(\.hierarchy) }
}

extension UIViewController {
    /// The view controller's view as a scenario (its view loaded, on its screen). A render on
    /// another device, in dark appearance, at another Dynamic Type size or right to left lays
    /// out what the view controller builds when shown that way — moved there, told of the changed traits
    /// (`traitCollectionDidChange`) and its hierarchy taken as it then stands — as its own
    /// scene; the view controller then returns to its screen and traits.
    package func layoutSnapScenario(name: String, renders: [RenderSpec] = []) -> Scenario {
        var scenario = view.layoutSnapScenario(name: name, renders: renders)
        let home = screen, homeEnvironment = environment, homeDirection = UIApplication.shared.userInterfaceLayoutDirection
        var scenes: [SceneKey: RenderScene] = [:]
        for (index, render) in renders.enumerated() {
            let key = SceneKey(
                device: render.device ?? home, appearance: render.traits.appearance, category: render.traits.contentSizeCategory,
                direction: render.traits.direction)
            guard key != SceneKey(device: home, environment: homeEnvironment) else { continue }
            if scenes[key] == nil {
                // The app's direction follows the render's while the scene is built.
                UIApplication.shared.userInterfaceLayoutDirection = key.direction == .rtl ? .rightToLeft : .leftToRight
                changeScreen(to: key.device, environment: key.environment)
                let shown = view.layoutSnapScenario(name: name)
                scenes[key] = RenderScene(root: shown.root, constraints: shown.constraints)
            }
            scenario.renders[index].scene = scenes[key]
        }
        if !scenes.isEmpty {
            UIApplication.shared.userInterfaceLayoutDirection = homeDirection
            changeScreen(to: home, environment: homeEnvironment)
            view.layoutIfNeeded()
        }
        return scenario
    }

    /// What a render shows a view controller on: a screen, an appearance, a Dynamic Type size,
    /// a layout direction.
    private struct SceneKey: Hashable {
        var device: Device
        var appearance: Appearance
        var category: ContentSizeCategory
        var direction: LayoutDirection

        init(device: Device, appearance: Appearance, category: ContentSizeCategory, direction: LayoutDirection) {
            (self.device, self.appearance, self.category, self.direction) = (device, appearance, category, direction)
        }

        /// The key of a screen and traits as a view controller has them.
        init(device: Device, environment: UITraitCollection) {
            let traits = environment.renderTraits
            self.init(device: device, appearance: traits.appearance, category: traits.contentSizeCategory, direction: traits.direction)
        }

        var environment: UITraitCollection {
            UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: appearance == .dark ? .dark : .light),
                UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(model: category)),
                UITraitCollection(layoutDirection: direction == .rtl ? .rightToLeft : .leftToRight),
            ])
        }
    }

    /// Shows the view controller on another screen (a snapshot's device).
    package func layoutSnapShow(on device: Device) { changeScreen(to: device) }
}
