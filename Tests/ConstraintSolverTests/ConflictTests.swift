@testable import ConstraintSolver
import Testing
import TestSupport

/// Unsatisfiable required constraints are refused with a conflicting set, and the solver is
/// left exactly as it was.
@Suite struct ConflictTests {
    @Test func rejectedConstraintLeavesValuesAsTheyWere() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = (x >= 10).labeled("a.yaml:3:5")
        try solver.add(floor)
        #expect(solver.value(of: x) == 10)
        let ceiling = (x <= 5).labeled("a.yaml:4:5")
        #expect {
            try solver.add(ceiling)
        } throws: { error in
            guard case SolverError.unsatisfiable(let rejected, let conflicting) = error else { return false }
            return rejected === ceiling && conflicting.map(\.label) == ["a.yaml:4:5", "a.yaml:3:5"]
        }
        #expect(solver.value(of: x) == 10)  // kiwi reads 5 here
        #expect(!solver.contains(ceiling))
        // Still usable: a compatible constraint goes in and takes effect.
        try solver.add((x == 12).withPriority(500))
        #expect(solver.value(of: x) == 12)
    }

    @Test func conflictThroughAChainNamesEveryLinkAndNothingElse() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
        let solver = Solver()
        let links = [(a == b + 10).labeled("link1"), (b == c + 10).labeled("link2"), (c >= 0).labeled("floor")]
        for link in links { try solver.add(link) }
        try solver.add((d == a + 1).labeled("unrelated"))
        try solver.add((a == 50).withPriority(250))
        let before = [a, b, c, d].map { solver.value(of: $0) }
        let conflicting = conflictingSet(adding: (a <= 5).labeled("cap"), to: solver)
        #expect(Set(conflicting?.compactMap(\.label) ?? []) == ["cap", "link1", "link2", "floor"])
        #expect([a, b, c, d].map { solver.value(of: $0) } == before)
    }

    @Test func conflictingRequiredEqualitiesAreNamed() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add((x == y).labeled("same"))
        try solver.add((y == 4).labeled("four"))
        let conflicting = conflictingSet(adding: (x == 5).labeled("five"), to: solver)
        #expect(Set(conflicting?.compactMap(\.label) ?? []) == ["five", "same", "four"])
        #expect(solver.value(of: x) == 4)
    }

    @Test func failedAdditionForgetsItsSymbolsAndVariables() throws {
        let x = Variable("x"), fresh = Variable("fresh")
        let solver = Solver()
        try solver.add(x >= 10)
        let symbolsBefore = solver.engine.tableau.symbolCount
        #expect(throws: SolverError.self) { try solver.add(x + fresh * 0 <= 5) }
        #expect(throws: SolverError.self) { try solver.add(fresh - fresh + x <= 5) }
        #expect(solver.engine.tableau.symbolCount == symbolsBefore)
        #expect(solver.variables.map(\.name) == ["x"])
    }

    @Test func eachConflictSetReallyConflicts() throws {
        // Random chains with a contradicting cap: the named set alone must be unsatisfiable.
        var random = SeededRandom(seed: 7)
        for _ in 0..<100 {
            let xs = (0..<8).map { Variable("x\($0)") }
            let solver = Solver()
            var added: [Constraint] = []
            for index in 1..<xs.count {
                let gap = Double(Int.random(in: 0...20, using: &random))
                let link = (xs[index] >= xs[Int.random(in: 0..<index, using: &random)] + gap).labeled("link\(index)")
                try solver.add(link)
                added.append(link)
            }
            try solver.add((xs[0] >= 0).labeled("floor"))
            let last = xs[xs.count - 1]
            let cap = (last <= solver.value(of: last) - 1).labeled("cap")
            guard let conflicting = conflictingSet(adding: cap, to: solver), !conflicting.isEmpty else {
                Issue.record("cap should conflict")
                continue
            }
            let alone = Solver()
            let refusals = conflicting.reversed().filter { conflictingSet(adding: $0, to: alone) != nil }
            #expect(!refusals.isEmpty, "the named set \(conflicting) is satisfiable on its own")
        }
    }

    @Test func removingUnknownConstraintThrows() {
        let solver = Solver()
        #expect(throws: SolverError.self) { try solver.remove(Variable("x") == 1) }
    }

    @Test func addingTwiceThrows() throws {
        let solver = Solver()
        let constraint = Variable("x") == 1
        try solver.add(constraint)
        #expect(throws: SolverError.self) { try solver.add(constraint) }
    }
}
