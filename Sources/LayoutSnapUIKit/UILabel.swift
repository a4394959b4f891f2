import LayoutSnapScenario

/// A label, as UIKit's `UILabel`: text measured with Pango; with several lines it wraps at
/// the width the layout gives it.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var isEnabled = true
    open var highlightedTextColor: UIColor?

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

/// Text with attributes; labels take its characters (in the label's font and colour).
open class NSAttributedString: @unchecked Sendable {
    public let string: String
    public init(string: String) { self.string = string }
    public init(string: String, attributes: [NSAttributedString.Key: Any]?) { self.string = string }

    public struct Key: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let font = Key(rawValue: "NSFont")
        public static let foregroundColor = Key(rawValue: "NSColor")
        public static let paragraphStyle = Key(rawValue: "NSParagraphStyle")
        public static let kern = Key(rawValue: "NSKern")
    }
}
