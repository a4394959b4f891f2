/// A layout attribute, as `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: String, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case firstBaseline, lastBaseline

    public enum Axis: Sendable { case horizontal, vertical }

    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default: .vertical
        }
    }

    /// Whether the attribute flips right to left.
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// The attribute right to left: leading is the right edge, trailing the left.
    public var mirroredForRightToLeft: LayoutAttribute {
        switch self {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: self
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is an edge or margin (these attach to a scroll view's content
    /// area when the other item is inside it).
    public var isEdge: Bool { !isSize && self != .centerX && self != .centerY && self != .centerXWithinMargins && self != .centerYWithinMargins }
}

/// What a constraint attribute belongs to.
public enum LayoutItem: Hashable, Sendable, CustomStringConvertible {
    /// A view, by id (the root view is "root").
    case view(String)
    /// `S.content`: the content layout guide of scroll view S.
    case contentGuide(String)
    /// `S.frame`: the frame layout guide of scroll view S.
    case frameGuide(String)
    /// `V.safeArea`: the safeAreaLayoutGuide of view V.
    case safeAreaGuide(String)
    /// `V.margins`: the layoutMarginsGuide of view V.
    case marginsGuide(String)
    /// `V.readable`: the readableContentGuide of view V.
    case readableGuide(String)
    /// A custom layout guide, by name (its owner is its parent in the view tree).
    case guide(String)

    /// The view the item belongs to (for a custom guide, the guide's own name).
    public var viewID: String {
        switch self {
        case .view(let id), .contentGuide(let id), .frameGuide(let id), .safeAreaGuide(let id), .marginsGuide(let id),
            .readableGuide(let id), .guide(let id):
            id
        }
    }

    public var description: String {
        switch self {
        case .view(let id), .guide(let id): id
        case .contentGuide(let id): "\(id).content"
        case .frameGuide(let id): "\(id).frame"
        case .safeAreaGuide(let id): "\(id).safeArea"
        case .marginsGuide(let id): "\(id).margins"
        case .readableGuide(let id): "\(id).readable"
        }
    }
}

/// `first REL multiplier * second + constant @priority`, or `first REL constant` without a
/// second item: one Auto Layout constraint with where it was written.
public struct LayoutConstraintSpec: Hashable, Sendable {
    public enum Relation: String, Sendable { case lessThanOrEqual = "<=", equal = "==", greaterThanOrEqual = ">=" }

    public var firstItem: LayoutItem
    public var firstAttribute: LayoutAttribute
    public var relation: Relation
    public var secondItem: LayoutItem?
    public var secondAttribute: LayoutAttribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Int
    /// Where the constraint was written.
    public var location: SourceLocation
    /// The line it came from (a VFL string or an expression), for messages.
    public var source: String
    /// The name a constraint the layout makes carries, as UIKit's (`UISV-spacing`, …).
    public var identifier: String?
    /// A direction leading and trailing follow whatever the views' (a VFL direction option,
    /// or a stack's own direction); nil: the direction of the view the constraint belongs to.
    public var forcedDirection: LayoutDirection?

    public init(
        _ firstItem: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: Relation,
        _ secondItem: LayoutItem? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1, constant: Double = 0, priority: Int = 1000,
        location: SourceLocation, source: String
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
        self.source = source
    }

    /// The constraint as UIKit would print it: `a.width == 0.5*b.width + 8 @750`.
    public var summary: String {
        var text = "\(firstItem).\(firstAttribute.rawValue) \(relation.rawValue) "
        var hasTerm = false
        if let secondItem, let secondAttribute {
            text += multiplier == 1 ? "" : "\(NumberText.exact(multiplier))*"
            text += "\(secondItem).\(secondAttribute.rawValue)"
            hasTerm = true
        }
        if !hasTerm {
            text += NumberText.exact(constant)
        } else if constant != 0 {
            text += constant < 0 ? " - \(NumberText.exact(-constant))" : " + \(NumberText.exact(constant))"
        }
        if priority != 1000 { text += " @\(priority)" }
        return identifier.map { "'\($0)' \(text)" } ?? text
    }
}
