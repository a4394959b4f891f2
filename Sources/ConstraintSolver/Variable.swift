import Synchronization

/// An unknown of the linear system: a view's left edge, a content height, a root width.
///
/// A variable has identity: two variables with the same name are still different unknowns.
/// Its value is read from the solver that holds it (`Solver.value(of:)`).
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for messages and debugging; it plays no part in solving.
    public let name: String
    /// What the variable belongs to in the caller's model (a view's id), so that a conflict
    /// or an ambiguity can be reported by owner without taking names apart; it plays no part
    /// in solving (kiwi's variable context).
    public let owner: String?
    /// The symbol the first solver that took the variable gave it (see `ClaimTable`).
    let claim = Atomic<UInt64>(0)

    /// Creates a variable with a name used in messages and debugging, and the owner the
    /// caller reports it by.
    public init(_ name: String = "", owner: String? = nil) {
        self.name = name
        self.owner = owner
    }

    public var description: String { name.isEmpty ? "v\(ObjectIdentifier(self).hashValue)" : name }
}
