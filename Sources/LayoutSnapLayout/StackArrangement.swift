import LayoutSnapScenario

/// The constraints a UIStackView adds for its arranged subviews, under UIKit's names and at
/// its priorities (DESIGN §10), and the spacer guides some distributions need.
struct StackArrangement {
    /// Constraints in the order the stacks appear; each carries its UIKit name.
    private(set) var constraints: [LayoutConstraintSpec] = []
    /// Spacer guides (UIKit's `_UILayoutSpacer`s) by id: invisible rectangles between views.
    private(set) var spacers: [String] = []

    /// `UISV-canvas-fit` and `UISV-spanning-fit`: a stack hugs its content below every
    /// ordinary priority.
    static let fitPriority = 49
    /// `UISV-ambiguity-suppression`: views with no size of their own across the axis shrink to
    /// nothing unless something holds them.
    static let suppressionPriority = 25
    /// `UISV-fill-proportionally`.
    static let proportionalPriority = 999
    /// The tie-break that lets the arranged views' order decide who stretches or shrinks when
    /// their hugging or compression priorities are equal.
    static let orderPriority = 1

    init(tree: ViewTree, intrinsicLength: (ViewSpec, LayoutAttribute.Axis) -> Double?) {
        for view in tree.root.allViews where view.kind == .stack {
            guard let stack = view.stack, !view.subviews.isEmpty else { continue }
            arrange(view, stack, intrinsicLength: intrinsicLength)
        }
    }

    private mutating func arrange(_ stackView: ViewSpec, _ stack: StackSpec, intrinsicLength: (ViewSpec, LayoutAttribute.Axis) -> Double?) {
        let horizontal = stack.axis == .horizontal
        let axis: LayoutAttribute.Axis = horizontal ? .horizontal : .vertical
        let (lead, trail, length): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (acrossLead, acrossTrail, acrossLength, acrossCenter): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        let canvas: LayoutItem = stack.marginsRelative ? .marginsGuide(stackView.id) : .view(stackView.id)
        let source = "stack \(stackView.id)"
        var made: [LayoutConstraintSpec] = []
        defer { constraints += made }
        func add(
            _ name: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutConstraintSpec.Relation,
            _ second: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
            priority: Int = 1000
        ) {
            var spec = LayoutConstraintSpec(
                first, firstAttribute, relation, second, secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                location: stackView.location, source: source)
            spec.identifier = name
            // The stack arranges by its own direction (its spacers are not in the view tree).
            spec.forcedDirection = stackView.isRightToLeft ? .rtl : .ltr
            made.append(spec)
        }
        let arranged = Array(stackView.arrangedSubviews)
        let visible = arranged.filter { !$0.isHidden }

        // Along the axis.
        for hidden in arranged where hidden.isHidden {
            add("UISV-hiding", .view(hidden.id), length, .equal, constant: 0)
            add("UISV-hiding", .view(hidden.id), lead, .equal, canvas, lead)
        }
        guard let firstView = visible.first, let lastView = visible.last else {
            add("UISV-canvas-fit", canvas, length, .equal, constant: 0, priority: Self.fitPriority)
            Self.acrossAxis(arranged, visible: [], stack, canvas, acrossLead, acrossTrail, acrossLength, acrossCenter, add: add)
            return
        }
        add("UISV-canvas-connection", .view(firstView.id), lead, .equal, canvas, lead)
        add("UISV-canvas-connection", canvas, trail, .equal, .view(lastView.id), trail)
        let baselineSpacing = stack.baselineRelative && !horizontal
        for (index, pair) in zip(visible, visible.dropFirst()).enumerated() {
            let (a, b) = pair
            let gap = stack.customSpacing[a.id] ?? stack.spacing
            let (aEdge, bEdge): (LayoutAttribute, LayoutAttribute) = baselineSpacing ? (.lastBaseline, .firstBaseline) : (trail, lead)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add("UISV-spacing", .view(b.id), bEdge, .equal, .view(a.id), aEdge, constant: gap)
            case .equalSpacing:
                let spacer = spacer(stackView.id, index)
                add("UISV-distributing-edge", .guide(spacer), lead, .equal, .view(a.id), aEdge)
                add("UISV-distributing-edge", .view(b.id), bEdge, .equal, .guide(spacer), trail)
                add("UISV-spacing", .guide(spacer), length, .greaterThanOrEqual, constant: gap)
                add("UISV-canvas-fit", .guide(spacer), length, .equal, constant: gap, priority: Self.fitPriority)
                if index > 0 { add("UISV-fill-equally", .guide(spacer), length, .equal, .guide(self.spacer(stackView.id, 0)), length) }
            case .equalCentering:
                let center: LayoutAttribute = horizontal ? .centerX : .centerY
                let spacer = spacer(stackView.id, index)
                add("UISV-distributing-edge", .guide(spacer), lead, .equal, .view(a.id), center)
                add("UISV-distributing-edge", .view(b.id), center, .equal, .guide(spacer), trail)
                add("UISV-spacing", .view(b.id), bEdge, .greaterThanOrEqual, .view(a.id), aEdge, constant: gap)
                add("UISV-canvas-fit", .view(b.id), bEdge, .equal, .view(a.id), aEdge, constant: gap, priority: Self.fitPriority)
                if index > 0 { add("UISV-fill-equally", .guide(spacer), length, .equal, .guide(self.spacer(stackView.id, 0)), length) }
            }
        }
        switch stack.distribution {
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", .view(view.id), length, .equal, .view(firstView.id), length) }
        case .fillProportionally:
            // A view with no intrinsic length shares by the size it had before layout (its
            // frame from code or a nib), as UIKit does; a view with neither gets no share.
            let lengths = visible.map { intrinsicLength($0, axis) ?? $0.initialSize.map { axis == .horizontal ? $0.width : $0.height } ?? 0 }
            let total = lengths.reduce(0, +)
            let spacing: Double = visible.dropLast().map { stack.customSpacing[$0.id] ?? stack.spacing }.reduce(0, +)
            if total > 0 {
                for (view, own) in zip(visible, lengths) {
                    let share = own / total
                    add(
                        "UISV-fill-proportionally", .view(view.id), length, .equal, canvas, length, multiplier: share,
                        constant: -share * spacing, priority: Self.proportionalPriority)
                }
            }
        case .fill:
            // Equal hugging (or compression resistance): the last arranged view takes up the
            // slack, the others keep their intrinsic length.
            for view in visible.dropLast() {
                guard let own = intrinsicLength(view, axis) else { continue }
                add("UISV-order", .view(view.id), length, .equal, constant: own, priority: Self.orderPriority)
            }
        case .equalSpacing, .equalCentering:
            break
        }
        Self.acrossAxis(arranged, visible: visible, stack, canvas, acrossLead, acrossTrail, acrossLength, acrossCenter, add: add)
    }

    private static func acrossAxis(
        _ arranged: [ViewSpec], visible: [ViewSpec], _ stack: StackSpec, _ canvas: LayoutItem, _ lead: LayoutAttribute,
        _ trail: LayoutAttribute, _ length: LayoutAttribute, _ center: LayoutAttribute,
        add: (String, LayoutItem, LayoutAttribute, LayoutConstraintSpec.Relation, LayoutItem?, LayoutAttribute?, Double, Double, Int) -> Void
    ) {
        func connect(_ name: String, _ a: LayoutItem, _ aa: LayoutAttribute, _ r: LayoutConstraintSpec.Relation, _ b: LayoutItem, _ ba: LayoutAttribute, priority: Int = 1000) {
            add(name, a, aa, r, b, ba, 1, 0, priority)
        }
        let anchor = visible.first ?? arranged.first
        for view in arranged {
            let item = LayoutItem.view(view.id)
            switch stack.alignment {
            case .fill:
                connect("UISV-canvas-connection", item, lead, .equal, canvas, lead)
                connect("UISV-canvas-connection", canvas, trail, .equal, item, trail)
                continue
            case .leading, .top:
                connect(view.id == anchor?.id ? "UISV-canvas-connection" : "UISV-alignment", item, lead, .equal, canvas, lead)
                connect("UISV-spanning-boundary", canvas, trail, .greaterThanOrEqual, item, trail)
            case .trailing, .bottom:
                connect(view.id == anchor?.id ? "UISV-canvas-connection" : "UISV-alignment", canvas, trail, .equal, item, trail)
                connect("UISV-spanning-boundary", item, lead, .greaterThanOrEqual, canvas, lead)
            case .center:
                connect(view.id == anchor?.id ? "UISV-canvas-connection" : "UISV-alignment", item, center, .equal, canvas, center)
                connect("UISV-spanning-boundary", item, lead, .greaterThanOrEqual, canvas, lead)
                connect("UISV-spanning-boundary", canvas, trail, .greaterThanOrEqual, item, trail)
            case .firstBaseline, .lastBaseline:
                let baseline: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let anchor, anchor.id != view.id {
                    connect("UISV-alignment", item, baseline, .equal, .view(anchor.id), baseline)
                }
                // UIKit keeps only the first view inside the stack on the baseline's side (its
                // top for first baselines, its bottom for last): the others may stand out past
                // that edge (a long-standing UIKit behaviour Xcode's canvas shares: Esri's
                // 34-point field 7 points above its first-baseline row's top).
                let isFirst = view.id == anchor?.id
                let baselineSide: LayoutAttribute = stack.alignment == .firstBaseline ? lead : trail
                for (edge, inner, outer) in [(lead, item, canvas), (trail, canvas, item)] where isFirst || edge != baselineSide {
                    connect(isFirst && edge == baselineSide ? "UISV-canvas-connection" : "UISV-spanning-boundary", inner, edge, .greaterThanOrEqual, outer, edge)
                }
            }
            // Views with no length of their own across the axis shrink to nothing rather
            // than float (UIKit's ambiguity suppression), or on Xcode's canvas keep their size.
            // A kept size outranks the stack's hugging its views (`UISV-spanning-fit`), as the
            // canvas keeps both the view's size and the stack around it.
            let kept = stack.keepsInitialSizes ? view.initialSize.map { length == .height ? $0.height : $0.width } : nil
            add("UISV-ambiguity-suppression", item, length, .equal, nil, nil, 1, kept ?? 0, kept == nil ? Self.suppressionPriority : Self.fitPriority + 1)
        }
        if stack.alignment != .fill {
            // The stack hugs its largest arranged view across the axis.
            add("UISV-spanning-fit", canvas, length, .equal, nil, nil, 1, 0, Self.fitPriority)
        }
    }

    private mutating func spacer(_ stack: String, _ index: Int) -> String {
        let id = "\(stack).UISV-spacer\(index + 1)"
        if !spacers.contains(id) { spacers.append(id) }
        return id
    }
}
