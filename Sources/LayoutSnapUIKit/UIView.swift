import LayoutSnapLayout
import LayoutSnapScenario

/// A view, as UIKit's `UIView`: a node of the hierarchy with a frame, an appearance and the
/// constraints that place it. Laying it out (`layoutIfNeeded`) builds layoutsnap's model of
/// the whole hierarchy and solves it with the same engine the scenario files use.
@MainActor
open class UIView {
    public private(set) weak var superview: UIView? { didSet { LayoutGeneration.advance() } }
    public private(set) var subviews: [UIView] = [] { didSet { LayoutGeneration.advance() } }

    /// In the superview's coordinates. Kept as set while `translatesAutoresizingMaskIntoConstraints`
    /// is true; otherwise the solved frame after a layout pass.
    open var frame: CGRect { didSet { LayoutGeneration.advance() } }
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    var boundsOrigin = CGPoint.zero { didSet { LayoutGeneration.advance() } }

    open var backgroundColor: UIColor? { didSet { LayoutGeneration.advance() } }
    open var alpha: CGFloat = 1 { didSet { LayoutGeneration.advance() } }
    open var isHidden = false { didSet { LayoutGeneration.advance() } }
    open var clipsToBounds = false { didSet { LayoutGeneration.advance() } }
    /// Kept, not applied: UIKit lays a view out untransformed and applies its transform when
    /// it draws (animations mostly end at identity); layoutsnap draws it untransformed.
    open var transform = CGAffineTransform.identity
    open var tintColor: UIColor! = .systemBlue { didSet { LayoutGeneration.advance() } }
    open var tag = 0 { didSet { LayoutGeneration.advance() } }
    open var isUserInteractionEnabled = true { didSet { LayoutGeneration.advance() } }
    open var contentMode: ContentMode = .scaleToFill { didSet { LayoutGeneration.advance() } }
    open var accessibilityIdentifier: String? { didSet { LayoutGeneration.advance() } }
    open var accessibilityLabel: String? { didSet { LayoutGeneration.advance() } }
    open var accessibilityHint: String? { didSet { LayoutGeneration.advance() } }
    open var accessibilityValue: String? { didSet { LayoutGeneration.advance() } }
    open var accessibilityTraits: UIAccessibilityTraits = .none { didSet { LayoutGeneration.advance() } }
    /// The container's elements for VoiceOver: kept, read by no renderer.
    open var accessibilityElements: [Any]?
    /// UIKit's default differs by class (a label or a control is an element, a plain view or
    /// an image view is not); the model knows the defaults, so only a value set is passed on.
    open var isAccessibilityElement: Bool {
        get { accessibilityElementSetting ?? false }
        set { accessibilityElementSetting = newValue }
    }
    var accessibilityElementSetting: Bool? { didSet { LayoutGeneration.advance() } }
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified { didSet { LayoutGeneration.advance() } }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified { didSet { LayoutGeneration.advance() } }
    public let layer = CALayer()

    open var translatesAutoresizingMaskIntoConstraints = true { didSet { LayoutGeneration.advance() } }
    open var autoresizingMask: AutoresizingMask = [] { didSet { LayoutGeneration.advance() } }

    /// Set margins (nil: UIKit's 8 points, or the root view's system margins).
    var explicitMargins: UIEdgeInsets? { didSet { LayoutGeneration.advance() } }
    var marginsAreDirectional = false { didSet { LayoutGeneration.advance() } }
    open var layoutMargins: UIEdgeInsets {
        get { explicitMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
        set {
            explicitMargins = newValue
            marginsAreDirectional = false
        }
    }
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            return NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
        }
        set {
            explicitMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
            marginsAreDirectional = true
        }
    }
    open var preservesSuperviewLayoutMargins = false { didSet { LayoutGeneration.advance() } }
    open var insetsLayoutMarginsFromSafeArea = true { didSet { LayoutGeneration.advance() } }

    /// Constraints held by this view (UIKit installs an activated constraint on the items'
    /// nearest common ancestor).
    public internal(set) var constraints: [NSLayoutConstraint] = [] { didSet { LayoutGeneration.advance() } }
    public internal(set) var layoutGuides: [UILayoutGuide] = [] { didSet { LayoutGeneration.advance() } }
    var builtInGuides: [UILayoutGuide] = [] { didSet { LayoutGeneration.advance() } }
    /// The constraints SnapKit made for this view, for `updateConstraints` and `remakeConstraints`.
    var snapKitConstraints: [Constraint] = [] { didSet { LayoutGeneration.advance() } }
    /// The view controller whose view this is.
    weak var owningController: UIViewController? { didSet { LayoutGeneration.advance() } }
    var contentPriorities: [Int: UILayoutPriority] = [:] { didSet { LayoutGeneration.advance() } }
    /// The last layout pass that placed this view, and its id there (for `safeAreaInsets`).
    weak var lastLayoutSession: LayoutSession?
    var lastLayoutID: String?

    public init(frame: CGRect) {
        self.frame = frame
        layer.view = self
    }

    public convenience init() { self.init(frame: .zero) }

    /// Views are not archived here: UIKit's coder initialiser, for subclasses that must have one.
    public required init?(coder: NSCoder) {
        frame = .zero
        layer.view = self
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            UIKitProblems.report("cannot add \(view.layoutDescription) as a subview of \(layoutDescription): a view cannot contain itself")
            return
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        // UIKit drops the constraints that named the view from every view that held them.
        for holder in sequence(first: parent, next: \.superview) {
            holder.constraints.removeAll { $0.involves(self) }
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// Swaps two subviews' places in the drawing order; indexes out of range change nothing
    /// (UIKit would raise).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
    }

    open func didMoveToSuperview() {}
    /// Interface Builder's hook: nothing is unarchived here, so nothing calls it.
    open func awakeFromNib() {}

    // First responders: a snapshot types nothing, so none becomes one.
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }

    public func isDescendant(of view: UIView) -> Bool {
        sequence(first: self, next: \.superview).contains { $0 === view }
    }

    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Geometry

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let absolute = originInWindow
        let other = view?.originInWindow ?? .zero
        return CGPoint(x: point.x + absolute.x - other.x, y: point.y + absolute.y - other.y)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        let origin = originInWindow
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, to: view), size: rect.size) }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect { CGRect(origin: convert(rect.origin, from: view), size: rect.size) }

    /// The bounds' origin in the top view's coordinates.
    private var originInWindow: CGPoint {
        var point = CGPoint(x: -boundsOrigin.x, y: -boundsOrigin.y)
        var view: UIView? = self
        while let current = view, let parent = current.superview {
            point.x += current.frame.minX - parent.boundsOrigin.x
            point.y += current.frame.minY - parent.boundsOrigin.y
            view = parent
        }
        return point
    }

    // MARK: Layout hooks

    /// UIKit's value for "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's content needs; a plain view has none. Overriding it works as in
    /// UIKit: the layout uses what the override returns.
    open var intrinsicContentSize: CGSize { measuredIntrinsicSize }

    /// What a subclass whose `intrinsicContentSize` changed calls, as in UIKit: the next pass
    /// measures again.
    open func invalidateIntrinsicContentSize() { LayoutGeneration.advance() }
    open func layoutSubviews() {}
    /// Called when the screen the view is shown on changes its size classes (a snapshot on
    /// another device): where adaptive code changes its constraints.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func updateConstraints() {}
    /// Key-value observation: never called here (see `addObserver(_:forKeyPath:options:context:)`).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
    open func setNeedsLayout() {}
    open func setNeedsUpdateConstraints() {}
    open func setNeedsDisplay() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    // MARK: The model

    /// The model's view kind; each UIKit subclass names its own.
    var modelKind: ViewKind { .view }

    /// Views UIKit's own classes hold under a public name (a cell's `contentView`), for ids.
    var namedParts: [(name: String, view: UIView)] { [] }

    /// Writes what the view shows into its model spec; subclasses add theirs after super's.
    func describe(into spec: inout ViewSpec) { describeView(into: &spec) }

    /// A name for messages: the accessibility identifier, or the type.
    var layoutDescription: String {
        accessibilityIdentifier.map { "\(type(of: self))('\($0)')" } ?? "\(type(of: self))"
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    }

    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// How a view's content flips right to left, as UIKit's `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
