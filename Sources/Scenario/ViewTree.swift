/// Parent links and lookups over a scenario's views.
public struct ViewTree: Sendable {
    public let root: ViewSpec
    private let views: [String: ViewSpec]
    private let parents: [String: String]

    public init(root: ViewSpec) {
        self.root = root
        var views: [String: ViewSpec] = [:]
        var parents: [String: String] = [:]
        func visit(_ view: ViewSpec) {
            views[view.id] = view
            for child in view.subviews {
                parents[child.id] = view.id
                visit(child)
            }
        }
        visit(root)
        self.views = views
        self.parents = parents
    }

    public func view(_ id: String) -> ViewSpec? { views[id] }

    public func parent(of id: String) -> String? { parents[id] }

    /// `id` and its ancestors, nearest first.
    public func ancestry(of id: String) -> [String] {
        var chain = [id]
        while let parent = parents[chain[chain.count - 1]] { chain.append(parent) }
        return chain
    }

    /// Whether `id` lies strictly inside `ancestor`'s subtree.
    public func isDescendant(_ id: String, of ancestor: String) -> Bool {
        ancestry(of: id).dropFirst().contains(ancestor)
    }

    /// The nearest view that contains both (either may be it).
    public func commonAncestor(_ a: String, _ b: String) -> String {
        let chain = Set(ancestry(of: a))
        return ancestry(of: b).first { chain.contains($0) } ?? root.id
    }
}
