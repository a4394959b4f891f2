/// Parent links and lookups over a scenario's views and custom layout guides.
package struct ViewTree: Sendable {
    package let root: ViewSpec
    private let views: [String: ViewSpec]
    private let parents: [String: String]
    private let guides: [String: GuideSpec]
    /// Each view's kind, kept apart: the constraint translation asks for it per constraint
    /// side, and a `ViewSpec` is too large to copy out for one field.
    private let kinds: [String: ViewKind]

    package init(root: ViewSpec) {
        self.root = root
        var views: [String: ViewSpec] = [:]
        var parents: [String: String] = [:]
        var guides: [String: GuideSpec] = [:]
        func visit(_ view: ViewSpec) {
            views[view.id] = view
            // A guide lives in its owner's coordinates, as a subview would.
            for guide in view.guides {
                guides[guide.name] = guide
                parents[guide.name] = view.id
            }
            for child in view.subviews {
                parents[child.id] = view.id
                visit(child)
            }
        }
        visit(root)
        self.views = views
        self.parents = parents
        self.guides = guides
        kinds = views.mapValues(\.kind)
    }

    /// The kind of the view of that id, if there is one.
    package func kind(of id: String) -> ViewKind? { kinds[id] }

    package func view(_ id: String) -> ViewSpec? { views[id] }

    /// The custom layout guide of that name, if there is one.
    package func guide(_ name: String) -> GuideSpec? { guides[name] }

    /// Every custom guide with its owner, in document order.
    package var allGuides: [(guide: GuideSpec, owner: String)] {
        root.allViews.flatMap { view in view.guides.map { ($0, view.id) } }
    }

    package func parent(of id: String) -> String? { parents[id] }

    /// `id` and its ancestors, nearest first.
    package func ancestry(of id: String) -> [String] {
        var chain = [id]
        while let parent = parents[chain[chain.count - 1]] { chain.append(parent) }
        return chain
    }

    /// Whether the view and every view above it are shown (none hidden): what a render draws.
    package func isShown(_ id: String) -> Bool {
        ancestry(of: id).allSatisfy { view($0)?.isHidden == false }
    }

    /// Whether `id` lies strictly inside `ancestor`'s subtree.
    package func isDescendant(_ id: String, of ancestor: String) -> Bool {
        ancestry(of: id).dropFirst().contains(ancestor)
    }

    /// The nearest view that contains both (either may be it).
    package func commonAncestor(_ a: String, _ b: String) -> String {
        let chain = Set(ancestry(of: a))
        return ancestry(of: b).first { chain.contains($0) } ?? root.id
    }
}
