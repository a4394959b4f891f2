// Operators that build expressions and constraints, so that code reads like the math:
// `left + width + 16 == root.width`, `height >= 44`.

/// A value that is, or can become, a linear expression: `Variable`, `Term` or `LinearExpression`.
public protocol LinearExpressible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressible {
    public var linearExpression: LinearExpression { LinearExpression([Term(self)]) }
}

extension Term: LinearExpressible {
    public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressible {
    public var linearExpression: LinearExpression { self }
}

// MARK: Arithmetic

public func + <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> LinearExpression {
    let l = lhs.linearExpression, r = rhs.linearExpression
    return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}

public func + <L: LinearExpressible>(lhs: L, rhs: Double) -> LinearExpression {
    let l = lhs.linearExpression
    return LinearExpression(l.terms, constant: l.constant + rhs)
}

public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }

public prefix func - <E: LinearExpressible>(operand: E) -> LinearExpression { operand * -1 }

public func - <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> LinearExpression {
    lhs + -rhs
}

public func - <L: LinearExpressible>(lhs: L, rhs: Double) -> LinearExpression { lhs + -rhs }

public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> LinearExpression { lhs + -rhs }

public func * <E: LinearExpressible>(lhs: E, rhs: Double) -> LinearExpression {
    let e = lhs.linearExpression
    return LinearExpression(
        e.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) },
        constant: e.constant * rhs)
}

public func * <E: LinearExpressible>(lhs: Double, rhs: E) -> LinearExpression { rhs * lhs }

public func / <E: LinearExpressible>(lhs: E, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

// MARK: Relations (each gives a required constraint)

public func == <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func == <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func == <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func <= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func <= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func >= <L: LinearExpressible>(lhs: L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

public func >= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
