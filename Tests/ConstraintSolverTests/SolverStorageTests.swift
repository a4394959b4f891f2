@testable import ConstraintSolver
import Synchronization
import Foundation
import Testing

/// The solver's own containers (identity table, claims, columns) against Swift's, under random
/// operations, and variables and constraints shared between solvers, which the claims must
/// keep apart.
@Suite struct SolverStorageTests {
    /// A small deterministic generator, so that a failure names a seed that reproduces it.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state ^ (state >> 29)
        }
    }

    @Test(arguments: 0..<8) func identityTableAgreesWithDictionary(seed: UInt64) {
        var random = Generator(state: seed)
        let objects = (0..<300).map { Variable("o\($0)") }
        var table = IdentityTable()
        var reference: [ObjectIdentifier: Int] = [:]
        for step in 0..<4000 {
            let key = ObjectIdentifier(objects[Int.random(in: 0..<objects.count, using: &random)])
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                table[key] = step
                reference[key] = step
            case 1:
                #expect(table.removeValue(forKey: key) == reference.removeValue(forKey: key), "seed \(seed) step \(step)")
            default:
                #expect(table[key] == reference[key], "seed \(seed) step \(step)")
            }
            #expect(table.count == reference.count)
        }
        for object in objects {
            #expect(table[ObjectIdentifier(object)] == reference[ObjectIdentifier(object)], "seed \(seed)")
        }
    }

    @Test(arguments: 0..<8) func columnAgreesWithSet(seed: UInt64) {
        var random = Generator(state: seed)
        var column = Column()
        var reference = Set<Symbol>()
        // Up to 90 rows: through the inline slots, the array and the set.
        let range = seed % 2 == 0 ? 0..<8 : 0..<90
        for _ in 0..<3000 {
            let row = Int.random(in: range, using: &random)
            if Bool.random(using: &random) {
                column.insert(row)
                reference.insert(row)
            } else {
                column.remove(row)
                reference.remove(row)
            }
            #expect(Array(column.sorted) == reference.sorted(), "seed \(seed)")
            var visited: [Symbol] = []
            column.forEach { visited.append($0) }
            #expect(visited.sorted() == reference.sorted())
            #expect(column.isEmpty == reference.isEmpty)
        }
    }

    @Test func variablesSharedBetweenSolversKeepEachSolversValues() throws {
        let x = Variable("x"), y = Variable("y")
        let first = Solver(), second = Solver()
        try first.add(x == 10)
        // The second solver meets x after the first claimed it, and y first.
        try second.add(y == 3)
        try second.add(x == y + 4)
        try first.add(y == x * 2)
        #expect(first.value(of: x) == 10 && first.value(of: y) == 20)
        #expect(second.value(of: x) == 7 && second.value(of: y) == 3)
        // A third solver, made after the first two are gone, still starts from nothing.
        let third = Solver()
        #expect(third.value(of: x) == 0)
        try third.add(x == 1)
        #expect(third.value(of: x) == 1)
    }

    @Test func aConstraintInTwoSolversIsRemovedFromEachOnItsOwn() throws {
        let x = Variable("x")
        let pin = x == 5, floor = x >= 8
        let first = Solver(), second = Solver()
        try first.add(pin)
        try second.add(floor)
        try second.add(pin.withPriority(.high))
        try first.add(floor.withPriority(.low))
        #expect(first.contains(pin) && !first.contains(floor) && second.contains(floor) && !second.contains(pin))
        #expect(throws: SolverError.self) { try first.add(pin) }
        // A constraint the second solver claimed goes in the first one's table.
        let shared = x <= 100
        try second.add(shared)
        try first.add(shared)
        try first.remove(shared)
        #expect(!first.contains(shared) && second.contains(shared))
        #expect(throws: SolverError.self) { try first.remove(shared) }
        try first.add(shared)
        #expect(first.contains(shared))
    }

    @Test func removalsMoveRecordsWithoutLosingAny() throws {
        let variables = (0..<40).map { Variable("v\($0)") }
        let solver = Solver()
        var constraints = variables.enumerated().map { $0.element == Double($0.offset) }
        for constraint in constraints { try solver.add(constraint) }
        var random = Generator(state: 7)
        while let index = constraints.indices.randomElement(using: &random), constraints.count > 5 {
            try solver.remove(constraints.remove(at: index))
            for constraint in constraints { #expect(solver.contains(constraint)) }
        }
        for constraint in constraints {
            try solver.remove(constraint)
            try solver.add(constraint)
        }
        for (offset, variable) in variables.enumerated() where constraints.contains(where: { $0.expression.terms[0].variable === variable }) {
            #expect(solver.value(of: variable) == Double(offset))
        }
    }

    @Test func solversOnSeveralThreadsShareVariablesSafely() {
        let shared = (0..<50).map { Variable("s\($0)") }
        let results = Mutex<[Double]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            let solver = Solver()
            var previous: Variable?
            for variable in shared {
                if let previous {
                    try? solver.add(variable == previous + Double(worker))
                } else {
                    try? solver.add(variable == 0)
                }
                previous = variable
            }
            let last = solver.value(of: shared[shared.count - 1])
            results.withLock { $0.append(last - Double(49 * worker)) }
        }
        #expect(results.withLock { $0 } == Array(repeating: 0, count: 8))
    }
}
