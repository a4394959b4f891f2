// What SnapKit's `equalTo`, `offset`, `inset`, `multipliedBy` and `priority` accept.

/// A number, size, point or insets a constraint's constant is made of.
public protocol ConstraintConstantTarget {}
extension Int: ConstraintConstantTarget {}
extension UInt: ConstraintConstantTarget {}
extension Float: ConstraintConstantTarget {}
extension Double: ConstraintConstantTarget {}
extension CGFloat: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension CGPoint: ConstraintConstantTarget {}
extension UIEdgeInsets: ConstraintConstantTarget {}
extension NSDirectionalEdgeInsets: ConstraintConstantTarget {}

/// What `equalTo` relates to: a constant, a view, a guide, or an attribute (`other.snp.top`).
public protocol ConstraintRelatableTarget {}
extension Int: ConstraintRelatableTarget {}
extension UInt: ConstraintRelatableTarget {}
extension Float: ConstraintRelatableTarget {}
extension Double: ConstraintRelatableTarget {}
extension CGFloat: ConstraintRelatableTarget {}
extension CGSize: ConstraintRelatableTarget {}
extension CGPoint: ConstraintRelatableTarget {}
extension UIEdgeInsets: ConstraintRelatableTarget {}
extension NSDirectionalEdgeInsets: ConstraintRelatableTarget {}
extension UIView: ConstraintRelatableTarget {}
extension UILayoutGuide: ConstraintRelatableTarget {}
extension ConstraintItem: ConstraintRelatableTarget {}

public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
extension Int: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

public protocol ConstraintInsetTarget: ConstraintConstantTarget {}
extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension UIEdgeInsets: ConstraintInsetTarget {}
extension NSDirectionalEdgeInsets: ConstraintInsetTarget {}

public protocol ConstraintMultiplierTarget {}
extension Int: ConstraintMultiplierTarget {}
extension UInt: ConstraintMultiplierTarget {}
extension Float: ConstraintMultiplierTarget {}
extension Double: ConstraintMultiplierTarget {}
extension CGFloat: ConstraintMultiplierTarget {}

public protocol ConstraintPriorityTarget {}
extension Int: ConstraintPriorityTarget {}
extension UInt: ConstraintPriorityTarget {}
extension Float: ConstraintPriorityTarget {}
extension Double: ConstraintPriorityTarget {}
extension CGFloat: ConstraintPriorityTarget {}
extension UILayoutPriority: ConstraintPriorityTarget {}

/// A number of any of the kinds SnapKit takes, as a CGFloat.
func number(_ value: Any) -> CGFloat? {
    switch value {
    case let value as CGFloat: value
    case let value as Double: CGFloat(value)
    case let value as Float: CGFloat(value)
    case let value as Int: CGFloat(value)
    case let value as UInt: CGFloat(value)
    case let value as UILayoutPriority: CGFloat(value.rawValue)
    default: nil
    }
}

/// A constant target's value on one attribute (SnapKit's rules for sizes, points and insets).
func constant(_ target: ConstraintConstantTarget, for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
    if let value = number(target) { return value }
    switch target {
    case let size as CGSize: return attribute == .width ? size.width : attribute == .height ? size.height : 0
    case let point as CGPoint: return attribute.isSize ? 0 : attribute.isHorizontal ? point.x : point.y
    case let insets as UIEdgeInsets: return attribute.constant(inset: insets)
    case let insets as NSDirectionalEdgeInsets:
        return attribute.constant(inset: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    default: return 0
    }
}

/// SnapKit's named priorities.
public struct ConstraintPriority: Hashable, Sendable, ExpressibleByFloatLiteral, ConstraintPriorityTarget {
    public let value: Float
    public init(floatLiteral value: Float) { self.value = value }
    public init(_ value: Float) { self.value = value }
    public static var required: ConstraintPriority { ConstraintPriority(1000) }
    public static var high: ConstraintPriority { ConstraintPriority(750) }
    public static var medium: ConstraintPriority { ConstraintPriority(500) }
    public static var low: ConstraintPriority { ConstraintPriority(250) }
}
