import HeapModule

/// The incremental simplex behind `Solver`: kiwi's algorithm (Badros, Borning and Stuckey's
/// Cassowary) with a lexicographic objective for strict priorities, lazily substituted
/// definition rows with a column index, rollback of failed additions, and conflict sets.
struct SolverEngine {
    struct ConstraintRecord {
        let constraint: Constraint
        /// The slack, error or dummy symbol that tracks the constraint in the tableau.
        let marker: Symbol
        /// The second error symbol of a non-required constraint.
        let other: Symbol?
        /// The objective level of a non-required constraint.
        let slot: Int?
        /// The marker's coefficient in the constraint's own equation, and the equation's
        /// current constant (`updateConstant` changes it).
        let markerCoefficient: Double
        var constant: Double
    }

    var tableau = Tableau()
    var objective = Objective()
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: Row?
    /// Symbols whose reduced cost went negative; stale entries are skipped when popped.
    var candidates = Heap<Symbol>()
    /// Restricted rows whose constant went negative (dual simplex work list).
    var infeasible: [Symbol] = []
    var needsOptimizing = false
    var valueCache = ValueCache()
    var evaluationPlan: EvaluationPlan?

    private(set) var symbolOfVariable = ClaimTable()
    /// Every variable the solver has seen, in the order it first saw them.
    private(set) var variables: [(variable: Variable, symbol: Symbol)] = []
    /// Every constraint's record, densely; `recordIndex` finds one by the constraint.
    var records: [ConstraintRecord] = []  // internal for SolverEngine+Constants.swift
    var recordIndex = ClaimTable()
    /// Marker symbol → the index of its constraint's record; −1 for other symbols. Indices,
    /// not references: growing a trivial array is a memset, not a retain per element.
    private var recordOfMarker: [Int32] = []
    /// Edit variable → its constraint, `variable == -constant` at the edit's priority.
    var edits: [ObjectIdentifier: Constraint] = [:]

    // MARK: Adding and removing constraints

    mutating func add(_ constraint: Constraint) throws(SolverError) {
        guard recordIndex[constraint] == nil else {
            throw .duplicateConstraint(constraint)
        }
        valueCache.invalidate()
        let symbolCountBefore = tableau.symbolCount
        let variableCountBefore = variables.count
        var (row, record) = makeRow(for: constraint)

        if let subject = lazySubject(in: row) {
            // A variable nothing else mentions yet: define it by this row as it stands.
            row.solve(for: subject)
            tableau.install(row, basic: subject)
        } else {
            row = tableau.expanded(row)
            if row.constant < 0 { row.negate() }
            if let subject = subject(in: row, record) {
                row.solve(for: subject)
                substitute(subject, with: row)
                tableau.install(row, basic: subject)
            } else if row.hasOnlyDummies(kinds: tableau.kinds) {
                guard row.constant.isNearZero else {
                    let conflict = [constraint] + constraints(markedIn: row)
                    forgetSymbols(from: symbolCountBefore, variablesFrom: variableCountBefore)
                    throw .unsatisfiable(constraint, conflicting: conflict)
                }
                // Redundant with required equalities already present: keep it for removal.
                row.solve(for: record.marker)
                substitute(record.marker, with: row)
                tableau.install(row, basic: record.marker)
            } else {
                try addWithArtificialVariable(
                    row, for: constraint, symbolCountBefore: symbolCountBefore,
                    variableCountBefore: variableCountBefore)
            }
        }
        if record.marker >= recordOfMarker.count {
            let count = Swift.max(tableau.symbolCount, 2 * recordOfMarker.count)
            recordOfMarker += [Int32](repeating: -1, count: count - recordOfMarker.count)
        }
        recordOfMarker[record.marker] = Int32(truncatingIfNeeded: records.count)
        recordIndex.set(records.count, for: constraint)
        records.append(record)
        needsOptimizing = true
    }

    mutating func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex.remove(constraint) else {
            throw .unknownConstraint(constraint)
        }
        let record = records[index]
        let last = records.removeLast()
        if index < records.count {
            records[index] = last
            recordIndex.set(index, for: last.constraint)
            recordOfMarker[last.marker] = Int32(truncatingIfNeeded: index)
        }
        valueCache.invalidate()
        recordOfMarker[record.marker] = -1
        // Take the errors out of the objective before pivoting, or the substitutions below
        // would carry them into other rows' costs.
        if let slot = record.slot {
            for error in [record.marker, record.other].compactMap({ $0 }) where tableau.kind(of: error) == .error {
                if let row = tableau.row(of: error) {
                    objective.add(row, times: -1, slot: slot)
                    for (symbol, _) in row.cells { noteCostChange(symbol) }
                } else {
                    objective.add(error, times: -1, slot: slot)
                    noteCostChange(error)
                }
            }
        }
        if let row = tableau.uninstall(basic: record.marker) {
            // Definition rows may refer to the marker while it is basic: they take its row.
            for basic in tableau.rows(containing: record.marker) {
                tableau.substitute(record.marker, with: row, inRowOf: basic)
            }
        } else {
            // A definition row can hold the marker directly while its references cancel it
            // out: expanded first, the rows that hold the marker are those that use it.
            for basic in tableau.rows(containing: record.marker) where tableau.kind(of: basic) == .external {
                tableau.expandDefinition(of: basic)
            }
            guard let leaving = markerLeavingRow(for: record.marker),
                var row = tableau.uninstall(basic: leaving)
            else { return }
            row.solve(for: record.marker, replacing: leaving)
            // The marker goes away for good: every row that holds it takes its row.
            substitute(record.marker, with: row, becomingBasic: false)
        }
        needsOptimizing = true
    }

    func contains(_ constraint: Constraint) -> Bool { recordIndex[constraint] != nil }

    func record(of constraint: Constraint) -> ConstraintRecord? {
        recordIndex[constraint].map { records[$0] }
    }

    // MARK: Values

    /// Optimizes if anything changed since the last time.
    mutating func solveIfNeeded() {
        guard needsOptimizing else { return }
        valueCache.invalidate()
        optimize()
        needsOptimizing = false
    }

    /// The values of many variables at once: one linear pass over a cached plan.
    mutating func values(of variables: [Variable]) -> [Double] {
        solveIfNeeded()
        if evaluationPlan?.version != tableau.structureVersion { evaluationPlan = EvaluationPlan(tableau) }
        guard let plan = evaluationPlan else { return [] }
        let all = plan.evaluate(tableau)
        return variables.map { symbol(of: $0).map { all[$0] } ?? 0 }
    }

    /// The variable's value in the optimal solution; 0 for a variable never seen.
    mutating func value(of variable: Variable) -> Double {
        guard let symbol = symbol(of: variable) else { return 0 }
        solveIfNeeded()
        return tableau.value(of: symbol, cache: &valueCache)
    }

    func symbol(of variable: Variable) -> Symbol? { symbolOfVariable[variable] }

    // MARK: Building rows

    /// The row `expression + markers = 0` for a constraint, with its markers made and its
    /// errors entered in the objective. Basic variables stay as references.
    private mutating func makeRow(for constraint: Constraint) -> (Row, ConstraintRecord) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant, capacity: expression.terms.count + 2)
        for term in expression.terms {
            row.add(symbolRegistering(term.variable), times: term.coefficient)
        }
        let slot = constraint.priority.isRequired ? nil : objective.slot(for: constraint.priority)
        let marker: Symbol
        var other: Symbol?
        var markerCoefficient = 1.0
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            marker = tableau.makeSymbol(.slack)
            markerCoefficient = sign
            row.add(marker, times: sign)
            if let slot {
                let error = tableau.makeSymbol(.error)
                other = error
                row.add(error, times: -sign)
                objective.add(error, times: 1, slot: slot)
            }
        case .equal:
            if let slot {
                marker = tableau.makeSymbol(.error)  // expression = plus - minus
                markerCoefficient = -1
                let minus = tableau.makeSymbol(.error)
                other = minus
                row.add(marker, times: -1)
                row.add(minus, times: 1)
                objective.add(marker, times: 1, slot: slot)
                objective.add(minus, times: 1, slot: slot)
            } else {
                marker = tableau.makeSymbol(.dummy)
                row.add(marker, times: 1)
            }
        }
        let record = ConstraintRecord(
            constraint: constraint, marker: marker, other: other, slot: slot, markerCoefficient: markerCoefficient,
            constant: expression.constant)
        return (row, record)
    }

    private mutating func symbolRegistering(_ variable: Variable) -> Symbol {
        if let symbol = symbolOfVariable[variable] { return symbol }
        let symbol = tableau.makeSymbol(.external)
        symbolOfVariable.set(symbol, for: variable)
        variables.append((variable, symbol))
        return symbol
    }

    /// A parametric variable that no row holds: the row can define it without expanding.
    private func lazySubject(in row: Row) -> Symbol? {
        // Cells are in symbol order: the first match is the smallest.
        for (symbol, _) in row.cells
        where tableau.kind(of: symbol) == .external && !tableau.isBasic(symbol) && !tableau.occurs(symbol) {
            return symbol
        }
        return nil
    }

    /// kiwi's choice of subject for a fully expanded row: a variable, else a marker that can
    /// be solved for while keeping the row's value non-negative.
    private func subject(in row: Row, _ record: ConstraintRecord) -> Symbol? {
        for (symbol, _) in row.cells where tableau.kind(of: symbol) == .external { return symbol }
        func isUsable(_ candidate: Symbol) -> Bool {
            tableau.kind(of: candidate).isPivotable && row.coefficient(for: candidate) < 0
        }
        if isUsable(record.marker) { return record.marker }
        if let other = record.other, isUsable(other) { return other }
        return nil
    }

    /// Phase one of the two-phase simplex for a row with no usable subject: minimise an
    /// artificial variable standing for the row. If it cannot reach zero the constraint is
    /// unsatisfiable, the final artificial row names the constraints that prove it, and every
    /// change is undone.
    private mutating func addWithArtificialVariable(
        _ row: Row, for constraint: Constraint, symbolCountBefore: Int, variableCountBefore: Int
    ) throws(SolverError) {
        tableau.beginTransaction()
        objective.startRecording()
        let savedCandidates = candidates
        let artificialSymbol = tableau.makeSymbol(.slack)
        tableau.install(row, basic: artificialSymbol)
        artificial = row
        optimizeArtificial()
        let certificate = artificial ?? Row()
        artificial = nil

        var satisfied = certificate.constant.isNearZero
        if satisfied, var artificialRow = tableau.uninstall(basic: artificialSymbol), !artificialRow.cells.isEmpty {
            if let entering = artificialRow.sortedCells.first(where: { tableau.kind(of: $0.symbol).isPivotable })?.symbol {
                artificialRow.solve(for: entering, replacing: artificialSymbol)
                substitute(entering, with: artificialRow)
                tableau.install(artificialRow, basic: entering)
            } else {
                satisfied = false
            }
        }
        guard satisfied else {
            let conflict = [constraint] + constraints(markedIn: certificate)
            tableau.rollBackTransaction()
            objective.stopRecording(undo: true)
            candidates = savedCandidates
            forgetSymbols(from: symbolCountBefore, variablesFrom: variableCountBefore)
            throw .unsatisfiable(constraint, conflicting: conflict)
        }
        // The artificial variable is parametric (zero) now: drop its column.
        for basic in tableau.rows(containing: artificialSymbol) {
            tableau.substitute(artificialSymbol, with: Row(), inRowOf: basic)
        }
        _ = objective.substitute(artificialSymbol, with: Row())
        tableau.commitTransaction()
        objective.stopRecording(undo: false)
    }

    /// The required constraints whose markers a derived row holds: the equations it combines.
    private func constraints(markedIn row: Row) -> [Constraint] {
        row.sortedCells.compactMap { cell in
            let kind = tableau.kind(of: cell.symbol)
            guard kind == .slack || kind == .dummy, cell.symbol < recordOfMarker.count,
                recordOfMarker[cell.symbol] >= 0
            else { return nil }
            let constraint = records[Int(recordOfMarker[cell.symbol])].constraint
            return constraint.priority.isRequired ? constraint : nil
        }
    }

    /// Undoes the symbols and variables registered by a failed addition.
    private mutating func forgetSymbols(from symbolCount: Int, variablesFrom variableCount: Int) {
        for (variable, _) in variables[variableCount...] {
            symbolOfVariable.remove(variable)
        }
        variables.removeSubrange(variableCount...)
        tableau.truncateSymbols(to: symbolCount)
        if recordOfMarker.count > symbolCount { recordOfMarker.removeSubrange(symbolCount...) }
    }
}
