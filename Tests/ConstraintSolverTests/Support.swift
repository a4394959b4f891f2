import ConstraintSolver
import Foundation
import TestSupport

/// A system as the fixtures write it: `Σ coefficient * x[index] + constant REL 0 @priority`.
struct SystemSpec: Decodable {
    struct ConstraintSpec: Decodable {
        let terms: [[Double]]
        let constant: Double
        let relation: String
        let priority: Int
    }
    let variables: Int
    let constraints: [ConstraintSpec]
    let values: [Double]?
    let determined: [Bool]?

    func build() -> (variables: [Variable], constraints: [Constraint]) {
        let xs = (0..<variables).map { Variable("x\($0)") }
        let built = constraints.enumerated().map { index, spec in
            let expression = LinearExpression(
                spec.terms.map { Term(xs[Int($0[0])], coefficient: $0[1]) }, constant: spec.constant)
            let relation: Relation =
                spec.relation == "==" ? .equal : spec.relation == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            return Constraint(expression, relation, priority: Priority(spec.priority)!, label: "c\(index)")
        }
        return (xs, built)
    }
}

struct Fixtures: Decodable {
    let kiwi: [SystemSpec]
    let lexicographic: [SystemSpec]
    let ambiguity: [SystemSpec]

    static let shared: Fixtures = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/solver-references.json")
        do {
            return try JSONDecoder().decode(Fixtures.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")  // a broken checkout, not user input
        }
    }()
}

/// How far a solution violates a constraint (0 when it holds).
func violation(of constraint: Constraint, in solver: Solver) -> Double {
    let value = solver.value(of: constraint.expression)
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
}

/// The conflicting set the solver names when it refuses `constraint`; nil when it accepts it.
func conflictingSet(adding constraint: Constraint, to solver: Solver) -> [Constraint]? {
    do {
        try solver.add(constraint)
        return nil
    } catch {
        switch error {
        case .unsatisfiable(_, let conflicting): return conflicting
        default: return []
        }
    }
}
