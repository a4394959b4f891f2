import LayoutSnapScenario

/// Where a constraint acts on screen, for the constraint diagram: the two anchors it joins
/// along its axis, with the rectangles of the items that hold them (in root coordinates,
/// unrounded).
public struct ConstraintGeometry: Sendable {
    /// One side of a constraint.
    public struct Anchor: Sendable {
        /// `card`, `scroll.content`, `root.safeArea`, … as the constraint names the item.
        public var item: String
        public var attribute: LayoutAttribute
        /// The anchor's coordinate along the constraint's axis.
        public var position: Double
        /// The item's rectangle: where a line may cross it.
        public var rect: Rect
        /// The anchor is an edge of a scroll view's content area, not of its frame.
        public var isContentArea: Bool
    }

    public var summary: String
    public var source: SourceLocation
    public var relation: LayoutConstraintSpec.Relation
    public var constant: Double
    public var multiplier: Double
    public var priority: Int
    public var first: Anchor
    /// Nil for a size given as a constant; for a position given as a constant alone, the
    /// superview's coordinate origin.
    public var second: Anchor?
    /// UIKit's name for a constraint it makes itself (`UISV-spacing`), else the user's.
    public var identifier: String?
    /// Made by a stack view, not written by the user.
    public var isGenerated: Bool
    /// Broken to recover from a conflict.
    public var isBroken: Bool

    public var axis: LayoutAttribute.Axis { first.attribute.axis }
}

extension LayoutSystem {
    func readConstraintGeometry() -> [ConstraintGeometry] {
        let translation = self.translation
        // Each item's own rectangle and name, worked out once: a container's appear in
        // thousands of constraints.
        var items: [LayoutItem: (rect: Rect, name: String)] = [:]
        return specs.enumerated().compactMap { index, original in
            // Right to left, leading and trailing are drawn where they act.
            let spec = translation.isRightToLeft(original) ? translation.mirrored(original) : original
            func anchor(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> ConstraintGeometry.Anchor {
                let value = { (attribute: LayoutAttribute, other: LayoutItem?) in solver.value(of: translation.expression(item, attribute, other: other)) }
                let own: (rect: Rect, name: String)
                if let known = items[item] {
                    own = known
                } else {
                    // The item's own rectangle: a scroll view's frame, not its content area.
                    let x = value(.left, nil), y = value(.top, nil)
                    own = (Rect(x: x, y: y, width: value(.right, nil) - x, height: value(.bottom, nil) - y), item.description)
                    items[item] = own
                }
                let contentArea: Bool
                switch item {
                case .contentGuide: contentArea = true
                case .view(let id), .marginsGuide(let id): contentArea = translation.usesContentArea(id, attribute, other: other)
                default: contentArea = false
                }
                return .init(item: own.name, attribute: attribute, position: value(attribute, other), rect: own.rect, isContentArea: contentArea)
            }
            let first = anchor(spec.firstItem, spec.firstAttribute, other: spec.secondItem)
            var second: ConstraintGeometry.Anchor?
            if let item = spec.secondItem, let attribute = spec.secondAttribute {
                second = anchor(item, attribute, other: spec.firstItem)
            } else if !spec.firstAttribute.isSize, let parent = tree.parent(of: spec.firstItem.viewID) {
                // A position given as a constant alone is measured from the superview's origin.
                second = anchor(.view(parent), spec.firstAttribute.axis == .horizontal ? .left : .top, other: spec.firstItem)
            }
            return ConstraintGeometry(
                summary: original.summary, source: original.location, relation: spec.relation, constant: original.constant,
                multiplier: spec.multiplier, priority: spec.priority, first: first, second: second, identifier: original.identifier,
                isGenerated: original.identifier?.hasPrefix("UISV-") ?? false, isBroken: refused.contains(index))
        }
    }
}
