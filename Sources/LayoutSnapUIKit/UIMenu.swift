import Foundation

/// What a menu holds, as UIKit's `UIMenuElement`: a title and an image. Menus show only when
/// someone opens them, so a snapshot of a screen draws none: they are kept, not drawn.
@MainActor
open class UIMenuElement {
    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable { case off, on, mixed }
}

public typealias UIActionHandler = (UIAction) -> Void

/// An action with a handler, as UIKit's `UIAction`: a control's, a bar button item's or a
/// menu's. A snapshot performs none.
@MainActor
open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: Attributes
    open var state: State
    let handler: UIActionHandler

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }
}

/// A menu of actions and submenus, as UIKit's `UIMenu`.
@MainActor
open class UIMenu: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy holding other children, as UIKit's.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
