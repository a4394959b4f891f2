import LayoutSnapScenario

/// A toolbar, as UIKit's `UIToolbar`: the bar's background, a hairline along its top, and its
/// items in a row at its top — 44 points tall on its own, as tall as the navigation controller
/// that shows it makes it (49 on a phone, 50 on an iPad, 32 on a phone on its side) — inside
/// 16-point margins (20 from 414 points wide), 8 points apart; flexible spaces share what is
/// left equally, fixed spaces take their `width`, and with no flexible space the items keep to
/// the leading side.
@MainActor
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { didSet { showItems() } }
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    open var isTranslucent = true { didSet { LayoutGeneration.advance() } }
    /// The bar's look: its background and shadow (drawn at the scroll edge too).
    open var standardAppearance = UIToolbarAppearance() { didSet { applyAppearance() } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { LayoutGeneration.advance() } }

    private func applyAppearance() { standardAppearance.draw(self, hairline: hairline, fallback: barTintColor ?? .secondarySystemBackground) }
    private let row = UIStackView()
    private let hairline = UIView()
    private var rowConstraints: [NSLayoutConstraint] = []
    private var rowHeightConstraint: NSLayoutConstraint?

    /// The row's height: 44 points, or the navigation controller's toolbar height.
    var rowHeight: CGFloat = 44 {
        didSet { if rowHeight != oldValue { rowHeightConstraint?.constant = rowHeight } }
    }
    /// The row's margins at the sides: UIKit's bars' 16 points, 20 on a screen 414 points wide
    /// or more (set by the navigation controller for its screen).
    var sideInset: CGFloat = UIScreen.main.device.width >= 414 ? 20 : 16 {
        didSet { if sideInset != oldValue { showItems() } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        row.alignment = .center
        row.spacing = 8
        rowHeightConstraint = installBarParts(row: row, hairline: hairline, height: rowHeight)
        showItems()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    /// On its own a toolbar is as tall as its row.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: rowHeight) }

    override var namedParts: [(name: String, view: UIView)] { [("toolbarItems", row)] }

    /// The items in the row: spaces as empty views (flexible ones of one width), the others as
    /// the navigation bar shows them.
    private func showItems() {
        for view in row.arrangedSubviews { view.removeFromSuperview() }
        NSLayoutConstraint.deactivate(rowConstraints)
        rowConstraints = []
        var flexible: [UIView] = []
        for item in items ?? [] {
            switch item.systemItem {
            case .flexibleSpace?:
                let space = UIView()
                space.setContentHuggingPriority(.fittingSizeLevel, for: .horizontal)
                if let first = flexible.first { rowConstraints.append(space.widthAnchor.constraint(equalTo: first.widthAnchor)) }
                flexible.append(space)
                row.addArrangedSubview(space)
            case .fixedSpace?:
                let space = UIView()
                rowConstraints.append(space.widthAnchor.constraint(equalToConstant: max(0, item.width - 8)))
                row.addArrangedSubview(space)
            default:
                row.addArrangedSubview(item.makeView(tint: tintColor))
            }
        }
        rowConstraints += [
            row.leadingAnchor.constraint(equalTo: leadingAnchor, constant: sideInset),
            flexible.isEmpty
                ? row.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -sideInset)
                : row.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -sideInset),
        ]
        NSLayoutConstraint.activate(rowConstraints)
    }
}
