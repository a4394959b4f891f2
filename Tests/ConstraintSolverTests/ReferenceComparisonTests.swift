import ConstraintSolver
import Testing

/// The solver against outside references (scripts/solver-fixtures.py): kiwisolver on systems
/// with one non-required level, HiGHS solving strict priorities level by level, and HiGHS
/// min/max over the optimal set for which variables are determined.
@Suite struct ReferenceComparisonTests {
    /// Solves each fixture and compares every variable with the reference's value.
    private func expectValues(of cases: [SystemSpec], matching reference: String) throws {
        for (index, spec) in cases.enumerated() {
            let (xs, constraints) = spec.build()
            let solver = Solver()
            for constraint in constraints { try solver.add(constraint) }
            for (variable, expected) in zip(xs, spec.values ?? []) {
                #expect(
                    abs(solver.value(of: variable) - expected) < 1e-6,
                    "case \(index): \(variable) = \(solver.value(of: variable)), \(reference) \(expected)")
            }
        }
    }

    @Test func agreesWithKiwisolverOnSingleLevelSystems() throws {
        #expect(Fixtures.shared.kiwi.count >= 200)
        try expectValues(of: Fixtures.shared.kiwi, matching: "kiwi")
    }

    @Test func agreesWithLevelByLevelLinearProgrammingOnStrictPriorities() throws {
        #expect(Fixtures.shared.lexicographic.count >= 200)
        try expectValues(of: Fixtures.shared.lexicographic, matching: "HiGHS")
    }

    @Test func reportsExactlyTheVariablesThatTheOptimumLeavesOpen() throws {
        var disagreements: [String] = []
        for (index, spec) in Fixtures.shared.ambiguity.enumerated() {
            let (xs, constraints) = spec.build()
            let solver = Solver()
            for constraint in constraints { try solver.add(constraint) }
            let ambiguous = Set(solver.ambiguousVariables().map(ObjectIdentifier.init))
            for (variable, determined) in zip(xs, spec.determined ?? []) {
                // A variable in no constraint is unknown to the solver; HiGHS calls it free.
                let reported = ambiguous.contains(ObjectIdentifier(variable))
                    || !solver.variables.contains { $0 === variable }
                if reported == determined {
                    disagreements.append("case \(index): \(variable) determined=\(determined)")
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements: \(disagreements.prefix(10))")
    }
}
