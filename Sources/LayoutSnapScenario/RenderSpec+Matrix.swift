extension RenderSpec {
    /// Every combination of devices (preset names, `iphone-se`), Dynamic Type categories,
    /// appearances and directions, named after the values given (`iphone-se-AX5-dark`); an
    /// empty axis keeps the default. One call gives the whole
    /// matrix to a snapshot of code (`expectLayoutSnapshot(of: view, renders: …)`).
    /// - Throws: `ScenarioError` for a device name that is not a preset, or more renders than
    ///   a scenario may have.
    public static func matrix(
        devices: [String] = [], contentSizeCategories: [ContentSizeCategory] = [], appearances: [Appearance] = [],
        directions: [LayoutDirection] = [], file: String = #fileID, line: Int = #line
    ) throws(ScenarioError) -> [RenderSpec] {
        let location = SourceLocation(file: file, line: line, column: 1)
        var axes: [[(name: String, apply: (inout RenderSpec) -> Void)]] = []
        var deviceAxis: [(name: String, apply: (inout RenderSpec) -> Void)] = []
        for name in devices {
            guard let device = Device.presets[name] else {
                throw ScenarioError("unknown device '\(name)'; expected one of \(Device.presets.keys.sorted().joined(separator: ", "))", at: location)
            }
            deviceAxis.append((name, { $0.device = device }))
        }
        axes.append(deviceAxis)
        axes.append(contentSizeCategories.map { category in (category.rawValue, { $0.traits.contentSizeCategory = category }) })
        axes.append(appearances.map { appearance in (appearance.rawValue, { $0.traits.appearance = appearance }) })
        axes.append(directions.map { direction in (direction.rawValue, { $0.traits.direction = direction }) })
        axes.removeAll { $0.isEmpty }
        let count = axes.reduce(1) { $0 * $1.count }
        guard count <= ScenarioLoader.maximumRenderCount else {
            throw ScenarioError("this matrix makes \(count) renders; a scenario may declare at most \(ScenarioLoader.maximumRenderCount)", at: location)
        }
        var renders = [(spec: RenderSpec(name: "default", location: location), parts: [String]())]
        for axis in axes {
            renders = renders.flatMap { render in
                axis.map { name, apply in
                    var copy = render
                    apply(&copy.spec)
                    copy.parts.append(name)
                    return copy
                }
            }
        }
        return renders.map { render in
            var spec = render.spec
            if !render.parts.isEmpty { spec.name = render.parts.joined(separator: "-") }
            return spec
        }
    }
}
