// Moving a constraint's constant in place: an edit's suggestion, or a UIKit constraint's
// `constant` changed after the layout was solved.

extension SolverEngine {
    /// Moves a constraint's constant and re-solves with the dual simplex, as an edit
    /// suggestion does: every row is a combination of the original equations, and the rows
    /// that hold the constraint's marker are exactly those that use its equation, in
    /// proportion to the marker's coefficient. A required constraint whose new constant the
    /// other required constraints contradict leaves the engine as it was and throws.
    mutating func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        guard let index = recordIndex[constraint] else { throw .unknownConstraint(constraint) }
        var record = records[index]
        solveIfNeeded()  // the dual simplex starts from an optimal basis
        // Copies share storage until written: only a required change pays for the undo.
        let saved = constraint.priority.isRequired ? self : nil
        valueCache.invalidate()
        let shift = (constant - record.constant) / record.markerCoefficient
        record.constant = constant
        records[index] = record
        infeasible.removeAll()
        var consistent = true
        if tableau.isBasic(record.marker) {
            let value = tableau.shiftConstant(ofRowOf: record.marker, by: -shift)
            if value < 0 { infeasible.append(record.marker) }
            // Only the marker's own row uses the equation: definition rows that refer to the
            // marker keep their values, so they take the opposite shift.
            for basic in tableau.rows(containing: record.marker) {
                let coefficient = tableau.row(of: basic)?.coefficient(for: record.marker) ?? 0
                _ = tableau.shiftConstant(ofRowOf: basic, by: coefficient * shift)
            }
            // A dummy is basic only in a row redundant with other equalities: it must stay 0.
            if tableau.kind(of: record.marker) == .dummy && !value.isNearZero { consistent = false }
        } else {
            for basic in tableau.rows(containing: record.marker) {
                let coefficient = tableau.row(of: basic)?.coefficient(for: record.marker) ?? 0
                let value = tableau.shiftConstant(ofRowOf: basic, by: coefficient * shift)
                if value < 0 && tableau.kind(of: basic).isRestricted { infeasible.append(basic) }
                if tableau.kind(of: basic) == .dummy && !value.isNearZero { consistent = false }
            }
        }
        if consistent { consistent = dualOptimize() }
        if let saved, !consistent {
            self = saved
            throw .requiredConstantUpdate(constraint)
        }
    }
}
