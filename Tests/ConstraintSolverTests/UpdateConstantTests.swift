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

    /// Required constants move too (a layout's `constraint.constant = 20`): the result is a
    /// fresh solve's, and a constant the other required constraints contradict is refused with
    /// the solver left as it was.
    @Test(arguments: 0..<40)
    func requiredConstantsMoveOrAreRefusedUnchanged(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 3)
        let count = Int.random(in: 2...12, using: &random)
        let tops = (0..<count).map { Variable("top\($0)") }, heights = (0..<count).map { Variable("height\($0)") }
        // Kinds: 0 `top0 == v` twice (the second redundant), 1 gaps `top_i == top_i-1 + h + v`,
        // 2 floors `h >= v`, 3 the bottom `top_n + h_n <= v`.
        var movable: [(make: (Double) -> Constraint, value: Double)] = [
            ({ tops[0] == $0 }, 0), ({ tops[0] == $0 }, 0),
            ({ tops[count - 1] + heights[count - 1] <= $0 }, 2000),
        ]
        for index in 1..<count {
            movable.append(({ tops[index] == tops[index - 1] + heights[index - 1] + $0 }, Double(Int.random(in: 0...20, using: &random))))
        }
        for height in heights { movable.append(({ height >= $0 }, Double(Int.random(in: 0...50, using: &random)))) }
        let preferences = heights.map { ($0 == Double(Int.random(in: 10...300, using: &random))).withPriority(500) }
        func build(_ values: [Double]) throws -> (Solver, [Constraint]) {
            let solver = Solver()
            let constraints = zip(movable, values).map { $0.make($1) }
            for constraint in constraints + preferences { try solver.add(constraint) }
            return (solver, constraints)
        }
        let originals = movable.map(\.value)
        let (solver, live) = try build(originals)
        let all = tops + heights
        for _ in 0..<30 {
            let index = Int.random(in: 0..<movable.count, using: &random)
            let value = Double(Int.random(in: index < 2 ? -1...1 : 0...400, using: &random))
            var values = movable.map(\.value)
            values[index] = value
            let before = solver.values(of: all)
            let fresh = try? build(values)
            // Each constraint is `left - right - value REL 0` or `variable - value`: constant -value.
            let constant = live[index].expression.constant + originals[index] - value
            do {
                try solver.updateConstant(of: live[index], to: constant)
                guard let (reference, rebuilt) = fresh else {
                    Issue.record("moved \(live[index]) to \(value), which contradicts the others")
                    continue
                }
                movable[index].value = value
                for constraint in rebuilt { #expect(violation(of: constraint, in: solver) < 1e-7, "\(constraint)") }
                let incremental = preferences.reduce(0.0) { $0 + violation(of: $1, in: solver) }
                let expected = preferences.reduce(0.0) { $0 + violation(of: $1, in: reference) }
                #expect(abs(incremental - expected) < 1e-6)
            } catch {
                #expect(fresh == nil, "refused \(live[index]) → \(value), which a fresh solve accepts")
                #expect(solver.values(of: all) == before)
            }
        }
    }

    @Test func aContradictedRequiredConstantLeavesTheSolverAsItWas() throws {
        let x = Variable("x"), width = Variable("width")
        let solver = Solver()
        let pin = x == 10
        let floor = width >= 40
        try solver.add(pin)
        try solver.add(floor)
        try solver.add(x + width <= 100)
        try solver.updateConstant(of: pin, to: -20)
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: floor, to: -90) }
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: width) >= 40)
        #expect(throws: SolverError.self) { try solver.updateConstant(of: x >= 1, to: 0) }
    }
}
