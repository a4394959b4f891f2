import LayoutSnapScenario

/// A stack view, as UIKit's `UIStackView`: its arranged subviews laid out by the same rules
/// (UISV constraints) the scenario format's stacks use.
@MainActor
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = [] { didSet { LayoutGeneration.advance() } }
    /// The arranged views' identities, for membership without a scan.
    private var arranged: Set<ObjectIdentifier> = [] { didSet { LayoutGeneration.advance() } }
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { LayoutGeneration.advance() } }
    open var distribution: Distribution = .fill { didSet { LayoutGeneration.advance() } }
    open var alignment: Alignment = .fill { didSet { LayoutGeneration.advance() } }
    open var spacing: CGFloat = 0 { didSet { LayoutGeneration.advance() } }
    open var isBaselineRelativeArrangement = false { didSet { LayoutGeneration.advance() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { LayoutGeneration.advance() } }
    var customSpacings: [(view: UIView, spacing: CGFloat)] = [] { didSet { LayoutGeneration.advance() } }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        // Scanned only when the view is already arranged: a 1,000-view stack built row by
        // row must not cost a million comparisons (each a retain of a weakly referenced view).
        if !arranged.insert(ObjectIdentifier(view)).inserted { arrangedSubviews.removeAll { $0 === view } }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
    }

    open func removeArrangedSubview(_ view: UIView) {
        guard arranged.remove(ObjectIdentifier(view)) != nil else { return }
        arrangedSubviews.removeAll { $0 === view }
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings.removeAll { $0.view === arrangedSubview }
        customSpacings.append((arrangedSubview, spacing))
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings.first { $0.view === arrangedSubview }?.spacing ?? UIStackView.spacingUseDefault
    }

    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    override var modelKind: ViewKind { .stack }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var stack = StackSpec()
        stack.axis = axis == .horizontal ? .horizontal : .vertical
        stack.distribution =
            switch distribution {
            case .fill: .fill
            case .fillEqually: .fillEqually
            case .fillProportionally: .fillProportionally
            case .equalSpacing: .equalSpacing
            case .equalCentering: .equalCentering
            }
        stack.alignment =
            switch alignment {
            case .fill: .fill
            case .leading: axis == .horizontal ? .top : .leading
            case .center: .center
            case .trailing: axis == .horizontal ? .bottom : .trailing
            case .firstBaseline: axis == .horizontal ? .firstBaseline : .fill
            case .lastBaseline: axis == .horizontal ? .lastBaseline : .fill
            }
        stack.spacing = Double(spacing == UIStackView.spacingUseSystem ? systemSpacing : spacing)
        stack.baselineRelative = isBaselineRelativeArrangement
        stack.marginsRelative = isLayoutMarginsRelativeArrangement
        spec.stack = stack
    }

    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }
}
