// Edit variables: values that change often (a root width while a window resizes) and are
// re-solved incrementally with the dual simplex instead of rebuilding the tableau.

extension SolverEngine {
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let constraint = Constraint(variable.linearExpression, .equal, priority: priority, label: "edit \(variable)")
        try add(constraint)
        edits[key] = constraint
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(constraint)
    }

    func hasEditVariable(_ variable: Variable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// An edit constraint is `variable == 0` whose constant is minus the suggested value.
    mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable(variable) }
        try updateConstant(of: constraint, to: -value)
    }
}
