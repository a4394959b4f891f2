import LayoutSnapScenario

// Text entry, as UIKit's: fields, text views and search bars show their text or placeholder.

@MainActor
open class UITextField: UIControl {
    open var text: String? { didSet { LayoutGeneration.advance() } }
    open var placeholder: String? { didSet { LayoutGeneration.advance() } }
    open var font: UIFont? = .systemFont(ofSize: 14) { didSet { LayoutGeneration.advance() } }
    open var textColor: UIColor? = .label { didSet { LayoutGeneration.advance() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { LayoutGeneration.advance() } }
    open var borderStyle: BorderStyle = .none { didSet { LayoutGeneration.advance() } }
    open var clearButtonMode: ViewMode = .never { didSet { LayoutGeneration.advance() } }
    open var isSecureTextEntry = false { didSet { LayoutGeneration.advance() } }
    open var keyboardType: UIKeyboardType = .default { didSet { LayoutGeneration.advance() } }
    open var returnKeyType: UIReturnKeyType = .default { didSet { LayoutGeneration.advance() } }
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences { didSet { LayoutGeneration.advance() } }
    open var autocorrectionType: UITextAutocorrectionType = .default { didSet { LayoutGeneration.advance() } }
    open var spellCheckingType: UITextSpellCheckingType = .default { didSet { LayoutGeneration.advance() } }
    open var leftView: UIView? { didSet { LayoutGeneration.advance() } }
    open var rightView: UIView? { didSet { LayoutGeneration.advance() } }
    open var leftViewMode: ViewMode = .never { didSet { LayoutGeneration.advance() } }
    open var rightViewMode: ViewMode = .never { didSet { LayoutGeneration.advance() } }
    /// Accepted so that code setting it compiles; nothing is typed here, so it is never called.
    open weak var delegate: UITextFieldDelegate? { didSet { LayoutGeneration.advance() } }

    override var modelKind: ViewKind { .textField }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = self.control(spec)
        control.title = text
        control.placeholder = placeholder
        if let font { control.font = font.spec }
        if let textColor { control.textColor = textColor.color }
        spec.control = control
    }

    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

/// UIKit's text field delegate, without requirements: conforming types compile, and nothing
/// calls them.
@MainActor
public protocol UITextFieldDelegate: AnyObject {}

@MainActor
open class UITextView: UIScrollView {
    open var text: String! = "" { didSet { LayoutGeneration.advance() } }
    open var font: UIFont? = .systemFont(ofSize: 14) { didSet { LayoutGeneration.advance() } }
    open var textColor: UIColor? = .label { didSet { LayoutGeneration.advance() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { LayoutGeneration.advance() } }
    open var isEditable = true { didSet { LayoutGeneration.advance() } }
    open var isSelectable = true { didSet { LayoutGeneration.advance() } }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { LayoutGeneration.advance() } }

    override var modelKind: ViewKind { .textView }

    override func describe(into spec: inout ViewSpec) {
        describeView(into: &spec)
        var control = spec.control ?? ControlSpec(kind: .textView)
        control.title = text
        if let font { control.font = font.spec }
        if let textColor { control.textColor = textColor.color }
        if let tint = tintColor { control.tint = tint.color }
        spec.control = control
        // A scrolling text view has no intrinsic size (UIKit's rule).
        if isScrollEnabled { spec.intrinsicSize = IntrinsicSize(width: nil, height: nil) }
    }
}

@MainActor
open class UISearchBar: UIView {
    open var text: String? { didSet { LayoutGeneration.advance() } }
    open var placeholder: String? { didSet { LayoutGeneration.advance() } }
    open var searchBarStyle: Style = .default { didSet { LayoutGeneration.advance() } }
    open var showsCancelButton = false { didSet { LayoutGeneration.advance() } }

    override var modelKind: ViewKind { .searchBar }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = spec.control ?? ControlSpec(kind: .searchBar)
        control.title = text
        if let placeholder { control.placeholder = placeholder }
        spec.control = control
    }

    public enum Style: Int, Sendable { case `default`, prominent, minimal }
}

public enum UIKeyboardType: Int, Sendable { case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad }
public enum UIReturnKeyType: Int, Sendable { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// `UITextField.BorderStyle` by its Swift 3 name.
public typealias UITextBorderStyle = UITextField.BorderStyle
