// `matrix:` on a render: one render per combination of devices, Dynamic Type categories,
// appearances and directions, named by the values that vary (DESIGN §11).

extension ScenarioLoader {
    static let matrixKeys = ["device", "contentSizeCategory", "appearance", "direction"]

    static func expandMatrix(_ node: YAMLNode, base: RenderSpec) throws(ScenarioError) -> [RenderSpec] {
        guard case .mapping = node.node else { throw node.error("expected a matrix: a mapping of trait → list of values") }
        for entry in try node.namedEntries("a matrix") where !matrixKeys.contains(entry.name) {
            throw entry.keyNode.error("'\(entry.name)' is not a trait a matrix can vary; expected \(matrixKeys.joined(separator: ", "))")
        }
        let map = try node.mapping("a matrix", allowed: matrixKeys)
        // Each axis: (name part, how it changes a render), in the order names are joined.
        var axes: [[(String, (inout RenderSpec) -> Void)]] = []
        func values(_ key: String) throws(ScenarioError) -> [YAMLNode]? {
            guard let list = map[key] else { return nil }
            let items = try list.sequence("a list of \(key) values")
            guard !items.isEmpty else { throw list.error("a matrix axis needs at least one value") }
            return items
        }
        if let items = try values("device") {
            var axis: [(String, (inout RenderSpec) -> Void)] = []
            for item in items {
                let name = try item.string("a device preset name")
                let device = try readDevice(item)
                axis.append((name, { $0.device = device }))
            }
            axes.append(axis)
        }
        func traitAxis<T: RawRepresentable & CaseIterable>(
            _ key: String, _ what: String, _ apply: @escaping (inout RenderSpec, T) -> Void
        ) throws(ScenarioError) where T.RawValue == String {
            guard let items = try values(key) else { return }
            var axis: [(String, (inout RenderSpec) -> Void)] = []
            for item in items {
                let value: T = try choice(item, what)
                axis.append((value.rawValue, { apply(&$0, value) }))
            }
            axes.append(axis)
        }
        try traitAxis("contentSizeCategory", "content size category") { (render: inout RenderSpec, value: ContentSizeCategory) in
            render.traits.contentSizeCategory = value
        }
        try traitAxis("appearance", "appearance") { (render: inout RenderSpec, value: Appearance) in render.traits.appearance = value }
        try traitAxis("direction", "direction") { (render: inout RenderSpec, value: LayoutDirection) in render.traits.direction = value }
        let count = axes.reduce(1) { $0 * $1.count }
        guard count <= maximumRenderCount else {
            throw node.error("this matrix makes \(count) renders; a scenario may declare at most \(maximumRenderCount)")
        }
        var renders = [base]
        for axis in axes {
            let varies = axis.count > 1
            renders = renders.flatMap { render in
                axis.map { name, apply in
                    var copy = render
                    apply(&copy)
                    if varies { copy.name += "-\(name)" }
                    return copy
                }
            }
        }
        return renders
    }
}
