/// An incremental linear constraint solver for layout: add and remove constraints, move edit
/// variables, and read every variable's value.
///
/// The solver minimises constraint violations priority by priority: required constraints
/// always hold; below that, no number of violations at one priority is ever traded for a
/// violation at a higher one. A request it refuses throws a `SolverError` and leaves it exactly
/// as it was.
///
/// ```swift
/// let solver = Solver()
/// let left = Variable("left"), width = Variable("width")
/// try solver.add(left == 16)
/// try solver.add(left + width + 16 == 375)
/// try solver.add((width >= 400).withPriority(.high))
/// solver.value(of: width)  // 343
/// ```
public final class Solver {
    var engine = SolverEngine()  // internal for white-box tests

    /// Creates an empty solver.
    public init() {}

    /// Adds a constraint.
    /// - Throws: `SolverError.duplicateConstraint` if it was added before;
    ///   `SolverError.unsatisfiable` if it is required and contradicts the required constraints
    ///   already present, naming a conflicting set of them.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try engine.add(constraint)
    }

    /// Removes a constraint added before.
    /// - Throws: `SolverError.unknownConstraint` if the solver does not hold it.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        try engine.remove(constraint)
    }

    /// Whether the solver holds the constraint.
    public func contains(_ constraint: Constraint) -> Bool {
        engine.contains(constraint)
    }

    /// Moves a constraint's constant to `constant` (the constant of its `expression`, which
    /// is the left side minus the right side) and re-solves incrementally with the dual
    /// simplex. The `Constraint` value keeps reading the constant it was made with; the solver
    /// holds the new one.
    /// - Throws: `SolverError.unknownConstraint`; `SolverError.requiredConstantUpdate` when a
    ///   required constraint's new constant contradicts the other required constraints (the
    ///   solver is then unchanged).
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) {
        try engine.updateConstant(of: constraint, to: constant)
    }

    /// Makes a variable an edit variable, whose value `suggestValue(_:for:)` moves; the
    /// suggestion holds at `priority`, which must be below required.
    /// - Throws: `SolverError.duplicateEditVariable`, `SolverError.requiredEditVariable`.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try engine.addEditVariable(variable, priority: priority)
    }

    /// Stops a variable being an edit variable.
    /// - Throws: `SolverError.unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try engine.removeEditVariable(variable)
    }

    /// Whether the variable is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        engine.hasEditVariable(variable)
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex).
    /// - Throws: `SolverError.unknownEditVariable`.
    public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        try engine.suggestValue(value, for: variable)
    }

    /// The variable's value in the current solution; 0 for a variable the solver has not seen.
    public func value(of variable: Variable) -> Double {
        engine.value(of: variable)
    }

    /// The values of several variables in the current solution, in order.
    public func values(of variables: [Variable]) -> [Double] {
        // A few values: read lazily. Many: one pass over every definition is cheaper.
        variables.count < 64 ? variables.map { engine.value(of: $0) } : engine.values(of: variables)
    }

    /// The value of an expression in the current solution.
    public func value(of expression: LinearExpression) -> Double {
        expression.value { engine.value(of: $0) }
    }

    /// Every variable the solver has seen, in the order it first saw them.
    public var variables: [Variable] { engine.variables.map(\.variable) }

    /// The variables the constraints and priorities leave undetermined: another solution,
    /// just as good at every priority, gives them other values. Determined systems give none.
    public func ambiguousVariables() -> [Variable] {
        engine.ambiguousVariables()
    }
}
