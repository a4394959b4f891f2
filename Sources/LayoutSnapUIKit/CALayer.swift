/// The layer properties UIKit code sets on a view's layer: corners, border, masking; shadows
/// are accepted and not drawn.
@MainActor
open class CALayer {
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    /// The same switch as the view's `clipsToBounds`.
    public var masksToBounds: Bool {
        get { view?.clipsToBounds ?? storedMasksToBounds }
        set {
            storedMasksToBounds = newValue
            view?.clipsToBounds = newValue
        }
    }
    public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    public var shadowColor: CGColor?
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var opacity: Float = 1

    weak var view: UIView?
    private var storedMasksToBounds = false

    public init() {}
}

/// Which corners a layer rounds, as Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
