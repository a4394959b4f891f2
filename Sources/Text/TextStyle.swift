/// The font a piece of text is set in.
public struct TextStyle: Hashable, Sendable {
    /// A fontconfig family name, such as "Inter" (the system-font stand-in).
    public var family: String
    /// The size in points.
    public var size: Double
    /// The weight on the CSS scale: 400 regular, 700 bold.
    public var weight: Int

    /// Creates a style; the default is UIKit's system font at 17 pt, set in Inter.
    public init(family: String = "Inter", size: Double = 17, weight: Int = 400) {
        self.family = family
        self.size = size
        self.weight = weight
    }
}

/// The size Pango gives a piece of text, in points.
public struct TextSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var lineCount: Int
}
