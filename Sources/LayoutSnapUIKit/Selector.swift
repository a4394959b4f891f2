#if !canImport(ObjectiveC)
/// A method's name, as Objective-C's `Selector`, for UIKit's target-action API. Swift off
/// Apple platforms has no `#selector`, so a selector is made from the name:
/// `Selector("save")`, or a string literal where a `Selector` is expected. Nothing calls it
/// here (a snapshot taps nothing); it is kept so that the wiring compiles.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}
#endif

/// A target and an action as UIKit keeps them: the target weakly.
struct TargetAction {
    weak var target: AnyObject?
    var action: Selector

    init(_ target: Any?, _ action: Selector) {
        self.target = target as AnyObject?
        self.action = action
    }

    /// Whether this pair is the one `target` and `action` name (nil matches anything, as in
    /// UIKit's `removeTarget`).
    func matches(_ target: Any?, _ action: Selector?) -> Bool {
        (target == nil || self.target === (target as AnyObject?)) && (action == nil || self.action == action)
    }
}
