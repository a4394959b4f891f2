import ConstraintSolver
import LayoutSnapScenario

/// Turns scenario constraints into solver constraints under UIKit's rules (DESIGN §4).
struct ConstraintTranslation {
    let tree: ViewTree
    let variables: [String: ViewVariables]
    /// Views whose baselines come from their text, by id.
    let baselines: [String: BaselineExpressions]
    /// Readable-content guides: how far each side sits inside the margins, by view id.
    let readableInsets: [String: LinearExpression]

    /// Whether a constraint attaches to scroll view `S`'s content area: it names `S.content`,
    /// or it relates an edge of `S` to a view inside `S`.
    func reachesContentArea(_ constraint: LayoutConstraintSpec, of scroll: String) -> Bool {
        sides(of: constraint).contains { side in
            switch side.item {
            case .contentGuide(let id): id == scroll
            case .view(let id): id == scroll && usesContentArea(id, side.attribute, other: side.other)
            case .frameGuide, .safeAreaGuide, .readableGuide, .guide: false
            case .marginsGuide(let id): id == scroll && usesContentArea(id, side.attribute, other: side.other)
            }
        }
    }

    /// The solver constraint for a scenario constraint.
    func translate(_ spec: LayoutConstraintSpec) -> Constraint {
        let rightToLeft = isRightToLeft(spec)
        let constraint = rightToLeft ? mirrored(spec) : spec
        var lhs = expression(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
        var rhs: LinearExpression
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            rhs = expression(item, attribute, other: constraint.firstItem)
            if constraint.multiplier != 1 && !attribute.isSize {
                // Positions scaled by a multiplier are measured in the nearest common
                // ancestor's coordinate space, as UIKit does.
                let origin = coordinateOrigin(ofChildrenOf: tree.commonAncestor(constraint.firstItem.viewID, item.viewID), axis: attribute.axis)
                lhs = lhs - origin
                rhs = rhs - origin
            }
            rhs = rhs * constraint.multiplier + constraint.constant
        } else if constraint.firstAttribute.isSize {
            rhs = LinearExpression(constant: constraint.constant)
        } else {
            // A position against a constant alone is measured in the superview's space.
            let parent = tree.parent(of: constraint.firstItem.viewID) ?? constraint.firstItem.viewID
            rhs = coordinateOrigin(ofChildrenOf: parent, axis: constraint.firstAttribute.axis) + constraint.constant
            // Right to left, that space starts at the superview's right edge.
            if rightToLeft, let space = variables[parent] {
                rhs = rhs + (tree.kind(of: parent) == .scroll ? space.contentWidth ?? space.width + 0 : space.width + 0)
            }
        }
        let relation: Relation
        switch constraint.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        return Constraint(lhs - rhs, relation, priority: Priority(constraint.priority) ?? .required, label: constraint.location.description)
    }

    /// Whether a constraint's leading and trailing are read right to left: its forced
    /// direction, or the direction of the view it belongs to (the items' nearest common
    /// ancestor, or a lone item's superview).
    func isRightToLeft(_ spec: LayoutConstraintSpec) -> Bool {
        guard spec.firstAttribute.isDirectional || spec.secondAttribute?.isDirectional == true else { return false }
        if let forced = spec.forcedDirection { return forced == .rtl }
        let owner = spec.secondItem.map { tree.commonAncestor(spec.firstItem.viewID, $0.viewID) }
            ?? tree.parent(of: spec.firstItem.viewID) ?? spec.firstItem.viewID
        return tree.isRightToLeft(owner)
    }

    /// A constraint right to left is its mirror image: positions are measured leftwards, so
    /// leading is the right edge, the constant changes sign and an inequality turns round
    /// (`b.leading == a.trailing + 8` puts b's right edge 8 left of a's left edge).
    func mirrored(_ spec: LayoutConstraintSpec) -> LayoutConstraintSpec {
        var copy = spec
        copy.firstAttribute = spec.firstAttribute.mirroredForRightToLeft
        copy.secondAttribute = spec.secondAttribute?.mirroredForRightToLeft
        copy.constant = -spec.constant
        switch spec.relation {
        case .lessThanOrEqual: copy.relation = .greaterThanOrEqual
        case .greaterThanOrEqual: copy.relation = .lessThanOrEqual
        case .equal: break
        }
        return copy
    }

    /// Where the coordinate space of a view's subviews starts, in root coordinates: its frame
    /// origin, or for a scroll view its content area's origin.
    func coordinateOrigin(ofChildrenOf id: String, axis: LayoutAttribute.Axis) -> LinearExpression {
        guard let view = variables[id] else { return LinearExpression() }
        let isScroll = tree.kind(of: id) == .scroll
        switch axis {
        case .horizontal: return isScroll ? view.contentMinX : view.minX + 0
        case .vertical: return isScroll ? view.contentMinY : view.minY + 0
        }
    }

    /// An item's attribute as a solver expression.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LinearExpression {
        guard let view = variables[item.viewID] else { return LinearExpression() }
        // Guides have no margins of their own: `g.topMargin` is read as `g.top`.
        let plain = attribute.withoutMargin
        switch item {
        case .contentGuide: return view.content(attribute)
        case .frameGuide, .guide: return view.frameRect.attribute(plain, margins: view.margins)
        case .safeAreaGuide: return view.frameRect.inset(by: view.safeArea).attribute(plain, margins: view.margins)
        case .marginsGuide(let id):
            let base = usesContentArea(id, attribute, other: other) ? view.contentRect : view.frameRect
            return base.inset(by: view.margins).attribute(plain, margins: view.margins)
        case .readableGuide(let id):
            let side = readableInsets[id] ?? LinearExpression()
            let readable = EdgeExpressions(top: LinearExpression(), left: side, bottom: LinearExpression(), right: side)
            return view.frameRect.inset(by: view.margins).inset(by: readable).attribute(plain, margins: view.margins)
        case .view(let id):
            if attribute == .firstBaseline || attribute == .lastBaseline {
                let source = baselineView(of: id, first: attribute == .firstBaseline)
                if let baseline = baselines[source], let own = variables[source] {
                    return baseline.expression(first: attribute == .firstBaseline, minY: own.minY, height: own.height)
                }
                // No text: the rectangle's baselines, its top edge for the first and its bottom
                // for the last (`RectExpression.attribute`).
                return variables[source]?.frame(attribute) ?? view.frame(attribute)
            }
            return usesContentArea(id, attribute, other: other) ? view.content(attribute) : view.frame(attribute)
        }
    }

    /// The view whose baseline stands for `id`'s: a stack's first (or, vertically, last)
    /// visible arranged view's, recursively, as UIStackView's viewForFirstBaselineLayout;
    /// any other view's own.
    func baselineView(of id: String, first: Bool) -> String {
        guard let view = tree.view(id), let stack = view.stack, view.kind == .stack else { return id }
        let visible = view.arrangedSubviews.filter { !$0.isHidden }
        let chosen = first || stack.axis == .horizontal ? visible.first : visible.last
        return chosen.map { baselineView(of: $0.id, first: first) } ?? id
    }

    /// Rule 2: between a scroll view and a view inside it, edges and margins attach to the
    /// content area; width, height and centres attach to the frame. Rule 1: against anything
    /// outside, everything attaches to the frame.
    func usesContentArea(_ id: String, _ attribute: LayoutAttribute, other: LayoutItem?) -> Bool {
        guard tree.kind(of: id) == .scroll, attribute.isEdge, let other else { return false }
        return tree.isDescendant(other.viewID, of: id)
    }

    private func sides(of constraint: LayoutConstraintSpec) -> [(item: LayoutItem, attribute: LayoutAttribute, other: LayoutItem?)] {
        var result = [(constraint.firstItem, constraint.firstAttribute, constraint.secondItem)]
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            result.append((item, attribute, constraint.firstItem))
        }
        return result
    }
}
