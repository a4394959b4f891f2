import LayoutSnapScenario

/// A font, as UIKit's `UIFont`: the system font (set in Inter at SF Pro's metrics), a
/// family found through the project's fontconfig file, or a Dynamic Type text style.
open class UIFont: @unchecked Sendable, Equatable {
    /// The font in layoutsnap's model.
    let spec: FontSpec

    init(spec: FontSpec) { self.spec = spec }

    /// A font by family name; one the pinned fonts lack falls back to the system font
    /// (fontconfig's answer for an unknown family).
    public init?(name fontName: String, size fontSize: CGFloat) {
        let bold = fontName.lowercased().contains("bold")
        spec = FontSpec(family: fontName, weight: bold ? 700 : 400, size: Double(fontSize))
    }

    public var pointSize: CGFloat { CGFloat(spec.size) }
    public var familyName: String { spec.family == "system" ? ".AppleSystemUIFont" : spec.family }
    public var lineHeight: CGFloat { CGFloat(spec.size * 20.29 / 17) }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var copy = spec
        copy.size = Double(fontSize)
        (copy.textStyle, copy.textStyleScale, copy.maximumSize) = (nil, 1, nil)
        return UIFont(spec: copy)
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(spec: FontSpec(weight: weight.cssWeight, size: Double(fontSize)))
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// Italics are drawn upright: the pinned system font has no italic (said in docs/uikit-code.md).
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize) }

    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// A text style's font; its size follows each render's content size category.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let name = style.modelName
        return UIFont(spec: FontSpec(weight: DynamicType.weight(of: name), size: DynamicType.size(of: name, at: .large), textStyle: name))
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.spec == rhs.spec }

    /// A font weight, as UIKit's `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)

        /// The weight on the CSS scale the model uses.
        var cssWeight: Int {
            let scale: [(CGFloat, Int)] = [(-0.8, 200), (-0.6, 100), (-0.4, 300), (0, 400), (0.23, 500), (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900)]
            return scale.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? 400
        }
    }

    /// A Dynamic Type text style, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var modelName: TextStyleName {
            let names: [String: TextStyleName] = [
                "Title0": .largeTitle, "Title1": .title1, "Title2": .title2, "Title3": .title3, "Headline": .headline, "Body": .body,
                "Callout": .callout, "Subhead": .subheadline, "Footnote": .footnote, "Caption1": .caption1, "Caption2": .caption2,
            ]
            return names[String(rawValue.dropFirst("UICTFontTextStyle".count))] ?? .body
        }
    }
}

/// A Dynamic Type size, as UIKit's `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let models: [UIContentSizeCategory: ContentSizeCategory] = [
        .extraSmall: .xSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .xLarge, .extraExtraLarge: .xxLarge,
        .extraExtraExtraLarge: .xxxLarge, .accessibilityMedium: .AX1, .accessibilityLarge: .AX2, .accessibilityExtraLarge: .AX3,
        .accessibilityExtraExtraLarge: .AX4, .accessibilityExtraExtraExtraLarge: .AX5,
    ]

    /// The model's category (nil for unspecified).
    var model: ContentSizeCategory? { Self.models[self] }

    /// UIKit's category for the model's.
    init(model: ContentSizeCategory) {
        self = Self.models.first { $0.value == model }?.key ?? .large
    }

    /// Whether it is one of the five accessibility sizes (where screens often stack what sits
    /// side by side).
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}

extension UIContentSizeCategory: Comparable {
    /// Smaller to larger; unspecified before all.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order[lhs] ?? 0) < (order[rhs] ?? 0)
    }

    /// Each category's place, smallest first.
    private static let order: [UIContentSizeCategory: Int] = Dictionary(
        uniqueKeysWithValues: [
            UIContentSizeCategory.unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
        ].enumerated().map { ($1, $0) })
}

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}
