/// The content of a list's cell, header or footer, as UIKit's `UIListContentConfiguration`: an
/// image, a text and a secondary text, stacked or side by side, inside layout margins.
///
/// Apple documents the properties, not their default values: the styles' fonts, colours and
/// paddings here are layoutsnap's reading of the system's list cells (docs/uikit-code.md).
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    public var text: String?
    public var attributedText: NSAttributedString?
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes along which the content keeps at least its superview's margins as well.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    /// Between the image and the texts, where there are both.
    public var imageToTextPadding: CGFloat = 16
    /// Between the text and the secondary text stacked below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least room between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Side by side where they fit (a value cell), else stacked.
    public var prefersSideBySideTextAndSecondaryText = false

    init(text: TextProperties, secondary: TextProperties, margins: NSDirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    /// The margins of a phone's list cell: 11 above and below, 16 at the sides.
    static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel), margins: cellMargins)
    }

    public static func subtitleCell() -> UIListContentConfiguration { cell() }

    public static func valueCell() -> UIListContentConfiguration {
        var value = cell()
        value.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        value.prefersSideBySideTextAndSecondaryText = true
        return value
    }

    public static func sidebarCell() -> UIListContentConfiguration { cell() }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { cell() }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { cell() }

    /// A plain list's header: bold, in the label colour, about 28 points tall for a line
    /// (the height Xcode's canvases give a plain table's titled header).
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .headline), color: .label),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    public static func plainFooter() -> UIListContentConfiguration { groupedFooter() }

    /// A grouped list's header: footnote capitals in the secondary label colour, 7 points
    /// above the first cell (as Interface Builder's grouped sections draw their titles), 38
    /// points tall for a line (the canvas's titled headers after the first).
    public static func groupedHeader() -> UIListContentConfiguration {
        var header = groupedFooter()
        header.textProperties.transform = .uppercase
        header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 15.5, leading: 16, bottom: 7, trailing: 16)
        return header
    }

    /// A grouped list's footer: footnote text in the secondary label colour.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 17, trailing: 16))
    }

    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var header = plainHeader()
        header.textProperties.font = .preferredFont(forTextStyle: .title3)
        return header
    }

    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var header = plainHeader()
        header.textProperties.font = .preferredFont(forTextStyle: .title2)
        return header
    }

    public static func header() -> UIListContentConfiguration { plainHeader() }
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// How a text is drawn.
    public struct TextProperties: Sendable {
        public var font: UIFont
        public var color: UIColor
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
        public var adjustsFontForContentSizeCategory = true
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public enum TextTransform: Int, Sendable { case none, capitalized, lowercase, uppercase }

        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Sendable {
        /// The image's colour where it is a template (a symbol); nil: the tint colour.
        public var tintColor: UIColor?
        /// The most room the image takes; zero on an axis: no limit there.
        public var maximumSize = CGSize.zero
        /// The room kept for the image whatever its size, so that texts line up from row to
        /// row; zero on an axis: the image's own.
        public var reservedLayoutSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false

        public init() {}
    }
}

/// Axes, as UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = UIAxis(rawValue: 1)
    public static let vertical = UIAxis(rawValue: 2)
    public static let both: UIAxis = [.horizontal, .vertical]
}
