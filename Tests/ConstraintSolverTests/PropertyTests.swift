import ConstraintSolver
import Testing
import TestSupport

/// Invariants on random layout-like systems (chains of positions and sizes at mixed
/// priorities), built incrementally with additions, refused conflicts and removals:
/// - every required constraint holds;
/// - no single non-required constraint can be improved without worsening one of higher
///   priority (checked by asking the solver whether the improvement is feasible);
/// - a refused constraint changes no value;
/// - the incremental solver reaches the same violation at every priority as a fresh solver
///   given only the surviving constraints (optima may differ, their quality may not).
@Suite struct PropertyTests {
    private static let priorities = [250, 500, 750, 999]

    private func randomConstraint(_ xs: [Variable], _ random: inout SeededRandom) -> Constraint {
        let a = xs[Int.random(in: 0..<xs.count, using: &random)]
        let b = xs[Int.random(in: 0..<xs.count, using: &random)]
        let c = Double(Int.random(in: -40...120, using: &random))
        let expression: LinearExpression
        switch Int.random(in: 0..<4, using: &random) {
        case 0: expression = a - c
        case 1: expression = a - b - c
        case 2: expression = a + b - c
        default: expression = a - 2 * b - c
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        let required = Int.random(in: 0..<3, using: &random) == 0
        let priority = required ? Priority.required : Priority(Self.priorities.randomElement(using: &random)!)!
        return Constraint(expression, relation, priority: priority)
    }

    /// Σ violations per priority, highest first.
    private func violationProfile(_ constraints: [Constraint], _ solver: Solver) -> [Double] {
        Self.priorities.reversed().map { p in
            constraints.filter { $0.priority.value == p }.reduce(0) { $0 + violation(of: $1, in: solver) }
        }
    }

    @Test(arguments: 0..<60)
    func randomSystemsKeepTheirInvariants(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 1)
        let xs = (0..<Int.random(in: 3...12, using: &random)).map { Variable("x\($0)") }
        let solver = Solver()
        var live: [Constraint] = []
        for _ in 0..<Int.random(in: 5...40, using: &random) {
            if !live.isEmpty && Int.random(in: 0..<5, using: &random) == 0 {
                let removed = live.remove(at: Int.random(in: 0..<live.count, using: &random))
                try solver.remove(removed)
                continue
            }
            let constraint = randomConstraint(xs, &random)
            let before = xs.map { solver.value(of: $0) }
            if conflictingSet(adding: constraint, to: solver) == nil {
                live.append(constraint)
            } else {
                #expect(xs.map { solver.value(of: $0) } == before, "a refused constraint changed values")
            }
        }

        for constraint in live where constraint.priority.isRequired {
            #expect(violation(of: constraint, in: solver) < 1e-7, "required \(constraint) is violated")
        }

        let fresh = Solver()
        for constraint in live { try fresh.add(constraint) }
        for (a, b) in zip(violationProfile(live, solver), violationProfile(live, fresh)) {
            #expect(abs(a - b) < 1e-6, "incremental and fresh optima differ in quality")
        }

        // Lexicographic optimality, level by level.
        let profile = violationProfile(live, solver)
        for (level, p) in Self.priorities.reversed().enumerated() where profile[level] > 1e-6 {
            #expect(
                !canImproveLevel(p, by: min(1e-3, profile[level] / 2), profile: profile, constraints: live),
                "the total violation at priority \(p) can be reduced without hurting a higher one")
        }
    }

    @Test(arguments: 0..<40)
    func randomViewChainsKeepTheirInvariants(seed: Int) throws {
        // Views stacked in a container: positions chained to earlier views, sizes with
        // competing priorities, a container edge that follows the last view, and removals.
        var random = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let count = Int.random(in: 5...40, using: &random)
        let tops = (0..<count).map { Variable("top\($0)") }, heights = (0..<count).map { Variable("height\($0)") }
        let containerHeight = Variable("container")
        var live: [Constraint] = [tops[0] == 0]
        for index in 1..<count {
            let anchor = Int.random(in: max(0, index - 3)..<index, using: &random)
            let gap = Double(Int.random(in: 0...16, using: &random))
            live.append(tops[index] == tops[anchor] + heights[anchor] + gap)
        }
        for height in heights {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let value = Double(Int.random(in: 10...100, using: &random))
                let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
                let priority = Priority(Self.priorities.randomElement(using: &random)!)!
                live.append(Constraint(height - value, relation, priority: priority))
            }
            live.append(height >= 0)
        }
        live.append(containerHeight == tops[count - 1] + heights[count - 1] + 8)
        live.append((containerHeight <= Double(Int.random(in: 200...4000, using: &random))).withPriority(999))
        live.shuffle(using: &random)

        let solver = Solver()
        var kept: [Constraint] = []
        for constraint in live {
            if conflictingSet(adding: constraint, to: solver) == nil { kept.append(constraint) }
        }
        for _ in 0..<Int.random(in: 0...(kept.count / 3), using: &random) {
            try solver.remove(kept.remove(at: Int.random(in: 0..<kept.count, using: &random)))
            if Bool.random(using: &random) { _ = solver.value(of: containerHeight) }  // solve mid-way
        }

        for constraint in kept where constraint.priority.isRequired {
            #expect(violation(of: constraint, in: solver) < 1e-7, "required \(constraint) is violated")
        }
        let fresh = Solver()
        for constraint in kept { try fresh.add(constraint) }
        let profile = violationProfile(kept, solver)
        for (a, b) in zip(profile, violationProfile(kept, fresh)) {
            #expect(abs(a - b) < 1e-6, "incremental and fresh optima differ in quality")
        }
        for (level, p) in Self.priorities.reversed().enumerated() where profile[level] > 1e-6 {
            #expect(!canImproveLevel(p, by: min(1e-3, profile[level] / 2), profile: profile, constraints: kept))
        }
    }

    /// Whether the total violation at priority `p` can drop by `step` while required
    /// constraints hold and the total at each higher priority is no worse than `profile` says.
    /// Each violation is bounded by an auxiliary variable, which keeps the probe linear.
    private func canImproveLevel(
        _ p: Int, by step: Double, profile: [Double], constraints: [Constraint]
    ) -> Bool {
        let probe = Solver()
        var bounds: [Constraint] = []
        for (level, priority) in Self.priorities.reversed().enumerated() where priority >= p {
            var total = LinearExpression()
            for constraint in constraints where constraint.priority.value == priority {
                let slack = Variable("violation")
                let e = constraint.expression
                bounds.append(slack >= 0)
                switch constraint.relation {
                case .equal: bounds += [slack >= e, slack >= -e]
                case .lessThanOrEqual: bounds.append(slack >= e)
                case .greaterThanOrEqual: bounds.append(slack >= -e)
                }
                total = total + slack
            }
            let limit = priority == p ? profile[level] - step : profile[level] + 1e-9
            bounds.append(total <= limit)
        }
        for constraint in constraints where constraint.priority.isRequired {
            bounds.append(Constraint(constraint.expression, constraint.relation))
        }
        return bounds.allSatisfy { conflictingSet(adding: $0, to: probe) == nil }
    }
}
