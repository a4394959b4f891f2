import LayoutSnapScenario

/// One linear relation between two layout attributes, as UIKit's `NSLayoutConstraint`:
/// `firstItem.firstAttribute = multiplier × secondItem.secondAttribute + constant`. Each
/// remembers the file and line that made it, for reports of conflicts.
@MainActor
open class NSLayoutConstraint {
    public private(set) weak var firstItem: AnyObject? { didSet { LayoutGeneration.advance() } }
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject? { didSet { LayoutGeneration.advance() } }
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// Changing it takes effect at the next layout pass.
    open var constant: CGFloat
    open var priority: UILayoutPriority = .required { didSet { LayoutGeneration.advance() } }
    open var identifier: String? { didSet { LayoutGeneration.advance() } }
    open var shouldBeArchived = false { didSet { LayoutGeneration.advance() } }
    /// Where the constraint was made (`#fileID`, `#line`).
    let location: SourceLocation
    /// The view it is installed on while active.
    weak var holder: UIView? { didSet { LayoutGeneration.advance() } }
    /// The direction a VFL direction option fixed leading and trailing to.
    var forcedDirection: LayoutDirection? { didSet { LayoutGeneration.advance() } }

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?, attribute attr2: Attribute,
        multiplier: CGFloat, constant c: CGFloat, fileID: String = #fileID, line: Int = #line
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        location = SourceLocation(file: fileID, line: line, column: 1)
    }

    /// Whether the constraint takes part in layout. Activating it installs it on the nearest
    /// common ancestor of its items, as UIKit does; items in different hierarchies are an
    /// error (UIKit raises), reported with the line that made the constraint.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? install() : uninstall() }
    }

    public class func activate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = true } }
    public class func deactivate(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { constraint.isActive = false } }

    func install() {
        guard holder == nil else { return }
        guard let first = Self.view(of: firstItem) else {
            UIKitProblems.report("\(location): a constraint's first item is neither a view nor a layout guide with an owning view")
            return
        }
        var ancestor: UIView? = first
        if secondItem != nil {
            guard let second = Self.view(of: secondItem) else {
                UIKitProblems.report("\(location): a constraint's second item is neither a view nor a layout guide with an owning view")
                return
            }
            ancestor = sequence(first: first, next: \.superview).first { second.isDescendant(of: $0) }
            guard ancestor != nil else {
                UIKitProblems.report(
                    "\(location): cannot activate a constraint between \(first.layoutDescription) and \(second.layoutDescription): they have no common ancestor (add both to one hierarchy first)"
                )
                return
            }
        }
        ancestor?.addConstraint(self)
    }

    func uninstall() { holder?.removeConstraint(self) }

    /// The view an item is or belongs to.
    static func view(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }

    func involves(_ view: UIView) -> Bool {
        for item in [firstItem, secondItem] where Self.view(of: item).map({ $0 === view || $0.isDescendant(of: view) }) == true { return true }
        return false
    }

    /// An attribute of a view or guide, as UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        /// The model's attribute (nil for `notAnAttribute`).
        var model: LayoutAttribute? {
            switch self {
            case .left: .left
            case .right: .right
            case .top: .top
            case .bottom: .bottom
            case .leading: .leading
            case .trailing: .trailing
            case .width: .width
            case .height: .height
            case .centerX: .centerX
            case .centerY: .centerY
            case .lastBaseline: .lastBaseline
            case .firstBaseline: .firstBaseline
            case .leftMargin: .leftMargin
            case .rightMargin: .rightMargin
            case .topMargin: .topMargin
            case .bottomMargin: .bottomMargin
            case .leadingMargin: .leadingMargin
            case .trailingMargin: .trailingMargin
            case .centerXWithinMargins: .centerXWithinMargins
            case .centerYWithinMargins: .centerYWithinMargins
            case .notAnAttribute: nil
            }
        }
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// VFL options, as UIKit's `NSLayoutConstraint.FormatOptions`.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }
}

extension UIView {
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.holder?.removeConstraint(constraint)
        constraints.append(constraint)
        constraint.holder = self
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { addConstraint(constraint) } }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraints.removeAll { $0 === constraint }
        if constraint.holder === self { constraint.holder = nil }
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities[axis.rawValue] ?? UILayoutPriority(Float(axis == .horizontal ? defaultSpec.hugging.horizontal : defaultSpec.hugging.vertical))
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { contentPriorities[axis.rawValue] = priority }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities[2 + axis.rawValue]
            ?? UILayoutPriority(Float(axis == .horizontal ? defaultSpec.compressionResistance.horizontal : defaultSpec.compressionResistance.vertical))
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities[2 + axis.rawValue] = priority
    }

    /// A new view of this kind, as the model makes it: its default priorities.
    var defaultSpec: ViewSpec { ViewSpec(id: "v", kind: modelKind) }
}
