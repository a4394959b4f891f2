import LayoutSnapScenario

/// A button's look since iOS 15, as UIKit's `UIButton.Configuration`: plain, tinted, gray or
/// filled, with a title (and subtitle), colours, corner style and content insets.
public struct UIButtonConfiguration: Sendable {
    enum Style: Sendable { case plain, tinted, gray, filled }

    public var title: String?
    public var subtitle: String?
    public var image: UIImage?
    public var baseForegroundColor: UIColor?
    public var baseBackgroundColor: UIColor?
    public var cornerStyle: CornerStyle = .dynamic
    public var buttonSize: Size = .medium
    public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    public var imagePadding: CGFloat = 0
    public var titleAlignment: TitleAlignment = .automatic
    let style: Style

    init(style: Style) { self.style = style }

    public static func plain() -> UIButtonConfiguration { UIButtonConfiguration(style: .plain) }
    public static func tinted() -> UIButtonConfiguration { UIButtonConfiguration(style: .tinted) }
    public static func gray() -> UIButtonConfiguration { UIButtonConfiguration(style: .gray) }
    public static func filled() -> UIButtonConfiguration { UIButtonConfiguration(style: .filled) }
    public static func borderless() -> UIButtonConfiguration { UIButtonConfiguration(style: .plain) }
    public static func bordered() -> UIButtonConfiguration { UIButtonConfiguration(style: .gray) }
    public static func borderedTinted() -> UIButtonConfiguration { UIButtonConfiguration(style: .tinted) }
    public static func borderedProminent() -> UIButtonConfiguration { UIButtonConfiguration(style: .filled) }

    public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
    public enum Size: Sendable { case mini, small, medium, large }
    public enum TitleAlignment: Sendable { case automatic, leading, center, trailing }

    /// The title's colour, the background's, and the corner radius at a height.
    @MainActor
    func colors(tint: UIColor) -> (title: Color, background: Color?) {
        let tintColor = baseBackgroundColor?.color ?? tint.color
        switch style {
        case .plain: return (baseForegroundColor?.color ?? tint.color, nil)
        case .tinted: return (baseForegroundColor?.color ?? tint.color, tintColor.withAlpha(0.15))
        case .gray: return (baseForegroundColor?.color ?? tint.color, baseBackgroundColor?.color ?? Color.named("systemGray5"))
        case .filled: return (baseForegroundColor?.color ?? Color(red: 1, green: 1, blue: 1), tintColor)
        }
    }

    func cornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed, .dynamic, .medium: 6
        case .small: 4
        case .large: 12
        case .capsule: height / 2
        }
    }
}

extension UIButton {
    /// UIKit spells the type `UIButton.Configuration`.
    public typealias Configuration = UIButtonConfiguration

    /// A button of the configuration, the action's title and image copied into it where the
    /// action has them (Apple's documentation).
    public convenience init(configuration: UIButtonConfiguration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = configuration
    }
}
