import Foundation
import LayoutSnapScenario

/// The traits a view lays out under, as UIKit's `UITraitCollection`: appearance, Dynamic Type
/// size and layout direction (what layoutsnap renders by), and the size classes and display
/// scale of the screen a view controller is shown on.
public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    /// Phone or pad: a screen whose shorter side is at least 744 points is a pad's.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    private init(
        style: UIUserInterfaceStyle = .unspecified, category: UIContentSizeCategory = .unspecified,
        direction: UITraitEnvironmentLayoutDirection = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified, scale: CGFloat = 0, idiom: UIUserInterfaceIdiom = .unspecified
    ) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        layoutDirection = direction
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
    }

    public convenience init() { self.init(style: .unspecified) }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(category: preferredContentSizeCategory) }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) { self.init(direction: layoutDirection) }
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }

    /// The traits of each collection, later ones winning where they say something.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unspecified: Value) -> Value {
            collections.last { trait($0) != unspecified }.map(trait) ?? unspecified
        }
        self.init(
            style: last(\.userInterfaceStyle, unspecified: .unspecified), category: last(\.preferredContentSizeCategory, unspecified: .unspecified),
            direction: last(\.layoutDirection, unspecified: .unspecified), horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
            vertical: last(\.verticalSizeClass, unspecified: .unspecified), scale: last(\.displayScale, unspecified: 0),
            idiom: last(\.userInterfaceIdiom, unspecified: .unspecified))
    }

    /// Light appearance at the large Dynamic Type size, left to right: what a device shows out
    /// of the box.
    static let standardEnvironment = UITraitCollection(traitsFrom: [
        UITraitCollection(userInterfaceStyle: .light), UITraitCollection(preferredContentSizeCategory: .large),
        UITraitCollection(layoutDirection: .leftToRight),
    ])

    /// The traits of a full screen of `device`: its size classes and scale.
    convenience init(screen device: Device) {
        let regular = Device.regularSizeClasses(width: device.width, height: device.height)
        self.init(
            horizontal: regular.width ? .regular : .compact, vertical: regular.height ? .regular : .compact, scale: CGFloat(device.scale),
            idiom: UIUserInterfaceIdiom(screen: device))
    }

    /// Whether colours resolve differently under the other traits (light against dark).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != traitCollection?.userInterfaceStyle
    }

    /// Whether the size classes differ: a screen change that calls `traitCollectionDidChange`.
    func hasDifferentSizeClasses(than other: UITraitCollection) -> Bool {
        horizontalSizeClass != other.horizontalSizeClass || verticalSizeClass != other.verticalSizeClass
    }

    /// The render traits these ask for (unspecified: light, large, left to right).
    package var renderTraits: Traits {
        Traits(
            contentSizeCategory: preferredContentSizeCategory.model ?? .large, appearance: userInterfaceStyle == .dark ? .dark : .light,
            direction: layoutDirection == .rightToLeft ? .rtl : .ltr)
    }
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// What has traits, as UIKit's `UITraitEnvironment`: views and view controllers.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
