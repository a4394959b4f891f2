import Synchronization

/// A linear relation between variables at a priority: `expression <= 0`, `== 0` or `>= 0`.
///
/// A constraint has identity: the solver adds and removes the very object. Build one with the
/// relational operators (`x + w == 375`) and refine it with `withPriority(_:)` and
/// `labeled(_:)`.
public final class Constraint: Sendable, CustomStringConvertible {
    /// The left side minus the right side, reduced.
    public let expression: LinearExpression
    /// How the expression relates to zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let priority: Priority
    /// A name for messages, such as the source line that wrote the constraint.
    public let label: String?
    /// The record index the first solver that took the constraint gave it (see `ClaimTable`).
    let claim = Atomic<UInt64>(0)

    /// Creates `expression relation 0` at a priority.
    public init(
        _ expression: LinearExpression, _ relation: Relation, priority: Priority = .required,
        label: String? = nil
    ) {
        self.expression = expression.reduced()
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// A copy with another priority or label; the expression is reduced already.
    private init(reduced expression: LinearExpression, _ relation: Relation, priority: Priority, label: String?) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.label = label
    }

    /// A new constraint with the same relation at another priority.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(reduced: expression, relation, priority: priority, label: label)
    }

    /// A new constraint with the same relation and another label.
    public func labeled(_ label: String) -> Constraint {
        Constraint(reduced: expression, relation, priority: priority, label: label)
    }

    public var description: String {
        let body = "\(expression) \(relation) 0"
        let withPriority = priority.isRequired ? body : "\(body) @\(priority)"
        return label.map { "\(withPriority) (\($0))" } ?? withPriority
    }
}
