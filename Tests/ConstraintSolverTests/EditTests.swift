@testable import ConstraintSolver
import Testing
import TestSupport

/// Edit variables re-solve incrementally with the dual simplex.
@Suite struct EditTests {
    /// A row of views whose widths follow the root width: left 16, gaps 8, right 16.
    private func row(_ count: Int, solver: Solver) throws -> (root: Variable, widths: [Variable]) {
        let root = Variable("root.width")
        let lefts = (0..<count).map { Variable("left\($0)") }, widths = (0..<count).map { Variable("width\($0)") }
        try solver.add(lefts[0] == 16)
        for index in 1..<count {
            try solver.add(lefts[index] == lefts[index - 1] + widths[index - 1] + 8)
            try solver.add(widths[index] == widths[0])
        }
        try solver.add(lefts[count - 1] + widths[count - 1] + 16 == root)
        try solver.add((widths[0] >= 40).withPriority(750))
        return (root, widths)
    }

    @Test func suggestionsMoveTheLayout() throws {
        let solver = Solver()
        let (root, widths) = try row(5, solver: solver)
        try solver.addEditVariable(root, priority: 999)
        for width in [375.0, 320, 414, 320, 375] {
            try solver.suggestValue(width, for: root)
            #expect(abs(solver.value(of: widths[4]) - (width - 32 - 32) / 5) < 1e-9)
        }
        // Too narrow for the @750 minimum: the edit (@999) still wins.
        try solver.suggestValue(200, for: root)
        #expect(abs(solver.value(of: widths[0]) - (200 - 64) / 5) < 1e-9)
    }

    @Test func suggestionsMatchAFreshSolveAndBuildNothing() throws {
        var random = SeededRandom(seed: 42)
        let solver = Solver()
        let (root, widths) = try row(30, solver: solver)
        try solver.addEditVariable(root, priority: 999)
        try solver.suggestValue(375, for: root)
        _ = solver.value(of: widths[0])
        let symbols = solver.engine.tableau.symbolCount
        for _ in 0..<50 {
            let width = Double(Int.random(in: 100...2000, using: &random))
            try solver.suggestValue(width, for: root)
            let fresh = Solver()
            let (freshRoot, freshWidths) = try row(30, solver: fresh)
            try fresh.add((freshRoot == width).withPriority(999))
            for (a, b) in zip(widths, freshWidths) {
                #expect(abs(solver.value(of: a) - fresh.value(of: b)) < 1e-7)
            }
        }
        #expect(solver.engine.tableau.symbolCount == symbols, "suggestions must not add rows or symbols")
    }

    @Test func bulkValuesAgreeWithSingleReadsAcrossEditsAndStructuralChanges() throws {
        let solver = Solver()
        let (root, widths) = try row(100, solver: solver)
        try solver.addEditVariable(root, priority: 999)
        var extra: [Constraint] = []
        for step in 0..<20 {
            try solver.suggestValue(Double(300 + 37 * step), for: root)
            if step % 5 == 4 {  // change the structure: the cached plan must be rebuilt
                let constraint = (widths[step] <= Double(40 + step)).withPriority(500)
                try solver.add(constraint)
                extra.append(constraint)
            }
            if step % 7 == 6, let constraint = extra.popLast() { try solver.remove(constraint) }
            let bulk = solver.values(of: solver.variables)
            let single = solver.variables.map { solver.value(of: $0) }
            #expect(bulk == single, "step \(step)")
        }
    }

    @Test func editVariableErrors() throws {
        let solver = Solver()
        let x = Variable("x")
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: x) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .required) }
        try solver.addEditVariable(x, priority: .high)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: .high) }
        #expect(solver.hasEditVariable(x))
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.self) { try solver.removeEditVariable(x) }
    }
}
