import LayoutSnapScenario

/// A button, as UIKit's `UIButton` (system type): a title in the tint colour, sized by the
/// title and its content insets.
@MainActor
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:] { didSet { LayoutGeneration.advance() } }
    private var titleColors: [UInt: UIColor] = [:] { didSet { LayoutGeneration.advance() } }
    private var titleShadowColors: [UInt: UIColor] = [:] { didSet { LayoutGeneration.advance() } }
    private var images: [UInt: UIImage] = [:] { didSet { LayoutGeneration.advance() } }
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { LayoutGeneration.advance() } }
    /// The iOS 15 look; when set it decides the title, colours, background and insets.
    open var configuration: UIButtonConfiguration? { didSet { LayoutGeneration.advance() } }
    /// Kept, not drawn: a menu shows only when opened.
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    /// The title's label: its font sets the title's font, its `shadowOffset` (none by default,
    /// unlike a label's) moves the title's shadow.
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.shadowOffset = .zero
        return label
    }()

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        setSystemImage(for: buttonType)
    }

    /// The info and add buttons show a circled "i" or "+", 22 points square (the frames
    /// Interface Builder stores for them, Xcode 8 to 12).
    private func setSystemImage(for buttonType: ButtonType) {
        let symbol: String? =
            switch buttonType {
            case .detailDisclosure, .infoLight, .infoDark: "info.circle"
            case .contactAdd: "plus.circle"
            case .custom, .system, .close: nil
            }
        guard let symbol else { return }
        setImage(UIImage(path: nil, size: CGSize(width: 22, height: 22), scale: 1, symbolName: symbol), for: .normal)
    }

    /// A button of the type whose title and image are the action's (Apple's documentation).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        setSystemImage(for: buttonType)
        take(primaryAction)
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        take(primaryAction)
    }

    /// The primary action registered, its title and image the button's.
    private func take(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    open func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// The title drawn again beneath itself in this colour, moved by the title label's
    /// `shadowOffset` (only the normal state's is drawn).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) { titleShadowColors[state.rawValue] = color }
    open func titleShadowColor(for state: State) -> UIColor? { titleShadowColors[state.rawValue] ?? titleShadowColors[0] }
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }
    public var currentTitle: String? { title(for: .normal) }

    override var modelKind: ViewKind { .button }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = self.control(spec)
        control.title = title(for: .normal) ?? ""
        if let font = titleLabel?.font { control.font = font.spec }
        if let color = titleColor(for: .normal) { control.tint = color.color }
        control.titleShadow = TextShadow.uiKit(color: titleShadowColor(for: .normal), offset: titleLabel?.shadowOffset ?? .zero)
        let image = image(for: .normal)
        spec.image = image?.modelSpec(tint: vibrancyColor ?? tintColor?.color)
        // UIKit's system button pads its title 6 points above and below unless told otherwise;
        // an image alone is its own size.
        let titled = !(control.title ?? "").isEmpty || image == nil
        control.contentInsets =
            contentEdgeInsets == .zero
            ? Insets(top: titled ? 6 : 0, left: 0, bottom: titled ? 6 : 0, right: 0)
            : Insets(top: Double(contentEdgeInsets.top), left: Double(contentEdgeInsets.left), bottom: Double(contentEdgeInsets.bottom), right: Double(contentEdgeInsets.right))
        if let configuration { apply(configuration, to: &spec, control: &control) }
        spec.control = control
    }

    private func apply(_ configuration: UIButtonConfiguration, to spec: inout ViewSpec, control: inout ControlSpec) {
        let insets = configuration.contentInsets
        // The subtitle is kept, not drawn: the model's button has one line of title.
        if let title = configuration.title { control.title = title }
        control.font = FontSpec(size: 17)
        control.contentInsets = Insets(top: Double(insets.top), left: Double(insets.leading), bottom: Double(insets.bottom), right: Double(insets.trailing))
        let colors = configuration.colors(tint: tintColor ?? .systemBlue)
        control.tint = colors.title
        // Its image beside the title, in the title's colour (`imagePadding` is not kept).
        if let image = configuration.image { spec.image = image.modelSpec(tint: vibrancyColor ?? colors.title) }
        if let background = colors.background {
            spec.background = background
            // A medium button is one line of 17-point text plus its insets tall.
            spec.cornerRadius = Double(configuration.cornerRadius(height: frame.height > 0 ? frame.height : 20.29 + insets.top + insets.bottom))
        }
    }

    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
}
