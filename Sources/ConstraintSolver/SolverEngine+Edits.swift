// Edit variables: values that change often (a root width while a window resizes) and are
// re-solved incrementally with the dual simplex instead of rebuilding the tableau.

extension SolverEngine {
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(variable.linearExpression, .equal, priority: priority, label: "edit \(variable)")
        try add(constraint)
        edits[key] = EditRecord(constraint: constraint, suggestedValue: 0)
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard var edit = edits[key], let record = record(of: edit.constraint), let minus = record.other else {
            throw .unknownEditVariable(variable)
        }
        solveIfNeeded()  // the dual simplex starts from an optimal basis
        valueCache.invalidate()
        let delta = value - edit.suggestedValue
        edit.suggestedValue = value
        edits[key] = edit
        infeasible.removeAll()
        let plus = record.marker
        if tableau.isBasic(plus) {
            if tableau.shiftConstant(ofRowOf: plus, by: -delta) < 0 { infeasible.append(plus) }
        } else if tableau.isBasic(minus) {
            if tableau.shiftConstant(ofRowOf: minus, by: delta) < 0 { infeasible.append(minus) }
        } else {
            for basic in tableau.rows(containing: plus) {
                let coefficient = tableau.row(of: basic)?.coefficient(for: plus) ?? 0
                let constant = tableau.shiftConstant(ofRowOf: basic, by: delta * coefficient)
                if constant < 0 && tableau.kind(of: basic).isRestricted { infeasible.append(basic) }
            }
        }
        dualOptimize()
    }
}
