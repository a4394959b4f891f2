/// An attribute (or several) of a view or guide as a SnapKit target: `other.snp.bottom`.
@MainActor
public final class ConstraintItem {
    let target: AnyObject
    let attributes: ConstraintAttributes

    init(target: AnyObject, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
    }
}

/// The attributes of a view or guide as targets (`snp.top`, `snp.edges`, …).
@MainActor
public protocol ConstraintAttributesDSL {
    var target: AnyObject { get }
}

extension ConstraintAttributesDSL {
    func item(_ attributes: ConstraintAttributes) -> ConstraintItem { ConstraintItem(target: target, attributes: attributes) }
    public var top: ConstraintItem { item(.top) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var left: ConstraintItem { item(.left) }
    public var right: ConstraintItem { item(.right) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    public var edges: ConstraintItem { item(.edges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}

/// `view.snp`: targets, and the makers that add, update, replace and remove the view's
/// SnapKit constraints.
@MainActor
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    let view: UIView
    public var target: AnyObject { view }

    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker(view).make(closure).forEach { $0.activate() }
    }

    /// Each new constraint updates the constant of the view's matching one, or is added.
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        for constraint in ConstraintMaker(view).make(closure) {
            if let existing = view.snapKitConstraints.first(where: { $0.matches(constraint) }) {
                existing.takeConstants(of: constraint)
            } else {
                constraint.activate()
            }
        }
    }

    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    public func removeConstraints() {
        for constraint in view.snapKitConstraints { constraint.deactivate() }
        view.snapKitConstraints = []
    }

    public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] { ConstraintMaker(view).make(closure) }

    public var safeAreaLayoutGuide: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: view.safeAreaLayoutGuide) }
    public var layoutMarginsGuide: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: view.layoutMarginsGuide) }
    public var contentHuggingHorizontalPriority: Float {
        get { view.contentHuggingPriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .horizontal) }
    }
    public var contentHuggingVerticalPriority: Float {
        get { view.contentHuggingPriority(for: .vertical).rawValue }
        nonmutating set { view.setContentHuggingPriority(UILayoutPriority(newValue), for: .vertical) }
    }
    public var contentCompressionResistanceHorizontalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .horizontal) }
    }
    public var contentCompressionResistanceVerticalPriority: Float {
        get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
        nonmutating set { view.setContentCompressionResistancePriority(UILayoutPriority(newValue), for: .vertical) }
    }
}

/// `guide.snp`: a layout guide's attributes as targets, and constraints made on it.
@MainActor
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
    let guide: UILayoutGuide
    public var target: AnyObject { guide }

    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        ConstraintMaker(guide).make(closure).forEach { $0.activate() }
    }
}

extension UIView {
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}

extension UILayoutGuide {
    public var snp: ConstraintLayoutGuideDSL { ConstraintLayoutGuideDSL(guide: self) }
}
