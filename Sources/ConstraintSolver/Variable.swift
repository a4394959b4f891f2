/// An unknown of the linear system: a view's left edge, a content height, a root width.
///
/// A variable has identity: two variables with the same name are still different unknowns.
/// Its value is read from the solver that holds it (`Solver.value(of:)`).
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for messages and debugging; it plays no part in solving.
    public let name: String

    /// Creates a variable with a name used in messages and debugging.
    public init(_ name: String = "") {
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
