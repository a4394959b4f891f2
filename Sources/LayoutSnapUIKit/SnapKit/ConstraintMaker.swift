/// What `makeConstraints` hands its closure: each attribute starts a description.
@MainActor
public final class ConstraintMaker {
    let item: AnyObject
    private var descriptions: [ConstraintDescription] = []

    init(_ item: AnyObject) { self.item = item }

    func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(item: item, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Runs the closure and turns what it described into constraints (not yet active).
    func make(_ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        closure(self)
        if let view = item as? UIView { view.translatesAutoresizingMaskIntoConstraints = false }
        return descriptions.compactMap { $0.constraint }
    }

    public var left: ConstraintMakerExtendable { start(.left) }
    public var top: ConstraintMakerExtendable { start(.top) }
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    public var right: ConstraintMakerExtendable { start(.right) }
    public var leading: ConstraintMakerExtendable { start(.leading) }
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    public var width: ConstraintMakerExtendable { start(.width) }
    public var height: ConstraintMakerExtendable { start(.height) }
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { start(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { start(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { start(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { start(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { start(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { start(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { start(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { start(.trailingMargin) }
    public var centerXWithinMargins: ConstraintMakerExtendable { start(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintMakerExtendable { start(.centerYWithinMargins) }
    public var edges: ConstraintMakerExtendable { start(.edges) }
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    public var directionalEdges: ConstraintMakerExtendable { start(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { start(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    public var size: ConstraintMakerExtendable { start(.size) }
    public var center: ConstraintMakerExtendable { start(.center) }
    public var margins: ConstraintMakerExtendable { start(.margins) }
    public var directionalMargins: ConstraintMakerExtendable { start(.directionalMargins) }
    public var centerWithinMargins: ConstraintMakerExtendable { start(.centerWithinMargins) }
}

/// One `make.…` line while it is being written.
@MainActor
final class ConstraintDescription {
    let item: AnyObject
    var attributes: ConstraintAttributes
    var relation = NSLayoutConstraint.Relation.equal
    /// What it relates to: a constant, a view or guide, or a `ConstraintItem`; nil: the
    /// superview.
    var target: ConstraintRelatableTarget?
    /// `equalToSuperview()`, as opposed to `equalTo(constant)`.
    var relatesToSuperview = false
    var constant: ConstraintConstantTarget = 0
    var multiplier: CGFloat = 1
    var priority: Float = 1000
    var label: String?
    var location = (file: "", line: 0)
    /// Made once, when the closure has run.
    lazy var constraint: Constraint? = Constraint(self)

    init(item: AnyObject, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }
}

/// `make.left`: more attributes may follow (`.right`), then a relation.
@MainActor
public class ConstraintMakerExtendable: ConstraintMakerRelatable {
    private func adding(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(attributes)
        return self
    }

    public var left: ConstraintMakerExtendable { adding(.left) }
    public var top: ConstraintMakerExtendable { adding(.top) }
    public var bottom: ConstraintMakerExtendable { adding(.bottom) }
    public var right: ConstraintMakerExtendable { adding(.right) }
    public var leading: ConstraintMakerExtendable { adding(.leading) }
    public var trailing: ConstraintMakerExtendable { adding(.trailing) }
    public var width: ConstraintMakerExtendable { adding(.width) }
    public var height: ConstraintMakerExtendable { adding(.height) }
    public var centerX: ConstraintMakerExtendable { adding(.centerX) }
    public var centerY: ConstraintMakerExtendable { adding(.centerY) }
    public var lastBaseline: ConstraintMakerExtendable { adding(.lastBaseline) }
    public var firstBaseline: ConstraintMakerExtendable { adding(.firstBaseline) }
    public var leftMargin: ConstraintMakerExtendable { adding(.leftMargin) }
    public var rightMargin: ConstraintMakerExtendable { adding(.rightMargin) }
    public var topMargin: ConstraintMakerExtendable { adding(.topMargin) }
    public var bottomMargin: ConstraintMakerExtendable { adding(.bottomMargin) }
    public var leadingMargin: ConstraintMakerExtendable { adding(.leadingMargin) }
    public var trailingMargin: ConstraintMakerExtendable { adding(.trailingMargin) }
    public var edges: ConstraintMakerExtendable { adding(.edges) }
    public var size: ConstraintMakerExtendable { adding(.size) }
    public var center: ConstraintMakerExtendable { adding(.center) }
    public var margins: ConstraintMakerExtendable { adding(.margins) }
}

/// A relation: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`, and their `…Superview()`.
@MainActor
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    private func relate(_ relation: NSLayoutConstraint.Relation, _ other: ConstraintRelatableTarget?, _ file: String, _ line: UInt) -> ConstraintMakerEditable {
        description.relation = relation
        description.location = (file, Int(line))
        description.relatesToSuperview = other == nil
        if let other, !(other is UIView), !(other is UILayoutGuide), !(other is ConstraintItem), let value = other as? ConstraintConstantTarget {
            // A constant: sizes are set to it, positions relate to the superview's.
            description.constant = value
        } else {
            description.target = other
        }
        return ConstraintMakerEditable(description)
    }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.equal, other, file, line)
    }

    @discardableResult
    public func equalToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable { relate(.equal, nil, file, line) }

    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, other, file, line)
    }

    @discardableResult
    public func lessThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.lessThanOrEqual, nil, file, line)
    }

    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, other, file, line)
    }

    @discardableResult
    public func greaterThanOrEqualToSuperview(_ file: String = #fileID, _ line: UInt = #line) -> ConstraintMakerEditable {
        relate(.greaterThanOrEqual, nil, file, line)
    }
}

/// After the relation: the constant (`offset`, `inset`) and the multiplier.
@MainActor
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = amount
        return self
    }

    /// Inward from each edge: added on the left, top and leading edges, subtracted on the
    /// right, bottom and trailing ones, twice from sizes (SnapKit's rule).
    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        if let value = number(amount) {
            description.constant = UIEdgeInsets(top: value, left: value, bottom: value, right: value)
        } else {
            description.constant = amount
        }
        return self
    }

    @discardableResult
    public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        description.multiplier = number(amount) ?? 1
        return self
    }

    @discardableResult
    public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
        let divisor = number(amount) ?? 1
        description.multiplier = divisor == 0 ? 1 : 1 / divisor
        return self
    }
}

/// The priority.
@MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount.value
        return self
    }

    @discardableResult
    public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = Float(number(amount) ?? 1000)
        return self
    }
}

/// The label, and the constraint itself to keep (`.constraint`).
@MainActor
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    public var constraint: Constraint {
        // Always made: a description always names at least one attribute.
        description.constraint ?? Constraint.empty(description)
    }
}
