/// The properties of a control (button, text field, switch, …). Each kind reads the ones
/// that apply to it; the loader refuses the others.
public struct ControlSpec: Hashable, Sendable {
    /// Button title, text-field or text-view text.
    public var title: String?
    /// Text-field placeholder, drawn in grey while the field is empty.
    public var placeholder: String?
    public var font: FontSpec
    /// Text-field and text-view text colour.
    public var textColor = Color.named("label") ?? Color(red: 0, green: 0, blue: 0)
    /// Space between a button's title and its edges (UIButton's contentEdgeInsets).
    public var contentInsets: Insets
    /// Switch state.
    public var isOn = false
    /// Slider and progress value, 0 to 1; a stepper's value, from `minimum` to `maximum`.
    public var value = 0.5
    /// A stepper's range (UIStepper's minimumValue and maximumValue): at an end, its − or +
    /// is drawn disabled.
    public var minimum = 0.0
    public var maximum = 100.0
    /// Segmented-control titles.
    public var segments: [String] = []
    public var selectedSegment = 0
    /// Page-control page count and the current page.
    public var pages = 3
    public var currentPage = 0
    /// Activity indicator: the large style (37×37) instead of medium (20×20).
    public var isLarge = false
    /// The tint colour titles, the on-state and filled tracks are drawn in (UIKit's system blue).
    public var tint = Color.named("systemBlue") ?? Color(red: 0, green: 122.0 / 255, blue: 1)
    /// A button's title drawn again beneath itself, offset (its title shadow colour and
    /// `titleShadowOffset`).
    public var titleShadow: TextShadow?

    /// A kind's defaults (a button's "Button" title in 15 pt, a text field's insets, …).
    public init(kind: ViewKind) { self = kind.descriptor.defaultControl ?? ControlSpec() }

    /// The properties every control starts from; each kind's descriptor sets its own.
    package init() {
        font = FontSpec()
        contentInsets = .zero
    }
}
