/// Parent links and lookups over a scenario's views and custom layout guides.
package struct ViewTree: Sendable {
    package let root: ViewSpec
    private let views: [String: ViewSpec]
    private let parents: [String: String]
    private let guides: [String: GuideSpec]
    /// Each view's kind, kept apart: the constraint translation asks for it per constraint
    /// side, and a `ViewSpec` is too large to copy out for one field.
    private let kinds: [String: ViewKind]
    /// The views laid out right to left, by id: asked per constraint, like the kinds.
    private let rightToLeft: Set<String>

    package init(root: ViewSpec) {
        self.root = root
        var views: [String: ViewSpec] = [:]
        var parents: [String: String] = [:]
        var guides: [String: GuideSpec] = [:]
        var allGuides: [(guide: GuideSpec, owner: String)] = []
        func visit(_ view: ViewSpec) {
            views[view.id] = view
            // A guide lives in its owner's coordinates, as a subview would.
            for guide in view.guides {
                guides[guide.name] = guide
                parents[guide.name] = view.id
                allGuides.append((guide, view.id))
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
        self.allGuides = allGuides
        kinds = views.mapValues(\.kind)
        rightToLeft = Set(views.values.filter(\.isRightToLeft).map(\.id))
    }

    /// Whether there is a view of that id.
    package func contains(_ id: String) -> Bool { kinds[id] != nil }

    /// Whether the view of that id is laid out right to left.
    package func isRightToLeft(_ id: String) -> Bool { rightToLeft.contains(id) }

    /// The kind of the view of that id, if there is one.
    package func kind(of id: String) -> ViewKind? { kinds[id] }

    package func view(_ id: String) -> ViewSpec? { views[id] }

    /// The custom layout guide of that name, if there is one.
    package func guide(_ name: String) -> GuideSpec? { guides[name] }

    /// Every custom guide with its owner, in document order.
    package let allGuides: [(guide: GuideSpec, owner: String)]

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
        // The usual cases first, without building chains: siblings, or one inside the other.
        if a == b { return a }
        let parentA = parents[a], parentB = parents[b]
        if parentA == b { return b }
        if parentB == a { return a }
        if let parentA, parentA == parentB { return parentA }
        let chain = Set(ancestry(of: a))
        var current: String? = b
        while let id = current {
            if chain.contains(id) { return id }
            current = parents[id]
        }
        return root.id
    }
}
