import LayoutSnapScenario

// What real view files call that lays nothing out and draws nothing here: it compiles, and
// does what a snapshot needs (an animation block runs at once; a gesture recogniser is kept).

extension UIView {
    /// Runs `animations` at once (a snapshot shows the end state), then `completion`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }

    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    }

    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { gestureRecognizer.view = self }
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { gestureRecognizer.view = nil }

}

/// A gesture recogniser, kept and never fired; its targets and actions are kept too (off Apple
/// platforms a `Selector` is made from the method's name).
@MainActor
open class UIGestureRecognizer {
    public internal(set) weak var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    private var targetActions: [TargetAction] = []

    public init() {}

    public init(target: Any?, action: Selector?) {
        if let action { targetActions.append(TargetAction(target, action)) }
    }

    open func addTarget(_ target: Any, action: Selector) { targetActions.append(TargetAction(target, action)) }

    open func removeTarget(_ target: Any?, action: Selector?) { targetActions.removeAll { $0.matches(target, action) } }
}

@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

@MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
}

@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {}

/// The app, as far as view code reaches for it.
@MainActor
public final class UIApplication {
    public static let shared = UIApplication()
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: Any?) -> Bool { false }
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// Presentation styles: compile, present nothing.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, automatic = -2, none = -1
}

public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

/// A vector path, as UIKit's `UIBezierPath`: built and kept (masks and shadow paths are not drawn).
public final class UIBezierPath: @unchecked Sendable {
    public private(set) var bounds = CGRect.zero
    public var lineWidth: CGFloat = 1
    public init() {}
    public init(rect: CGRect) { bounds = rect }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { bounds = rect }
    public init(ovalIn rect: CGRect) { bounds = rect }
    public func move(to point: CGPoint) { bounds = bounds.union(CGRect(origin: point, size: .zero)) }
    public func addLine(to point: CGPoint) { bounds = bounds.union(CGRect(origin: point, size: .zero)) }
    public func close() {}
    public var cgPath: CGPath { CGPath() }
}

/// Core Graphics' path, as far as layers take one.
public struct CGPath: Sendable {}

/// Accessibility traits: kept, read by no renderer.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}

public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
