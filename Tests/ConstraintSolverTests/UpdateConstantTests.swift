import ConstraintSolver
import Testing
import TestSupport

/// `updateConstant(of:to:)` re-solves in place; the result must be as good, priority by
/// priority, as a fresh solve of the system with the new constants.
@Suite struct UpdateConstantTests {
    @Test(arguments: 0..<40)
    func movedConstantsMatchAFreshSolve(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 6151 &+ 11)
        let count = Int.random(in: 3...20, using: &random)
        let tops = (0..<count).map { Variable("top\($0)") }, heights = (0..<count).map { Variable("height\($0)") }
        var required: [Constraint] = [tops[0] == 0]
        for index in 1..<count { required.append(tops[index] == tops[index - 1] + heights[index - 1] + 8) }
        required.append(tops[count - 1] + heights[count - 1] <= 2000)
        // Each height wants a value (@500) and has a floor (@750) and a ceiling (@250).
        var movable: [(make: (Double) -> Constraint, value: Double)] = []
        for height in heights {
            movable.append(({ (height == $0).withPriority(500) }, Double(Int.random(in: 10...200, using: &random))))
            movable.append(({ (height >= $0).withPriority(750) }, Double(Int.random(in: 0...100, using: &random))))
            movable.append(({ (height <= $0).withPriority(250) }, Double(Int.random(in: 20...300, using: &random))))
        }
        let solver = Solver()
        for constraint in required { try solver.add(constraint) }
        var live = movable.map { $0.make($0.value) }
        for constraint in live { try solver.add(constraint) }

        for _ in 0..<30 {
            let index = Int.random(in: 0..<movable.count, using: &random)
            let value = Double(Int.random(in: 0...300, using: &random))
            movable[index].value = value
            // Every constraint here is `variable - value REL 0`, so the new constant is -value.
            try solver.updateConstant(of: live[index], to: -value)

            let fresh = Solver()
            for constraint in required { try fresh.add(constraint) }
            let rebuilt = movable.map { $0.make($0.value) }
            for constraint in rebuilt { try fresh.add(constraint) }
            for constraint in required {
                #expect(violation(of: constraint, in: solver) < 1e-7)
            }
            for priority in [750, 500, 250] {
                // The updated solver's constraints read their old constants: measure violations
                // on the rebuilt ones, which hold the new constants.
                let incremental = rebuilt.enumerated().filter { $0.element.priority.value == priority }
                    .reduce(0.0) { $0 + violation(of: $1.element, in: solver) }
                let reference = rebuilt.filter { $0.priority.value == priority }.reduce(0.0) { $0 + violation(of: $1, in: fresh) }
                #expect(abs(incremental - reference) < 1e-6, "priority \(priority): \(incremental) vs fresh \(reference)")
            }
        }
        live.removeAll()
    }

    @Test func requiredConstantsAreNotMovedInPlace() throws {
        let x = Variable("x")
        let solver = Solver()
        let pin = x == 10
        try solver.add(pin)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: pin, to: -20) }
        #expect(solver.value(of: x) == 10)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: x >= 1, to: 0) }
    }
}
