/// How much a constraint matters, as in UIKit's `UILayoutPriority`: 1 to 1000, where 1000 is
/// required.
///
/// Priorities are strictly ordered: the solver never accepts a larger violation of one
/// constraint in exchange for any number of smaller violations at lower priorities.
public struct Priority: Comparable, Hashable, Sendable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// The number, from 1 to 1000.
    public let value: Int

    /// The priority `value`, or nil when it is outside 1...1000.
    public init?(_ value: Int) {
        guard (1...1000).contains(value) else { return nil }
        self.value = value
    }

    /// A priority written in code; it must lie in 1...1000.
    public init(integerLiteral value: Int) {
        precondition((1...1000).contains(value), "a priority lies in 1...1000, not \(value)")
        self.value = value
    }

    /// 1000: the constraint must hold.
    public static let required: Priority = 1000
    /// 750, UIKit's `defaultHigh` (the default compression resistance).
    public static let high: Priority = 750
    /// 250, UIKit's `defaultLow` (the default content hugging).
    public static let low: Priority = 250

    /// Whether this is the required priority.
    public var isRequired: Bool { value == 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    public var description: String { String(value) }
}
