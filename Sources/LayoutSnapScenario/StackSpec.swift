/// A stack view's arrangement, as UIStackView's properties.
public struct StackSpec: Hashable, Sendable {
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }

    /// `UIStackView.Distribution`: how the arranged views share the stack's length.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`: how the arranged views sit across the axis. `top` and
    /// `leading` are the same alignment, as are `bottom` and `trailing`.
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    }

    /// UIKit's default axis is horizontal.
    public var axis = Axis.horizontal
    public var distribution = Distribution.fill
    public var alignment = Alignment.fill
    public var spacing: Double = 0
    /// `setCustomSpacing(_:after:)`: arranged view id → the spacing after it.
    public var customSpacing: [String: Double] = [:]
    /// Where each custom spacing is written, for errors.
    public var customSpacingLocations: [String: SourceLocation] = [:]
    /// `isBaselineRelativeArrangement`: vertical spacing runs from baseline to baseline.
    public var baselineRelative = false
    /// `isLayoutMarginsRelativeArrangement`: the arranged views sit inside the margins.
    public var marginsRelative = false
    /// Whether an arranged view that nothing sizes across the axis keeps its `initialSize`
    /// there (as Xcode's canvas lays stacks out) instead of shrinking to nothing (UIKit's
    /// ambiguity suppression at run time). Interface Builder files' stacks set it.
    public var keepsInitialSizes = false
    /// How many of the stack's subviews, from the first, are arranged; nil: all of them. The
    /// others are plain subviews (added with `addSubview`), placed by their own constraints.
    public var arrangedCount: Int?

    public init() {}
}
