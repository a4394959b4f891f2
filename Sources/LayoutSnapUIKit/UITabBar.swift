import LayoutSnapScenario

/// A tab bar, as UIKit's `UITabBar`: the bar's background, a hairline along its top, and its
/// items sharing its width equally in a row at its top (49 points tall on a phone, 50 on an
/// iPad, 32 on a phone on its side), each a 25-point image over a 10-point medium title, the
/// selected one in the tint colour and the others in `unselectedItemTintColor` (grey).
@MainActor
open class UITabBar: UIView {
    open var items: [UITabBarItem]? { didSet { showItems() } }
    open weak var selectedItem: UITabBarItem? { didSet { showItems() } }
    open var unselectedItemTintColor: UIColor? { didSet { showItems() } }
    open var barTintColor: UIColor? { didSet { applyAppearance() } }
    open var isTranslucent = true { didSet { LayoutGeneration.advance() } }
    /// The bar's look: its background and shadow (drawn at the scroll edge too: whether the
    /// content reaches the bar is not worked out).
    open var standardAppearance = UITabBarAppearance() { didSet { applyAppearance() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { LayoutGeneration.advance() } }
    private let row = UIStackView()
    private let hairline = UIView()
    private var rowHeightConstraint: NSLayoutConstraint?

    private func applyAppearance() { standardAppearance.draw(self, hairline: hairline, fallback: barTintColor ?? .secondarySystemBackground) }

    /// The row's height, set by the tab bar controller for its screen.
    var rowHeight: CGFloat = 49 {
        didSet { if rowHeight != oldValue { rowHeightConstraint?.constant = rowHeight } }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        row.distribution = .fillEqually
        row.alignment = .fill
        rowHeightConstraint = installBarParts(row: row, hairline: hairline, height: rowHeight)
        NSLayoutConstraint.activate([row.leadingAnchor.constraint(equalTo: leadingAnchor), row.trailingAnchor.constraint(equalTo: trailingAnchor)])
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: rowHeight) }

    override var namedParts: [(name: String, view: UIView)] { [("tabItems", row)] }

    /// A badge over the image's top trailing corner: its value in 13-point white on a red
    /// capsule at least 18 points across (an empty value a plain dot).
    private func showBadge(_ value: String, colour: UIColor?, on image: UIView, in tab: UIView) {
        let badge = UILabel()
        badge.text = value
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = colour ?? .systemRed
        let height: CGFloat = value.isEmpty ? 10 : 18
        badge.layer.cornerRadius = height / 2
        badge.clipsToBounds = true
        tab.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        let padded = badge.widthAnchor.constraint(equalTo: badge.heightAnchor)
        padded.priority = .defaultLow
        NSLayoutConstraint.activate([
            badge.heightAnchor.constraint(equalToConstant: height), badge.widthAnchor.constraint(greaterThanOrEqualToConstant: height), padded,
            badge.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: -6), badge.topAnchor.constraint(equalTo: image.topAnchor, constant: -4),
        ])
    }

    /// One of the items changed (a badge set, a title).
    func itemsChanged() { showItems() }

    /// Each item as a tab: its image centred 7 points from the top, its title under it.
    private func showItems() {
        for view in row.arrangedSubviews { view.removeFromSuperview() }
        for item in items ?? [] {
            item.bar = self
            let isSelected = item === selectedItem
            let colour = isSelected ? tintColor : unselectedItemTintColor ?? .systemGray
            let tab = UIView()
            let image = UIImageView(image: (isSelected ? item.selectedImage : nil) ?? item.image ?? UIImage(systemName: "square"))
            image.tintColor = colour
            let title = UILabel()
            title.text = item.title
            title.font = .systemFont(ofSize: 10, weight: .medium)
            title.textColor = colour
            title.textAlignment = .center
            for view in [image, title] {
                tab.addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            NSLayoutConstraint.activate([
                image.topAnchor.constraint(equalTo: tab.topAnchor, constant: 7), image.centerXAnchor.constraint(equalTo: tab.centerXAnchor),
                image.widthAnchor.constraint(equalToConstant: 25), image.heightAnchor.constraint(equalToConstant: 25),
                title.topAnchor.constraint(equalTo: image.bottomAnchor, constant: 2),
                title.leadingAnchor.constraint(equalTo: tab.leadingAnchor), title.trailingAnchor.constraint(equalTo: tab.trailingAnchor),
            ])
            tab.accessibilityLabel = item.accessibilityLabel ?? item.title
            if let badge = item.badgeValue { showBadge(badge, colour: item.badgeColor, on: image, in: tab) }
            row.addArrangedSubview(tab)
        }
    }
}
