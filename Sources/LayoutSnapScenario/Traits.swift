/// UIContentSizeCategory: the reader's Dynamic Type setting.
public enum ContentSizeCategory: String, Sendable, CaseIterable, Hashable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5
}

/// UIUserInterfaceStyle: light or dark appearance.
public enum Appearance: String, Sendable, CaseIterable, Hashable {
    case light, dark
}

/// UIUserInterfaceLayoutDirection.
public enum LayoutDirection: String, Sendable, CaseIterable, Hashable {
    case ltr, rtl
}

/// UISemanticContentAttribute: whether a view (here, its subtree) follows the layout
/// direction or forces one. `playback` and `spatial` never flip, as in UIKit.
public enum SemanticContentAttribute: String, Sendable, CaseIterable, Hashable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The conditions one render is laid out and drawn under (DESIGN §11).
public struct Traits: Hashable, Sendable {
    public var contentSizeCategory: ContentSizeCategory
    public var appearance: Appearance
    public var direction: LayoutDirection

    public init(contentSizeCategory: ContentSizeCategory = .large, appearance: Appearance = .light, direction: LayoutDirection = .ltr) {
        self.contentSizeCategory = contentSizeCategory
        self.appearance = appearance
        self.direction = direction
    }

    public static let standard = Traits()
}
