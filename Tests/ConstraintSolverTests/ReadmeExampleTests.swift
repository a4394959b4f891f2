import ConstraintSolver
import Testing

/// The README's solver example, verbatim, with its stated results.
@Suite struct ReadmeExampleTests {
    @Test func readmeExample() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width"), root = Variable("root.width")
        try solver.add(left == 16)
        try solver.add(left + width + 16 == root)
        try solver.add((width <= 300).withPriority(.high))
        try solver.addEditVariable(root, priority: 999)
        try solver.suggestValue(375, for: root)
        #expect(solver.value(of: width) == 343)
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func solverDocCommentExample() throws {
        let solver = Solver()
        let left = Variable("left"), width = Variable("width")
        try solver.add(left == 16)
        try solver.add(left + width + 16 == 375)
        try solver.add((width >= 400).withPriority(.high))
        #expect(solver.value(of: width) == 343)
    }
}
