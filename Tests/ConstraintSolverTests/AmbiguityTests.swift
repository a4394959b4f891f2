import ConstraintSolver
import Testing

/// `ambiguousVariables()` names what the constraints and priorities leave open.
@Suite struct AmbiguityTests {
    private func ambiguousNames(_ constraints: [Constraint]) throws -> [String] {
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        return solver.ambiguousVariables().map(\.name)
    }

    @Test func determinedSystemsReportNothing() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        #expect(try ambiguousNames([left == 16, left + width == right, right == 359]).isEmpty)
        // Determined by priorities rather than by required constraints.
        let h = Variable("h")
        #expect(try ambiguousNames([(h == 44).withPriority(250)]).isEmpty)
        #expect(try ambiguousNames([(h == 100).withPriority(999), (h == 50).withPriority(998)]).isEmpty)
        #expect(try ambiguousNames([h >= 30, (h <= 10).withPriority(500)]).isEmpty)
    }

    @Test func aSumWithoutItsPartsIsOpen() throws {
        let x = Variable("x"), y = Variable("y")
        #expect(try ambiguousNames([x + y == 10]) == ["x", "y"])
    }

    @Test func aLowerBoundAloneIsOpen() throws {
        let x = Variable("x")
        #expect(try ambiguousNames([x >= 10]) == ["x"])
    }

    @Test func aSatisfiedOptionalRangeIsOpen() throws {
        let x = Variable("x")
        #expect(try ambiguousNames([x >= 0, (x <= 10).withPriority(500)]) == ["x"])
    }

    @Test func tiedVotesAtOnePriorityAreOpen() throws {
        // Any x in 50...100 violates the two @500 constraints by 50 in total.
        let x = Variable("x")
        #expect(try ambiguousNames([(x == 100).withPriority(500), (x == 50).withPriority(500)]) == ["x"])
    }

    @Test func onlyTheBrokenPartOfAChainIsReported() throws {
        // A content view's height follows a stack of views, but one view's height is missing:
        // everything below it, and the content height, is open; what is above it is not.
        let top = (0..<4).map { Variable("top\($0)") }, height = (0..<4).map { Variable("height\($0)") }
        let contentHeight = Variable("contentHeight")
        var constraints = [top[0] == 8]
        for index in 0..<4 {
            if index > 0 { constraints.append(top[index] == top[index - 1] + height[index - 1] + 8) }
            if index != 2 { constraints.append(height[index] == 44) }
        }
        constraints.append(contentHeight == top[3] + height[3] + 8)
        #expect(try ambiguousNames(constraints) == ["top3", "height2", "contentHeight"])
    }
}
