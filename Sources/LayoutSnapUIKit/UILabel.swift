import LayoutSnapScenario

/// A label, as UIKit's `UILabel`: text measured with Pango; with several lines it wraps at
/// the width the layout gives it.
@MainActor
open class UILabel: UIView {
    open var text: String? { didSet { LayoutGeneration.advance() } }
    /// Attributed text: its characters, in the font, colour and alignment of its first
    /// run (one style per label in the model), which replace the label's own.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0, attributes: storedAttributes) } }
        set {
            text = newValue?.string
            storedAttributes = newValue?.attributes ?? [:]
            if let font = storedAttributes[.font] as? UIFont { self.font = font }
            if let color = storedAttributes[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = storedAttributes[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = paragraph.alignment
                lineBreakMode = paragraph.lineBreakMode
            }
        }
    }
    private var storedAttributes: [NSAttributedString.Key: Any] = [:] { didSet { LayoutGeneration.advance() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { LayoutGeneration.advance() } }
    open var textColor: UIColor! = .label { didSet { LayoutGeneration.advance() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { LayoutGeneration.advance() } }
    open var numberOfLines = 1 { didSet { LayoutGeneration.advance() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { LayoutGeneration.advance() } }
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { LayoutGeneration.advance() } }
    open var adjustsFontForContentSizeCategory = false { didSet { LayoutGeneration.advance() } }
    open var adjustsFontSizeToFitWidth = false { didSet { LayoutGeneration.advance() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { LayoutGeneration.advance() } }
    open var isEnabled = true { didSet { LayoutGeneration.advance() } }
    open var highlightedTextColor: UIColor? { didSet { LayoutGeneration.advance() } }

    override var modelKind: ViewKind { .label }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var label = LabelSpec()
        label.text = text ?? ""
        label.font = font.spec
        label.color = textColor.color
        label.lines = numberOfLines
        label.alignment =
            switch textAlignment {
            case .left: .left
            case .center: .center
            case .right: .right
            case .justified: .justified
            case .natural: .natural
            }
        label.lineBreak =
            switch lineBreakMode {
            case .byWordWrapping: .wordWrap
            case .byCharWrapping: .charWrap
            case .byClipping: .clip
            case .byTruncatingHead: .truncateHead
            case .byTruncatingMiddle: .truncateMiddle
            case .byTruncatingTail: .truncateTail
            }
        if preferredMaxLayoutWidth > 0 { label.preferredMaxLayoutWidth = Double(preferredMaxLayoutWidth) }
        spec.label = label
    }
}

/// Horizontal text alignment, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// How text breaks or shortens lines, as UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Text with attributes, as Foundation's `NSAttributedString` on Apple platforms: a label
/// takes its characters and its first run's font, colour and paragraph style.
open class NSAttributedString: @unchecked Sendable {
    public let string: String
    /// The first run's attributes.
    let attributes: [Key: Any]
    public init(string: String) {
        self.string = string
        attributes = [:]
    }
    public init(string: String, attributes: [NSAttributedString.Key: Any]?) {
        self.string = string
        self.attributes = attributes ?? [:]
    }

    public struct Key: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let font = Key(rawValue: "NSFont")
        public static let foregroundColor = Key(rawValue: "NSColor")
        public static let paragraphStyle = Key(rawValue: "NSParagraphStyle")
        public static let kern = Key(rawValue: "NSKern")
    }
}

/// Paragraph attributes, as `NSParagraphStyle` (alignment and line breaking are laid out).
open class NSParagraphStyle: @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public init() {}
}

/// A paragraph style to set, as `NSMutableParagraphStyle`.
public final class NSMutableParagraphStyle: NSParagraphStyle {
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}
