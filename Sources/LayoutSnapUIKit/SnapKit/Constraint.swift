/// A SnapKit constraint: one `make.…` line, as one UIKit constraint per attribute. Kept, it
/// can be updated (`update(offset:)`), deactivated and activated again.
@MainActor
public final class Constraint {
    let description: ConstraintDescription
    public let layoutConstraints: [NSLayoutConstraint]

    init?(_ description: ConstraintDescription) {
        self.description = description
        var made: [NSLayoutConstraint] = []
        for attribute in description.attributes.layoutAttributes {
            guard let (item, other) = Self.target(of: description, attribute) else { return nil }
            let constraint = NSLayoutConstraint(
                item: description.item, attribute: attribute, relatedBy: description.relation, toItem: item, attribute: other,
                multiplier: description.multiplier, constant: LayoutSnapUIKit.constant(description.constant, for: attribute),
                fileID: description.location.file, line: description.location.line)
            constraint.priority = UILayoutPriority(description.priority)
            constraint.identifier = description.label
            made.append(constraint)
        }
        layoutConstraints = made
    }

    private init(empty description: ConstraintDescription) {
        self.description = description
        layoutConstraints = []
    }

    static func empty(_ description: ConstraintDescription) -> Constraint { Constraint(empty: description) }

    /// What the attribute relates to: the target's item and attribute, or none for a size set
    /// to a constant; nil when there is nothing to relate to (no superview).
    private static func target(
        of description: ConstraintDescription, _ attribute: NSLayoutConstraint.Attribute
    ) -> (AnyObject?, NSLayoutConstraint.Attribute)? {
        switch description.target {
        case let view as UIView: return (view, attribute)
        case let guide as UILayoutGuide: return (guide, attribute)
        case let item as ConstraintItem:
            let attributes = item.attributes.layoutAttributes
            return (item.target, attributes.count == 1 ? attributes[0] : attribute)
        default:
            if attribute.isSize && !description.relatesToSuperview { return (nil, .notAnAttribute) }
            let superview = (description.item as? UIView)?.superview ?? (description.item as? UILayoutGuide)?.owningView
            guard let superview else {
                let location = "\(description.location.file):\(description.location.line)"
                UIKitProblems.report("\(location): a SnapKit constraint relates to the superview of a view that has none (add it to its superview first)")
                return nil
            }
            return (superview, attribute)
        }
    }

    public var isActive: Bool { layoutConstraints.contains { $0.isActive } }

    public func activate() {
        NSLayoutConstraint.activate(layoutConstraints)
        if let view = description.item as? UIView, !view.snapKitConstraints.contains(where: { $0 === self }) { view.snapKitConstraints.append(self) }
    }

    public func deactivate() {
        NSLayoutConstraint.deactivate(layoutConstraints)
        if let view = description.item as? UIView { view.snapKitConstraints.removeAll { $0 === self } }
    }

    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> Constraint {
        description.constant = amount
        applyConstant()
        return self
    }

    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> Constraint {
        let value = number(amount)
        description.constant = value.map { UIEdgeInsets(top: $0, left: $0, bottom: $0, right: $0) } ?? amount
        applyConstant()
        return self
    }

    @discardableResult
    public func update(priority amount: ConstraintPriorityTarget) -> Constraint {
        description.priority = Float(number(amount) ?? 1000)
        for constraint in layoutConstraints { constraint.priority = UILayoutPriority(description.priority) }
        return self
    }

    @discardableResult
    public func update(priority amount: ConstraintPriority) -> Constraint { update(priority: amount.value) }

    private func applyConstant() {
        for constraint in layoutConstraints { constraint.constant = LayoutSnapUIKit.constant(description.constant, for: constraint.firstAttribute) }
    }

    /// The same constraint but for its constant (what `updateConstraints` looks for).
    func matches(_ other: Constraint) -> Bool {
        description.item === other.description.item && layoutConstraints.count == other.layoutConstraints.count
            && zip(layoutConstraints, other.layoutConstraints).allSatisfy { mine, theirs in
                mine.firstAttribute == theirs.firstAttribute && mine.relation == theirs.relation && mine.secondItem === theirs.secondItem
                    && mine.secondAttribute == theirs.secondAttribute && mine.multiplier == theirs.multiplier && mine.priority == theirs.priority
            }
    }

    func takeConstants(of other: Constraint) {
        description.constant = other.description.constant
        for (mine, theirs) in zip(layoutConstraints, other.layoutConstraints) { mine.constant = theirs.constant }
    }
}
