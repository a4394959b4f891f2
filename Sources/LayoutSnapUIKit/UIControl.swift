import LayoutSnapScenario

/// A control, as UIKit's `UIControl`: its state and actions. Actions are kept and never
/// sent (a snapshot taps nothing); UIKit's closure forms compile as they do on iOS, and
/// target-action does with a `Selector` made from the method's name.
@MainActor
open class UIControl: UIView {
    open var isEnabled = true { didSet { LayoutGeneration.advance() } }
    open var isSelected = false { didSet { LayoutGeneration.advance() } }
    open var isHighlighted = false { didSet { LayoutGeneration.advance() } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { LayoutGeneration.advance() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { LayoutGeneration.advance() } }
    private(set) var actions: [(UIAction, Event)] = []

    /// The state its flags make: `.normal` when none is set.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) { actions.append((action, controlEvents)) }

    private var targetActions: [(TargetAction, Event)] = []

    /// Keeps the target (weakly) and action for the events; never sent.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((TargetAction(target, action), controlEvents))
    }

    /// Forgets the matching pairs: a nil target or action matches any.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.removeAll { pair, events in pair.matches(target, action) && !events.isDisjoint(with: controlEvents) }
    }

    /// The names of the actions `target` has for the event, as UIKit reports them.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targetActions.filter { pair, events in pair.matches(target, nil) && events.contains(controlEvent) }.map { "\($0.0.action)" }
        return names.isEmpty ? nil : names
    }

    /// The control's kind-specific properties, on top of its default ones.
    func control(_ spec: ViewSpec) -> ControlSpec {
        var control = spec.control ?? ControlSpec(kind: modelKind)
        if let tint = tintColor { control.tint = tint.color }
        return control
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
}
