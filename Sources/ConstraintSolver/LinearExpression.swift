/// A linear expression: a sum of terms plus a constant, such as `x + w - 375`.
///
/// Build expressions with the arithmetic operators on `Variable`, `Term` and `LinearExpression`.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The summands; a variable may appear in several of them until the expression is reduced.
    public var terms: [Term]
    /// The constant summand.
    public var constant: Double

    /// Creates `terms + constant`.
    @inlinable public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression that is a single constant.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The same expression with each variable appearing once, in order of first appearance,
    /// and terms whose coefficients cancel left out.
    public func reduced() -> LinearExpression {
        // Constraints have a handful of terms: a scan beats hashing until they have many.
        if terms.count <= 16 {
            if isReducedAlready { return self }
            var kept: [Term] = []
            kept.reserveCapacity(terms.count)
            for term in terms {
                if let index = kept.firstIndex(where: { $0.variable === term.variable }) {
                    kept[index].coefficient += term.coefficient
                } else {
                    kept.append(term)
                }
            }
            kept.removeAll { $0.coefficient == 0 }
            return LinearExpression(kept, constant: constant)
        }
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: Term] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if var existing = sums[key] {
                existing.coefficient += term.coefficient
                sums[key] = existing
            } else {
                order.append(key)
                sums[key] = term
            }
        }
        let kept = order.compactMap { sums[$0] }.filter { $0.coefficient != 0 }
        return LinearExpression(kept, constant: constant)
    }

    /// Whether no variable appears twice and no coefficient is zero (for a few terms).
    private var isReducedAlready: Bool {
        for index in terms.indices {
            guard terms[index].coefficient != 0 else { return false }
            for other in (index + 1)..<terms.count where terms[other].variable === terms[index].variable {
                return false
            }
        }
        return true
    }

    /// The expression's value, given a value for each of its variables.
    public func value(_ valueOf: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
    }

    public var description: String {
        var text = ""
        func append(_ value: Double, _ name: String?) {
            let magnitude = abs(value)
            let sign = value < 0 ? (text.isEmpty ? "-" : " - ") : (text.isEmpty ? "" : " + ")
            let factor = name == nil ? formatNumber(magnitude) : magnitude == 1 ? "" : "\(formatNumber(magnitude))*"
            text += sign + factor + (name ?? "")
        }
        for term in terms { append(term.coefficient, term.variable.description) }
        if constant != 0 || text.isEmpty { append(constant, nil) }
        return text
    }
}

/// Prints whole numbers without a fraction, so messages read `x + 8`, not `x + 8.0`.
func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
