import LayoutSnapScenario

/// Text with attributes, as Foundation's `NSAttributedString` on Apple platforms: ranges are
/// `NSRange`s in UTF-16 units, as there. A label draws each run's font and colour, its
/// underline, strikethrough, kerning and background.
open class NSAttributedString: @unchecked Sendable {
    /// The characters (an NSMutableAttributedString appends to them).
    var storage: String
    public var string: String { storage }
    /// Attributes set over a range, in order: a later one wins for its keys; one that replaces
    /// (`setAttributes`) clears what came before, one that removes clears its keys.
    struct Segment {
        var range: NSRange
        var attributes: [Key: Any] = [:]
        var replaces = false
        var removes: Set<Key> = []
    }

    var segments: [Segment]

    public init(string: String) {
        storage = string
        segments = []
    }

    public init(string: String, attributes: [NSAttributedString.Key: Any]?) {
        storage = string
        segments = attributes.map { [Segment(range: NSRange(location: 0, length: string.utf16.count), attributes: $0)] } ?? []
    }

    public init(attributedString: NSAttributedString) {
        storage = attributedString.storage
        segments = attributedString.segments
    }

    /// The length in UTF-16 units.
    public var length: Int { string.utf16.count }

    /// The attributes in effect at a UTF-16 offset.
    public func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [Key: Any] {
        range?.pointee = NSRange(location: location, length: location < length ? 1 : 0)
        return attributes(at: location)
    }

    func attributes(at location: Int) -> [Key: Any] {
        var result: [Key: Any] = [:]
        for segment in segments where NSLocationInRange(location, segment.range) {
            if segment.replaces { result = [:] }
            for key in segment.removes { result[key] = nil }
            result.merge(segment.attributes) { _, new in new }
        }
        return result
    }

    /// The runs a label draws: every stretch between two attribute boundaries that sets a
    /// font, colour, underline, strikethrough, kerning or background, in UTF-8 offsets.
    var textRuns: [TextRun] {
        let length = self.length
        var boundaries = Set([0, length])
        for segment in segments {
            boundaries.insert(min(max(segment.range.location, 0), length))
            boundaries.insert(min(max(NSMaxRange(segment.range), 0), length))
        }
        let sorted = boundaries.sorted()
        var runs: [TextRun] = []
        for (start, end) in zip(sorted, sorted.dropFirst()) where start < end {
            guard let range = Range(NSRange(location: start, length: end - start), in: string) else { continue }
            let attributes = self.attributes(at: start)
            var run = TextRun(range, in: string, font: (attributes[.font] as? UIFont)?.spec, color: (attributes[.foregroundColor] as? UIColor)?.color)
            // Styles are numbers (NSUnderlineStyle's raw values): any but none draws a line.
            run.underline = Self.number(attributes[.underlineStyle]).map { $0 != 0 } ?? false
            run.strikethrough = Self.number(attributes[.strikethroughStyle]).map { $0 != 0 } ?? false
            run.kern = Self.number(attributes[.kern]).flatMap { $0.isFinite ? min(max($0, -100), 100) : nil }
            run.background = (attributes[.backgroundColor] as? UIColor)?.color
            guard run.isStyled else { continue }
            // A stretch styled as the one before it continues its run.
            if let last = runs.last, last.end == run.start, last.stylesLike(run) {
                runs[runs.count - 1].end = run.end
            } else {
                runs.append(run)
            }
        }
        return runs
    }

    /// An attribute's number, however the code wrote it.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as NSUnderlineStyle: Double(value.rawValue)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    public struct Key: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let font = Key(rawValue: "NSFont")
        public static let foregroundColor = Key(rawValue: "NSColor")
        public static let backgroundColor = Key(rawValue: "NSBackgroundColor")
        public static let paragraphStyle = Key(rawValue: "NSParagraphStyle")
        public static let kern = Key(rawValue: "NSKern")
        public static let underlineStyle = Key(rawValue: "NSUnderline")
        public static let strikethroughStyle = Key(rawValue: "NSStrikethrough")
        public static let link = Key(rawValue: "NSLink")
        public static let baselineOffset = Key(rawValue: "NSBaselineOffset")
    }
}

/// How text is underlined or struck through, as UIKit's `NSUnderlineStyle` (the attribute
/// holds its `rawValue`). layoutsnap draws every style but none as a single line.
public struct NSUnderlineStyle: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// Attributed text to build, as Foundation's `NSMutableAttributedString`.
open class NSMutableAttributedString: NSAttributedString, @unchecked Sendable {
    public func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) { segments.append(Segment(range: range, attributes: [name: value])) }
    public func addAttributes(_ attributes: [NSAttributedString.Key: Any] = [:], range: NSRange) { segments.append(Segment(range: range, attributes: attributes)) }
    public func setAttributes(_ attributes: [NSAttributedString.Key: Any]?, range: NSRange) {
        segments.append(Segment(range: range, attributes: attributes ?? [:], replaces: true))
    }
    public func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) { segments.append(Segment(range: range, removes: [name])) }

    /// Appends text with its attributes, shifted to where it lands.
    public func append(_ other: NSAttributedString) {
        let offset = length
        storage += other.string
        for var segment in other.segments {
            segment.range.location += offset
            segments.append(segment)
        }
    }
}
