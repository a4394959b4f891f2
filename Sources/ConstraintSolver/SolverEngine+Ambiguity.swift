// Which variables the constraints and priorities leave undetermined.
//
// At an optimum every basic variable is `constant + Σ coefficient * parameter`. A parameter
// is free when it can move without violating a constraint or worsening the objective at any
// priority: a parametric user variable (nothing pins it), or a slack or error with zero
// reduced cost at every level that no restricted row stops from growing. A variable is
// ambiguous when it depends on a free parameter.

extension SolverEngine {
    /// Past this many free parameters in one variable's dependence, it is reported ambiguous
    /// without checking whether the dependences cancel (they practically never do), which keeps
    /// long chains of undetermined views linear.
    private static let dependenceLimit = 64

    mutating func ambiguousVariables() -> [Variable] {
        solveIfNeeded()
        var dependence: [Symbol: [Symbol: Double]] = [:]
        var saturated = Set<Symbol>()
        let free = freeParameters()
        for basic in tableau.definitionsInDependencyOrder() {
            guard let row = tableau.row(of: basic) else { continue }
            var sum: [Symbol: Double] = [:]
            var isSaturated = false
            for (symbol, coefficient) in row.sortedCells {
                if free.contains(symbol) {
                    sum[symbol, default: 0] += coefficient
                } else if tableau.isBasic(symbol) {
                    if saturated.contains(symbol) { isSaturated = true }
                    for (parameter, value) in dependence[symbol] ?? [:] {
                        sum[parameter, default: 0] += coefficient * value
                    }
                }
            }
            sum = sum.filter { !$0.value.isNearZero }
            if isSaturated || sum.count > Self.dependenceLimit {
                saturated.insert(basic)
            } else if !sum.isEmpty {
                dependence[basic] = sum
            }
        }
        return variables.filter { entry in
            tableau.isBasic(entry.symbol)
                ? saturated.contains(entry.symbol) || dependence[entry.symbol] != nil
                : true  // a parametric variable is itself free
        }.map(\.variable)
    }

    private func freeParameters() -> Set<Symbol> {
        var free = Set<Symbol>()
        for symbol in 0..<tableau.symbolCount where !tableau.isBasic(symbol) {
            switch tableau.kind(of: symbol) {
            case .external:
                free.insert(symbol)
            case .slack, .error:
                if objective.sign(of: symbol) == 0 && canGrow(symbol) { free.insert(symbol) }
            case .dummy:
                break
            }
        }
        return free
    }

    /// Whether a parametric restricted symbol can grow from zero without driving a restricted
    /// basic symbol negative.
    private func canGrow(_ symbol: Symbol) -> Bool {
        for basic in tableau.rows(containing: symbol) where tableau.kind(of: basic).isRestricted {
            guard let row = tableau.row(of: basic) else { continue }
            if row.coefficient(for: symbol) < 0 && row.constant.isNearZero { return false }
        }
        return true
    }
}
