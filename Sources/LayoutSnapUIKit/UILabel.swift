import LayoutSnapScenario

/// A label, as UIKit's `UILabel`: text measured with Pango; with several lines it wraps at
/// the width the layout gives it.
@MainActor
open class UILabel: UIView {
    /// Setting it drops attributed text's runs, as UIKit does.
    open var text: String? {
        didSet {
            storedText = nil
            LayoutGeneration.advance()
        }
    }
    /// Attributed text: its characters, the font, colour and paragraph style of its first
    /// character as the label's own, and each run's font and colour where they differ.
    open var attributedText: NSAttributedString? {
        get { storedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            let first = newValue?.attributes(at: 0) ?? [:]
            if let font = first[.font] as? UIFont { self.font = font }
            if let color = first[.foregroundColor] as? UIColor { textColor = color }
            if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
                textAlignment = paragraph.alignment
                lineBreakMode = paragraph.lineBreakMode
            }
            storedText = newValue.map { NSAttributedString(attributedString: $0) }
        }
    }
    private var storedText: NSAttributedString? { didSet { LayoutGeneration.advance() } }
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
    /// The text drawn again beneath itself in this colour, moved by `shadowOffset`; none by
    /// default.
    open var shadowColor: UIColor? { didSet { LayoutGeneration.advance() } }
    open var shadowOffset = CGSize(width: LabelSpec.defaultShadowOffset.width, height: LabelSpec.defaultShadowOffset.height) { didSet { LayoutGeneration.advance() } }

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
        label.runs = storedText?.textRuns ?? []
        if let vibrancy = vibrancyColor {
            label.color = vibrancy
            for index in label.runs.indices { label.runs[index].color = nil }
        }
        label.shadow = TextShadow.uiKit(color: shadowColor, offset: shadowOffset)
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

/// Paragraph attributes, as `NSParagraphStyle` (alignment and line breaking are laid out).
open class NSParagraphStyle: @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public init() {}
}

/// A paragraph style to set, as `NSMutableParagraphStyle`.
public final class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
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
