import LayoutSnapScenario

/// A navigation bar: the bar's background, a hairline below it, a row 44 points tall at the
/// bottom (above the large title, when there is one) with the title centred and the bar
/// button items at the margins, and the large title left-aligned in 52 points below the row.
@MainActor
open class UINavigationBar: UIView {
    public let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    private let hairline = UIView()
    private let leftItems = UIStackView(), rightItems = UIStackView()
    /// The row's centre above the bar's bottom, moved up by a large title.
    private var rowCentres: [NSLayoutConstraint] = []
    private var marginConstraints: [NSLayoutConstraint] = []
    open var prefersLargeTitles = false { didSet { LayoutGeneration.advance() } }
    open var isTranslucent = true { didSet { LayoutGeneration.advance() } }
    open var barTintColor: UIColor? { didSet { LayoutGeneration.advance() } }

    /// UIKit's large-title area below the 44-point row.
    static let largeTitleHeight = 52.0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        hairline.backgroundColor = .separator
        for stack in [leftItems, rightItems] {
            stack.spacing = 8
            stack.alignment = .center
            // Without items a stack has no size of its own: none, rather than an ambiguous one.
            for dimension in [stack.widthAnchor, stack.heightAnchor] {
                let empty = dimension.constraint(equalToConstant: 0)
                empty.priority = .fittingSizeLevel
                empty.isActive = true
            }
        }
        for view in [titleLabel, largeTitleLabel, leftItems, rightItems, hairline] {
            addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let row = -CGFloat(UINavigationController.barHeight) / 2
        rowCentres = [titleLabel, leftItems, rightItems].map { $0.centerYAnchor.constraint(equalTo: bottomAnchor, constant: row) }
        NSLayoutConstraint.activate(rowCentres + [
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leftItems.trailingAnchor, constant: 8),
            largeTitleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            hairline.leadingAnchor.constraint(equalTo: leadingAnchor), hairline.trailingAnchor.constraint(equalTo: trailingAnchor),
            hairline.bottomAnchor.constraint(equalTo: bottomAnchor), hairline.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Shows a view controller's item: its title (large, or in the row), its bar button items
    /// at `margins` (the navigation controller's, 16 or 20 points from the edges).
    func show(_ item: UINavigationItem, title: String?, largeTitle: Bool, margins: UILayoutGuide) {
        titleLabel.text = title
        titleLabel.isHidden = largeTitle
        largeTitleLabel.text = title
        largeTitleLabel.isHidden = !largeTitle
        let row = -CGFloat(UINavigationController.barHeight) / 2 - (largeTitle ? CGFloat(Self.largeTitleHeight) : 0)
        for constraint in rowCentres { constraint.constant = row }
        for (stack, items) in [(leftItems, item.leftBarButtonItems ?? []), (rightItems, (item.rightBarButtonItems ?? []).reversed())] {
            for view in stack.arrangedSubviews { view.removeFromSuperview() }
            for item in items where !item.isSpace { stack.addArrangedSubview(item.makeView(tint: tintColor)) }
        }
        NSLayoutConstraint.deactivate(marginConstraints)
        marginConstraints = [
            leftItems.leadingAnchor.constraint(equalTo: margins.leadingAnchor), rightItems.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            largeTitleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            largeTitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        ]
        NSLayoutConstraint.activate(marginConstraints)
    }

    override var namedParts: [(name: String, view: UIView)] {
        [("navigationTitle", titleLabel), ("largeTitle", largeTitleLabel), ("leftBarItems", leftItems), ("rightBarItems", rightItems), ("barHairline", hairline)]
    }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        if let barTintColor { spec.background = barTintColor.color }
    }
}
