import ConstraintSolver
import LayoutSnapScenario

// Re-computing the pass-updated amounts from a solution (DESIGN §10): the safe area each view
// overlaps, scroll views' adjusted content insets and resting offsets, effective margins, the
// readable-content width and text baselines.

extension LayoutSystem {
    /// UIKit's readable content width at the default text size (body style, Large).
    static let readableWidth = 672.0

    /// Updates every parameter from the current solution; returns the ids of views whose
    /// amounts moved.
    mutating func updateParameters() -> [String] {
        var changed: Set<String> = []
        var margins: [String: Insets] = ["root": rootMargins]
        // A root scroll view (a table view controller's table) adjusts its content to the
        // screen's safe area like any other; its margins are the root's.
        for view in views where view.id != "root" || view.kind == .scroll {
            let id = view.id
            let isRoot = id == "root"
            // Only views whose safe area something reads (the plan puts adjusting scroll
            // views and margins that include it there) pay for working it out.
            let needsSafeArea = !isRoot && parameterPlan.safeArea.contains(id)
            let safe = isRoot ? scenario.device.safeArea : needsSafeArea ? safeAreaInsets(of: id) : .zero
            if needsSafeArea {
                for (edge, value) in [("top", safe.top), ("left", safe.left), ("bottom", safe.bottom), ("right", safe.right)]
                where setParameter("\(id).safeArea.\(edge)", to: value) {
                    changed.insert(id)
                }
            }
            if view.kind == .scroll {
                let adjusted = adjustedContentInset(of: view, safeArea: safe)
                adjustedInsets[id] = adjusted
                if view.contentOffset == nil {
                    if setParameter("\(id).contentOffset.x", to: -adjusted.left) { changed.insert(id) }
                    if setParameter("\(id).contentOffset.y", to: -adjusted.top) { changed.insert(id) }
                }
            }
            if !isRoot, parameterPlan.margins.contains(id) {
                let effective = effectiveMargins(of: view, safeArea: safe, parentMargins: tree.parent(of: id).flatMap { margins[$0] })
                margins[id] = effective
                for (edge, value) in [("top", effective.top), ("left", effective.left), ("bottom", effective.bottom), ("right", effective.right)]
                where setParameter("\(id).margins.\(edge)", to: value) {
                    changed.insert(id)
                }
            }
        }
        for id in parameterPlan.readable {
            let m = margins[id] ?? rootMargins
            let width = rectangle(of: id).width - m.left - m.right
            if setParameter("\(id).readable.inset", to: max(0, (width - Self.readableWidth) / 2)) { changed.insert(id) }
        }
        for id in baselines.keys {
            guard let view = tree.view(id), let text = BaselineText(view) else { continue }
            let offsets = text.offsets(width: rectangle(of: id).width, measurer: measurer)
            if setParameter("\(id).firstBaseline", to: offsets.first) { changed.insert(id) }
            if setParameter("\(id).lastBaseline", to: offsets.last) { changed.insert(id) }
        }
        return changed.sorted()
    }

    /// The root view's margins: its own (16 or 20 at the sides by default) plus the safe area.
    var rootMargins: Insets {
        let root = scenario.root
        var margins = scenario.device.rootLayoutMargins
        if !root.insetsLayoutMarginsFromSafeArea {
            // The system's margins alone, measured from the bounds: nothing at the top and
            // bottom however deep the unsafe bands are.
            let device = scenario.device
            margins = Insets(
                top: 0, left: margins.left - device.safeArea.left, bottom: 0, right: margins.right - device.safeArea.right)
        }
        if let own = root.resolvedLayoutMargins {
            let safe = root.insetsLayoutMarginsFromSafeArea ? scenario.device.safeArea : .zero
            margins = Insets(top: own.top + safe.top, left: own.left + safe.left, bottom: own.bottom + safe.bottom, right: own.right + safe.right)
        }
        return root.layoutMarginsFollowReadableWidth ? Self.followingReadableWidth(margins, width: scenario.device.width) : margins
    }

    /// Margins grown equally at the sides until what lies between them is at most the readable
    /// width (layoutMarginsFollowReadableWidth).
    static func followingReadableWidth(_ margins: Insets, width: Double) -> Insets {
        let excess = max(0, (width - margins.left - margins.right - readableWidth) / 2)
        return Insets(top: margins.top, left: margins.left + excess, bottom: margins.bottom, right: margins.right + excess)
    }

    /// The part of a view the root's unsafe area covers, per edge: its overlap with the
    /// screen's unsafe bands. Edges an enclosing scroll view already insets its content for
    /// are safe (UIKit does not count them twice).
    func safeAreaInsets(of id: String) -> Insets {
        let device = scenario.device
        let area = device.safeArea
        let r = rectangle(of: id)
        // How much of the view lies in each unsafe band of the screen. Bounded by the band,
        // so a view that grows with its own margins cannot feed itself without end.
        func overlap(_ start: Double, _ end: Double, _ bandStart: Double, _ bandEnd: Double) -> Double {
            max(0, min(end, bandEnd) - max(start, bandStart))
        }
        var insets = Insets(
            top: overlap(r.y, r.y + r.height, 0, area.top), left: overlap(r.x, r.x + r.width, 0, area.left),
            bottom: overlap(r.y, r.y + r.height, device.height - area.bottom, device.height),
            right: overlap(r.x, r.x + r.width, device.width - area.right, device.width))
        for ancestor in tree.ancestry(of: id).dropFirst() {
            guard let adjusted = adjustedEdges[ancestor] else { continue }
            if adjusted.vertical { (insets.top, insets.bottom) = (0, 0) }
            if adjusted.horizontal { (insets.left, insets.right) = (0, 0) }
        }
        return insets.cleaned
    }

    /// contentInset plus the safe-area insets the adjustment behaviour adds.
    private mutating func adjustedContentInset(of view: ViewSpec, safeArea: Insets) -> Insets {
        let frame = rectangle(of: view.id)
        let inset = view.contentInset
        var content = Size(width: frame.width, height: frame.height)
        if let own = variables[view.id] {
            content = Size(
                width: solver.value(of: own.contentWidth ?? own.width + 0), height: solver.value(of: own.contentHeight ?? own.height + 0))
        }
        let tolerance = LayoutEngine.textTolerance
        let scrollsVertically = view.scrollableVerticallyAlways || content.height + inset.top + inset.bottom > frame.height + tolerance
        let scrollsHorizontally = view.scrollableHorizontallyAlways || content.width + inset.left + inset.right > frame.width + tolerance
        let edges: (vertical: Bool, horizontal: Bool)
        switch view.contentInsetAdjustment {
        case .always: edges = (true, true)
        case .never: edges = (false, false)
        // Outside a navigation controller `automatic` is `scrollableAxes`.
        case .automatic, .scrollableAxes: edges = (scrollsVertically, scrollsHorizontally)
        }
        adjustedEdges[view.id] = edges
        return Insets(
            top: inset.top + (edges.vertical ? safeArea.top : 0), left: inset.left + (edges.horizontal ? safeArea.left : 0),
            bottom: inset.bottom + (edges.vertical ? safeArea.bottom : 0), right: inset.right + (edges.horizontal ? safeArea.right : 0))
    }

    /// A view's margins: its own, grown by its safe area (insetsLayoutMarginsFromSafeArea) and
    /// by the superview's margins where they reach into it (preservesSuperviewLayoutMargins).
    private func effectiveMargins(of view: ViewSpec, safeArea: Insets, parentMargins: Insets?) -> Insets {
        var m = view.resolvedLayoutMargins ?? Insets(all: 8)
        if view.insetsLayoutMarginsFromSafeArea {
            m = Insets(top: m.top + safeArea.top, left: m.left + safeArea.left, bottom: m.bottom + safeArea.bottom, right: m.right + safeArea.right)
        }
        if view.preservesSuperviewLayoutMargins, let parentMargins, let parent = tree.parent(of: view.id) {
            let r = rectangle(of: view.id), p = rectangle(of: parent)
            // A scroll view's content lies in content coordinates, past its bounds as often as
            // not, and along the edges it insets its content for, its margins (the safe area in
            // them) are already kept clear: content preserves them only across the other axis
            // (a static table's far rows were given its bottom margin plus their distance).
            let adjusted = adjustedEdges[parent] ?? (false, false)
            if !adjusted.vertical {
                m.top = max(m.top, parentMargins.top - (r.y - p.y))
                m.bottom = max(m.bottom, parentMargins.bottom - (p.y + p.height - r.y - r.height))
            }
            if !adjusted.horizontal {
                m.left = max(m.left, parentMargins.left - (r.x - p.x))
                m.right = max(m.right, parentMargins.right - (p.x + p.width - r.x - r.width))
            }
        }
        return view.layoutMarginsFollowReadableWidth ? Self.followingReadableWidth(m, width: rectangle(of: view.id).width) : m
    }
}

extension Insets {
    /// Without floating-point dust.
    var cleaned: Insets {
        func clean(_ v: Double) -> Double { let r = (v * 1e6).rounded() / 1e6; return r == 0 ? 0 : r }
        return Insets(top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
    }
}
