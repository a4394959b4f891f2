import ConstraintSolver
import Testing

/// Priorities are strictly ordered: no number of violations at one priority outweighs one
/// violation at a higher priority. (kiwi weighs strengths in one double, where two violations
/// at 998 beat one at 999.)
@Suite struct StrictPriorityTests {
    /// One `x == high @p` against `count` constraints `x == low @q`, q < p.
    private func solve(one p: Int, against count: Int, at q: Int) throws -> Double {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 100).withPriority(Priority(p)!))
        for _ in 0..<count { try solver.add((x == 50).withPriority(Priority(q)!)) }
        return solver.value(of: x)
    }

    @Test func oneAt999OutweighsAThousandAndOneAt998() throws {
        #expect(try solve(one: 999, against: 1001, at: 998) == 100)
    }

    @Test func oneAt2OutweighsAThousandAt1() throws {
        #expect(try solve(one: 2, against: 1000, at: 1) == 100)
    }

    @Test func everyAdjacentPairOfPrioritiesIsStrict() throws {
        // Each priority against many constraints one step below it, and the required level.
        for p in 2...999 {
            #expect(try solve(one: p, against: 40, at: p - 1) == 100, "priority \(p) against \(p - 1)")
        }
    }

    @Test func orderOfAdditionDoesNotMatter() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<200 { try solver.add((x == 50).withPriority(300)) }
        try solver.add((x == 100).withPriority(301))
        #expect(solver.value(of: x) == 100)
    }

    @Test func aLowerPriorityDecidesWhatTheHigherOnesLeaveOpen() throws {
        // @750 allows 30...60; among those, @500 wants 100 and @250 wants 0: 60 wins.
        let h = Variable("h")
        let solver = Solver()
        try solver.add((h >= 30).withPriority(750))
        try solver.add((h <= 60).withPriority(750))
        try solver.add((h == 100).withPriority(500))
        try solver.add((h == 0).withPriority(250))
        #expect(solver.value(of: h) == 60)
    }

    @Test func violationsAtOneLevelAreSummed() throws {
        // Within one priority the total violation is minimised: two votes for 10 beat one for 40.
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withPriority(500))
        try solver.add((x == 10).withPriority(500))
        try solver.add((x == 40).withPriority(500))
        #expect(solver.value(of: x) == 10)
    }

    @Test func requiredAlwaysWins() throws {
        let x = Variable("x")
        let solver = Solver()
        for _ in 0..<500 { try solver.add((x == 0).withPriority(999)) }
        try solver.add(x >= 10)
        #expect(solver.value(of: x) == 10)
    }
}

/// A long chain: rows expanded through hundreds of definitions (past the 64 cells a row sums
/// in place) and a container width held by hundreds of rows (past the 16 a column lists),
/// solved and edited, against the chain's closed form.
@Suite struct LongChainTests {
    @Test func aLongChainSolvesAndFollowsEditsExactly() throws {
        let solver = Solver()
        let width = Variable("width"), top = Variable("top")
        try solver.add(top == 0)
        var bottom: LinearExpression = top + 0
        var lefts: [Variable] = [], rights: [Variable] = []
        for index in 0..<300 {
            let y = Variable("y\(index)"), h = Variable("h\(index)"), left = Variable("l\(index)"), right = Variable("r\(index)")
            try solver.add(y == bottom + 8)
            try solver.add(h == 44)
            try solver.add(left == 16)
            try solver.add(right == width - 16)
            bottom = y + h
            lefts.append(left)
            rights.append(right)
        }
        let content = Variable("content")
        try solver.add(content == bottom + 8)
        try solver.addEditVariable(width, priority: 999)
        try solver.suggestValue(375, for: width)
        #expect(solver.value(of: content) == Double(300 * 52 + 8))
        #expect(rights.allSatisfy { solver.value(of: $0) == 359 } && lefts.allSatisfy { solver.value(of: $0) == 16 })
        try solver.suggestValue(320, for: width)
        #expect(rights.allSatisfy { solver.value(of: $0) == 304 })
        #expect(solver.value(of: content) == Double(300 * 52 + 8))
    }
}
