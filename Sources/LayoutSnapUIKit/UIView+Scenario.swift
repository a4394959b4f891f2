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
    /// another device lays out what the view controller builds when shown on that device —
    /// moved there, told of its new size classes (`traitCollectionDidChange`) and laid out —
    /// as its own scene; the view controller then returns to its screen.
    package func layoutSnapScenario(name: String, renders: [RenderSpec] = []) -> Scenario {
        var scenario = view.layoutSnapScenario(name: name, renders: renders)
        let home = screen
        var scenes: [Device: RenderScene] = [:]
        for (index, render) in renders.enumerated() {
            guard let device = render.device, device != home else { continue }
            if scenes[device] == nil {
                changeScreen(to: device)
                let shown = view.layoutSnapScenario(name: name)
                scenes[device] = RenderScene(root: shown.root, constraints: shown.constraints)
            }
            scenario.renders[index].scene = scenes[device]
        }
        if screen != home {
            changeScreen(to: home)
            view.layoutIfNeeded()
        }
        return scenario
    }

    /// Shows the view controller on another screen (a snapshot's device).
    package func layoutSnapShow(on device: Device) { changeScreen(to: device) }
}
