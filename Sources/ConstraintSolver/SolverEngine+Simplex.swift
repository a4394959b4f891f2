// Pivoting and the primal and dual simplex loops. Every choice breaks ties by symbol number,
// so the same constraints always give the same basis and the same values.

extension SolverEngine {
    /// Replaces `symbol` by the right side of `definition` in the restricted rows and the
    /// objectives, and in the definition rows too unless `symbol` is about to become basic.
    ///
    /// A definition row may refer to a basic symbol (see `Tableau`), so when `symbol` is
    /// installed with `definition` the definition rows that hold it can keep the reference:
    /// `definition` holds only parametric symbols, so no cycle can form. Substituting there
    /// instead made every view's row in a chain grow with everything above it (a stack of
    /// 1,000 labels kept three rows of 3,000 cells, each rewritten on every pivot).
    mutating func substitute(_ symbol: Symbol, with definition: Row, becomingBasic: Bool = true) {
        for basic in tableau.rows(containing: symbol) where !becomingBasic || tableau.kind(of: basic).isRestricted {
            tableau.substitute(symbol, with: definition, inRowOf: basic)
            if tableau.kind(of: basic).isRestricted, let row = tableau.row(of: basic), row.constant < 0 {
                infeasible.append(basic)
            }
        }
        if objective.substitute(symbol, with: definition) {
            for (touched, _) in definition.cells { noteCostChange(touched) }
        }
        artificial?.substitute(symbol, with: definition) { _, _ in }
    }

    /// Makes `entering` basic in place of `leaving`.
    mutating func pivot(entering: Symbol, leaving: Symbol) {
        guard var row = tableau.uninstall(basic: leaving) else { return }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        tableau.install(row, basic: entering)
    }

    /// Remembers a symbol whose reduced cost may have become negative.
    mutating func noteCostChange(_ symbol: Symbol) {
        if tableau.kind(of: symbol).isPivotable, objective.sign(of: symbol) < 0 {
            candidates.insert(symbol)
        }
    }

    /// Primal simplex on the lexicographic objective, from a feasible basis.
    mutating func optimize() {
        while let entering = nextEnteringSymbol() {
            guard let leaving = leavingRow(for: entering) else {
                // Cannot happen while every cost is a sum of non-negative errors: the
                // objective is bounded below. Dropping the candidate keeps the solver usable.
                assertionFailure("unbounded objective")
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private mutating func nextEnteringSymbol() -> Symbol? {
        while let symbol = candidates.popMin() {
            if symbol < tableau.symbolCount, tableau.kind(of: symbol).isPivotable, !tableau.isBasic(symbol),
                objective.sign(of: symbol) < 0
            {
                return symbol
            }
        }
        return nil
    }

    /// Phase one: minimise the artificial row.
    mutating func optimizeArtificial() {
        while let row = artificial,
            let entering = row.sortedCells.first(where: {
                $0.coefficient < -tolerance && tableau.kind(of: $0.symbol).isPivotable
            })?.symbol
        {
            guard let leaving = leavingRow(for: entering) else { return }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// The restricted row that first hits zero as `entering` grows (the ratio test).
    private func leavingRow(for entering: Symbol) -> Symbol? {
        var best: (symbol: Symbol, ratio: Double)?
        tableau.forEachRow(containing: entering) { basic in
            guard tableau.kind(of: basic).isRestricted, let row = tableau.row(of: basic) else { return }
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { return }
            let ratio = -row.constant / coefficient
            if isBetter(basic, ratio, than: best) { best = (basic, ratio) }
        }
        return best?.symbol
    }

    /// The row to pivot on so that a parametric marker becomes basic and can be dropped.
    func markerLeavingRow(for marker: Symbol) -> Symbol? {
        var decreasing: (symbol: Symbol, ratio: Double)?
        var increasing: (symbol: Symbol, ratio: Double)?
        var definition: Symbol?
        tableau.forEachRow(containing: marker) { basic in
            guard let row = tableau.row(of: basic) else { return }
            let coefficient = row.coefficient(for: marker)
            if !tableau.kind(of: basic).isRestricted {
                definition = Swift.min(definition ?? basic, basic)
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if isBetter(basic, ratio, than: decreasing) { decreasing = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if isBetter(basic, ratio, than: increasing) { increasing = (basic, ratio) }
            }
        }
        return decreasing?.symbol ?? increasing?.symbol ?? definition
    }

    /// Whether a row's ratio beats the best so far (none yet counts as beaten): a smaller
    /// ratio, or the same ratio on a lower symbol, so that the choice never depends on the
    /// order the rows are visited in.
    private func isBetter(_ symbol: Symbol, _ ratio: Double, than best: (symbol: Symbol, ratio: Double)?) -> Bool {
        guard let best else { return true }
        return ratio < best.ratio || (ratio == best.ratio && symbol < best.symbol)
    }

    /// Dual simplex: restores feasibility after edits changed row constants, keeping the
    /// objective optimal.
    /// Restores feasibility after constants moved; false when a row cannot be repaired (the
    /// required constraints contradict each other), which a non-required change never causes.
    @discardableResult
    mutating func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard let row = tableau.row(of: leaving), row.constant < 0, !row.constant.isNearZero else { continue }
            guard let entering = dualEnteringSymbol(for: row) else {
                infeasible.removeAll()
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    private func dualEnteringSymbol(for row: Row) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for (symbol, coefficient) in row.sortedCells
        where coefficient > 0 && tableau.kind(of: symbol) != .dummy {
            if let current = best {
                if objective.isRatio(of: symbol, coefficient, lessThan: current.symbol, current.coefficient) == true {
                    best = (symbol, coefficient)
                }
            } else {
                best = (symbol, coefficient)
            }
        }
        return best?.symbol
    }
}
