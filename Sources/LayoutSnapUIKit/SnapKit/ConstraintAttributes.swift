/// The attributes a SnapKit maker names (`make.left.right`), single and composite.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    static let left = ConstraintAttributes(rawValue: 1 << 0)
    static let top = ConstraintAttributes(rawValue: 1 << 1)
    static let right = ConstraintAttributes(rawValue: 1 << 2)
    static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    static let leading = ConstraintAttributes(rawValue: 1 << 4)
    static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    static let width = ConstraintAttributes(rawValue: 1 << 6)
    static let height = ConstraintAttributes(rawValue: 1 << 7)
    static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    static let horizontalEdges: ConstraintAttributes = [.left, .right]
    static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    static let size: ConstraintAttributes = [.width, .height]
    static let center: ConstraintAttributes = [.centerX, .centerY]
    static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The single attributes, in a fixed order, as UIKit attributes.
    var layoutAttributes: [NSLayoutConstraint.Attribute] {
        let order: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
            (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading), (.trailing, .trailing), (.width, .width),
            (.height, .height), (.centerX, .centerX), (.centerY, .centerY), (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline),
            (.leftMargin, .leftMargin), (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
            (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin), (.centerXWithinMargins, .centerXWithinMargins),
            (.centerYWithinMargins, .centerYWithinMargins),
        ]
        return order.filter { contains($0.0) }.map(\.1)
    }
}

extension NSLayoutConstraint.Attribute {
    var isSize: Bool { self == .width || self == .height }
    var isHorizontal: Bool {
        [.left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins].contains(self)
    }

    /// SnapKit's reading of an inset on this attribute: inward from each edge, so the right,
    /// bottom and trailing edges and the sizes get the negated amount.
    func constant(inset: UIEdgeInsets) -> CGFloat {
        switch self {
        case .left, .leading, .leftMargin, .leadingMargin: inset.left
        case .top, .topMargin, .firstBaseline: inset.top
        case .right, .trailing, .rightMargin, .trailingMargin: -inset.right
        case .bottom, .bottomMargin, .lastBaseline: -inset.bottom
        case .width: -(inset.left + inset.right)
        case .height: -(inset.top + inset.bottom)
        case .centerX, .centerXWithinMargins: (inset.left - inset.right) / 2
        case .centerY, .centerYWithinMargins: (inset.top - inset.bottom) / 2
        case .notAnAttribute: 0
        }
    }
}
