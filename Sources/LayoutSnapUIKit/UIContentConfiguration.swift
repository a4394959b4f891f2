/// What a cell, header or footer shows, as UIKit's `UIContentConfiguration`: a value that
/// makes the view drawing it. Setting one on a cell replaces what its content view shows.
@MainActor
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> any UIView & UIContentView
    /// This configuration as it looks in a state (layoutsnap draws every cell in the normal
    /// state, so the configuration itself).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration, as UIKit's `UIContentView`.
@MainActor
public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
}

/// A view's state a configuration can follow, as UIKit's `UIConfigurationState`.
@MainActor
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state, as UIKit's `UICellConfigurationState`: kept for code that reads it; a
/// snapshot shows every cell in the normal state.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
}
