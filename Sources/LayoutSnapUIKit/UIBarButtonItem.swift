/// A button in a navigation bar, as UIKit's `UIBarButtonItem`: a title in the tint colour (in
/// bold for `.done`), an image, or a view of your own. System items show UIKit's titles
/// (Done, Cancel, Edit, Save) or a symbol's box; spaces take no room in a navigation bar.
@MainActor
open class UIBarButtonItem {
    public enum Style: Int, Sendable { case plain, bordered, done }

    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh, stop,
            camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    open var title: String? { didSet { LayoutGeneration.advance() } }
    open var image: UIImage? { didSet { LayoutGeneration.advance() } }
    open var style: Style = .plain { didSet { LayoutGeneration.advance() } }
    open var tintColor: UIColor? { didSet { LayoutGeneration.advance() } }
    open var isEnabled = true { didSet { LayoutGeneration.advance() } }
    open var customView: UIView? { didSet { LayoutGeneration.advance() } }
    open var width: CGFloat = 0 { didSet { LayoutGeneration.advance() } }
    /// Setting one gives the item its title and image (not a system item's), as UIKit's.
    open var primaryAction: UIAction? { didSet { adoptPrimaryAction() } }
    /// Kept, not drawn: a menu shows only when opened.
    open var menu: UIMenu?
    open weak var target: AnyObject?
    open var action: Selector?
    open var accessibilityLabel: String?
    open var tag = 0
    private(set) var systemItem: SystemItem?

    public init() {}

    /// An item of the title and image, or of the action's where it has them (Apple's
    /// documentation: the primary action takes precedence).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        adoptPrimaryAction()  // an initialiser's own assignments call no observer
    }

    /// The primary action's title and image, where it has them, for an item not a system one.
    private func adoptPrimaryAction() {
        guard let primaryAction, systemItem == nil else { return }
        if !primaryAction.title.isEmpty { title = primaryAction.title }
        if let image = primaryAction.image { self.image = image }
    }

    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        switch systemItem {
        case .done, .save: style = .done
        default: break
        }
    }

    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    public convenience init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.init(title: nil, image: image, primaryAction: primaryAction)
        self.style = style
    }

    public convenience init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.init(title: title, image: nil, primaryAction: primaryAction)
        self.style = style
    }

    /// Target-action forms: the target (weakly) and action are kept, never sent.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(title: title, style: style)
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style)
        self.target = target as AnyObject?
        self.action = action
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(systemItem: systemItem)
        self.target = target as AnyObject?
        self.action = action
    }

    /// The title a system item shows; nil for the ones that show a symbol or nothing.
    private var systemTitle: String? {
        switch systemItem {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }

    /// The SF Symbol a system item shows, where layoutsnap strokes it.
    private var systemSymbol: String? {
        switch systemItem {
        case .add: "plus"
        case .close, .stop: "xmark"
        default: nil
        }
    }

    /// Whether the item takes no room in a navigation bar (spaces).
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The view the bar shows for the item.
    func makeView(tint: UIColor?) -> UIView {
        if let customView { return customView }
        if let text = title ?? systemTitle {
            let button = UIButton(type: .system)
            button.setTitle(text, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: style == .done ? .semibold : .regular)
            button.setTitleColor(isEnabled ? tintColor ?? tint ?? .systemBlue : .tertiaryLabel, for: .normal)
            button.accessibilityLabel = accessibilityLabel
            return button
        }
        // An image, or a system item's symbol: a box of the symbol's size.
        let view = UIImageView(image: image ?? UIImage(systemName: systemSymbol ?? "circle"))
        view.tintColor = tintColor ?? tint
        view.accessibilityLabel = accessibilityLabel
        return view
    }
}
