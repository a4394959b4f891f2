/// A stretch of a label's text set in a font or colour of its own, underlined, struck
/// through, spaced or on a colour: a run of an attributed string. Where a run says nothing,
/// the label's own font and colour hold.
public struct TextRun: Hashable, Sendable {
    /// Where the run starts and ends in the text, in UTF-8 bytes (Pango's offsets).
    public var start: Int
    public var end: Int
    public var font: FontSpec?
    public var color: Color?
    /// A line under the text, and one through it (NSAttributedString's single styles).
    public var underline = false
    public var strikethrough = false
    /// Space added after each character, in points (NSKern), on top of the font's tracking.
    public var kern: Double?
    /// The colour behind the text (NSBackgroundColor).
    public var background: Color?

    /// Whether the run sets anything: one that does not is no run.
    public var isStyled: Bool { font != nil || color != nil || underline || strikethrough || kern != nil || background != nil }

    /// The run without its colours (text and background): how a text shadow sets it, all in
    /// the shadow's colour.
    public var uncoloured: TextRun {
        var run = self
        (run.color, run.background) = (nil, nil)
        return run
    }

    /// Whether two runs style their text alike (wherever they are).
    public func stylesLike(_ other: TextRun) -> Bool {
        var moved = other
        (moved.start, moved.end) = (start, end)
        return moved == self
    }

    public init(start: Int, end: Int, font: FontSpec? = nil, color: Color? = nil) {
        self.start = start
        self.end = end
        self.font = font
        self.color = color
    }

    /// The run for the characters `range` of `text` (a `String` range, as an attributed
    /// string's ranges are), in UTF-8 offsets.
    public init(_ range: Range<String.Index>, in text: String, font: FontSpec? = nil, color: Color? = nil) {
        self.init(
            start: text.utf8.distance(from: text.startIndex, to: range.lowerBound),
            end: text.utf8.distance(from: text.startIndex, to: range.upperBound), font: font, color: color)
    }

    /// The characters of `text` the run covers (its offsets clamped to the text).
    public func characters(in text: String) -> String {
        let bytes = Array(text.utf8)
        let from = min(max(start, 0), bytes.count), to = min(max(end, from), bytes.count)
        return String(decoding: bytes[from..<to], as: UTF8.self)
    }
}
