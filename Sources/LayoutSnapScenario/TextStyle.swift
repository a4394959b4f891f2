/// How a piece of text is set: font, line limit, wrapping or truncation, alignment.
public struct TextStyle: Hashable, Sendable {
    public enum LineBreak: Hashable, Sendable { case wordWrap, charWrap, truncateHead, truncateMiddle, truncateTail, clip }
    public enum Alignment: Hashable, Sendable { case left, center, right, justified }

    /// A fontconfig family; "system" is the system-font stand-in, Inter.
    public var family: String
    /// The size in points.
    public var size: Double
    /// The weight on the CSS scale: 400 regular, 700 bold.
    public var weight: Int
    /// numberOfLines: 0 for unlimited.
    public var lines: Int
    public var lineBreak: LineBreak
    public var alignment: Alignment
    /// Whether the view lays out right to left: paragraphs without a strong direction of their
    /// own run right to left.
    public var rightToLeft: Bool
    /// Stretches set in another font or colour; their colours only matter to drawing.
    public var runs: [TextRun] = []

    public init(
        family: String = "system", size: Double = 17, weight: Int = 400, lines: Int = 1,
        lineBreak: LineBreak = .truncateTail, alignment: Alignment = .left, rightToLeft: Bool = false
    ) {
        self.rightToLeft = rightToLeft
        self.family = family
        self.size = size
        self.weight = weight
        self.lines = lines
        self.lineBreak = lineBreak
        self.alignment = alignment
    }

    /// Inter's tracking that brings its widths within 0.1% of SF Pro's: −0.43 pt at 17 pt,
    /// proportional to the size.
    package var letterSpacing: Double { isSystemFont ? -0.43 * size / 17 : 0 }

    package var isSystemFont: Bool { family == "system" || family == "Inter" }

    /// SF Pro's line height over its point size (20.29 pt at 17 pt). UILabel sets lines at the
    /// font's own height; Inter's (1.21 ×) would make every line 1.4% taller than on a device,
    /// so the system font's lines are set at SF's, at every size. Other families keep theirs.
    package static let systemLineHeightRatio = 20.29 / 17

    /// The line height Pango is asked for, in points; nil for the font's own.
    package var lineHeight: Double? { isSystemFont ? Self.systemLineHeightRatio * size : nil }
}

/// The size Pango gives a piece of text, in points.
public struct TextSize: Hashable, Sendable {
    public var width: Double
    public var height: Double
    public var lineCount: Int
    /// The first and last lines' baselines, from the top of the text.
    public var firstBaseline: Double
    public var lastBaseline: Double
    public init(width: Double, height: Double, lineCount: Int, firstBaseline: Double = 0, lastBaseline: Double = 0) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}
