/// A variable multiplied by a constant coefficient: the summand of an `LinearExpression`.
public struct Term: Sendable {
    /// The variable.
    public var variable: Variable
    /// The factor the variable is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    @inlinable public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
