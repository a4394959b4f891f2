/// Why the solver refused a request. A refused request leaves the solver as it was.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint contradicts required constraints already added. `conflicting`
    /// holds a set of constraints that cannot hold together: the rejected one first, then the
    /// ones it contradicts.
    case unsatisfiable(Constraint, conflicting: [Constraint])
    /// The constraint was added before.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// An edit variable must have a priority below required.
    case requiredEditVariable(Variable)
    /// A required constraint's new constant contradicts the other required constraints; the
    /// solver keeps the old one (remove the constraint and add it anew to learn the conflict).
    case requiredConstantUpdate(Constraint)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint, let conflicting):
            let others = conflicting.dropFirst().map { "  \($0)" }.joined(separator: "\n")
            return "Unable to simultaneously satisfy constraints: \(constraint) conflicts with\n\(others)"
        case .duplicateConstraint(let constraint): return "constraint added twice: \(constraint)"
        case .unknownConstraint(let constraint): return "constraint not in the solver: \(constraint)"
        case .duplicateEditVariable(let variable): return "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
        case .requiredEditVariable(let variable):
            return "edit variable \(variable) needs a priority below required"
        case .requiredConstantUpdate(let constraint):
            return "the new constant of required constraint \(constraint) contradicts the other required constraints"
        }
    }
}
