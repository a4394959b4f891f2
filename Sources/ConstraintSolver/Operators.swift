// Operators that build expressions and constraints, so that code reads like the math:
// `left + width + 16 == root.width`, `height >= 44`.
//
// Each operator writes its result's terms into one array sized up front: a layout builds
// thousands of constraints, and the intermediate arrays of `a - b` as `a + (-1 * b)` were
// most of what building one cost. The operators are inlinable so that callers get them
// specialised for `Variable`, `Term` and `LinearExpression`.

/// A value that is, or can become, a linear expression: `Variable`, `Term` or `LinearExpression`.
public protocol LinearExpressible {
    /// The value as an expression.
    var linearExpression: LinearExpression { get }
    /// How many terms `appendTerms(to:scaledBy:)` appends.
    var termCount: Int { get }
    /// Appends the value's terms times `factor`; returns its constant times `factor`.
    func appendTerms(to terms: inout [Term], scaledBy factor: Double) -> Double
    /// `self + rhs * factor + constant`.
    consuming func adding<R: LinearExpressible>(_ rhs: R, scaledBy factor: Double, constant: Double) -> LinearExpression
}

extension LinearExpressible {
    public var termCount: Int { linearExpression.terms.count }

    public func appendTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        linearExpression.appendTerms(to: &terms, scaledBy: factor)
    }

    @inlinable
    public consuming func adding<R: LinearExpressible>(
        _ rhs: R, scaledBy factor: Double, constant: Double
    ) -> LinearExpression {
        var terms: [Term] = []
        // Room for two more terms: the next operator can then append in place.
        terms.reserveCapacity(termCount + rhs.termCount + 2)
        let own = appendTerms(to: &terms, scaledBy: 1)
        let right = rhs.appendTerms(to: &terms, scaledBy: factor)
        return LinearExpression(terms, constant: own + right + constant)
    }
}

extension Variable: LinearExpressible {
    public var linearExpression: LinearExpression { LinearExpression([Term(self)]) }
    @inlinable public var termCount: Int { 1 }

    @inlinable public func appendTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        terms.append(Term(self, coefficient: factor))
        return 0
    }
}

extension Term: LinearExpressible {
    public var linearExpression: LinearExpression { LinearExpression([self]) }
    @inlinable public var termCount: Int { 1 }

    @inlinable public func appendTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        terms.append(Term(variable, coefficient: coefficient * factor))
        return 0
    }
}

extension LinearExpression: LinearExpressible {
    public var linearExpression: LinearExpression { self }
    @inlinable public var termCount: Int { terms.count }

    @inlinable public func appendTerms(to terms: inout [Term], scaledBy factor: Double) -> Double {
        // Term by term: `append(contentsOf:)` takes the general path for any sequence.
        for term in self.terms { terms.append(Term(term.variable, coefficient: term.coefficient * factor)) }
        return constant * factor
    }

    /// `a + b + 8 == c` builds left to right: the left operand is the expression the previous
    /// operator just made, whose array takes the new terms in place.
    @inlinable
    public consuming func adding<R: LinearExpressible>(
        _ rhs: R, scaledBy factor: Double, constant: Double
    ) -> LinearExpression {
        var expression = self
        let right = rhs.appendTerms(to: &expression.terms, scaledBy: factor)
        expression.constant += right + constant
        return expression
    }
}

extension LinearExpression {
    /// `operand * factor + constant`, in one array.
    @inlinable
    init<E: LinearExpressible>(_ operand: consuming E, _ factor: Double, constant: Double = 0) {
        if factor == 1 {
            // `e + 8`: an expression keeps its terms (shared, not copied) and moves its constant.
            self = operand.adding(LinearExpression(), scaledBy: 1, constant: constant)
            return
        }
        var terms: [Term] = []
        terms.reserveCapacity(operand.termCount)
        let own = operand.appendTerms(to: &terms, scaledBy: factor)
        self.init(terms, constant: own + constant)
    }
}

// MARK: Arithmetic

@inlinable
public func + <L: LinearExpressible, R: LinearExpressible>(lhs: consuming L, rhs: R) -> LinearExpression {
    lhs.adding(rhs, scaledBy: 1, constant: 0)
}

@inlinable
public func + <L: LinearExpressible>(lhs: consuming L, rhs: Double) -> LinearExpression {
    LinearExpression(lhs, 1, constant: rhs)
}

@inlinable
public func + <R: LinearExpressible>(lhs: Double, rhs: R) -> LinearExpression { rhs + lhs }

@inlinable
public prefix func - <E: LinearExpressible>(operand: E) -> LinearExpression { LinearExpression(operand, -1) }

@inlinable
public func - <L: LinearExpressible, R: LinearExpressible>(lhs: consuming L, rhs: R) -> LinearExpression {
    lhs.adding(rhs, scaledBy: -1, constant: 0)
}

@inlinable
public func - <L: LinearExpressible>(lhs: consuming L, rhs: Double) -> LinearExpression { lhs + -rhs }

@inlinable
public func - <R: LinearExpressible>(lhs: Double, rhs: R) -> LinearExpression {
    LinearExpression(rhs, -1, constant: lhs)
}

@inlinable
public func * <E: LinearExpressible>(lhs: E, rhs: Double) -> LinearExpression { LinearExpression(lhs, rhs) }

@inlinable
public func * <E: LinearExpressible>(lhs: Double, rhs: E) -> LinearExpression { rhs * lhs }

@inlinable
public func / <E: LinearExpressible>(lhs: E, rhs: Double) -> LinearExpression { lhs * (1 / rhs) }

// MARK: Relations (each gives a required constraint)

@inlinable
public func == <L: LinearExpressible, R: LinearExpressible>(lhs: consuming L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

@inlinable
public func == <L: LinearExpressible>(lhs: consuming L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

@inlinable
public func == <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .equal)
}

@inlinable
public func <= <L: LinearExpressible, R: LinearExpressible>(lhs: consuming L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

@inlinable
public func <= <L: LinearExpressible>(lhs: consuming L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

@inlinable
public func <= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .lessThanOrEqual)
}

@inlinable
public func >= <L: LinearExpressible, R: LinearExpressible>(lhs: consuming L, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

@inlinable
public func >= <L: LinearExpressible>(lhs: consuming L, rhs: Double) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}

@inlinable
public func >= <R: LinearExpressible>(lhs: Double, rhs: R) -> Constraint {
    Constraint(lhs - rhs, .greaterThanOrEqual)
}
