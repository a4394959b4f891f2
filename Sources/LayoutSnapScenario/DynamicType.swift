/// UIFont.TextStyle: the Dynamic Type text styles.
public enum TextStyleName: String, Sendable, CaseIterable, Hashable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// Point sizes and weights of the text styles per content-size category, from the Dynamic
/// Type size tables of Apple's Human Interface Guidelines (Typography → Specifications → iOS,
/// iPadOS Dynamic Type sizes). Tests/LayoutTests/Fixtures/dynamic-type.json holds the same
/// table, transcribed separately, and the tests compare the two.
public enum DynamicType {
    /// Sizes for xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
    static let sizes: [TextStyleName: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]

    /// The point size of a style at a category.
    public static func size(of style: TextStyleName, at category: ContentSizeCategory) -> Double {
        let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        return sizes[style]?[index] ?? 17
    }

    /// The style's weight: headline is semibold, every other style regular.
    public static func weight(of style: TextStyleName) -> Int { style == .headline ? 600 : 400 }
}

extension FontSpec {
    /// The font as a render sees it: a text style takes its size for the category (its weight
    /// was set when the file was read, unless the file gives one); a fixed font stays as it is.
    public func resolved(for category: ContentSizeCategory) -> FontSpec {
        guard let textStyle else { return self }
        var font = self
        font.size = DynamicType.size(of: textStyle, at: category) * textStyleScale
        if let maximumSize { font.size = min(font.size, maximumSize) }
        return font
    }
}
