import LayoutSnapScenario

/// A navigation bar: the bar's background, a hairline below it, a row 44 points tall (32 on a
/// phone on its side, 50 on an iPad) at the bottom (above the large title, when there is one)
/// with the title centred and the bar button items at the margins, and the large title
/// left-aligned in 52 points below the row, which clip it as they shrink while it collapses.
@MainActor
open class UINavigationBar: UIView {
    public let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    /// The room below the row the large title shows in.
    private let largeTitleArea = UIView()
    private var largeTitleAreaHeight: NSLayoutConstraint?
    private let hairline = UIView()
    private let leftItems = UIStackView(), rightItems = UIStackView()
    /// The back indicator and title, first of the left items when shown.
    private let backButton = UIStackView()
    private let backIndicator = UIImageView(image: UIImage(systemName: "chevron.backward"))
    private let backLabel = UILabel()
    /// The row's centre above the bar's bottom, moved up by a large title.
    private var rowCentres: [NSLayoutConstraint] = []
    private var marginConstraints: [NSLayoutConstraint] = []
    open var prefersLargeTitles = false { didSet { LayoutGeneration.advance() } }
    open var isTranslucent = true { didSet { LayoutGeneration.advance() } }
    /// The standard appearance's background where that sets none (the pre-iOS 13 way).
    open var barTintColor: UIColor? { didSet { LayoutGeneration.advance() } }
    /// How the bar looks while content is scrolled under it.
    open var standardAppearance = UINavigationBarAppearance() { didSet { LayoutGeneration.advance() } }
    /// How it looks while the content is at rest below it (nil: the standard appearance with a
    /// transparent background and no shadow, as since iOS 15).
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { LayoutGeneration.advance() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { LayoutGeneration.advance() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { LayoutGeneration.advance() } }

    /// UIKit's large-title area below the 44-point row.
    static let largeTitleHeight = 52.0

    /// The row's height: 44 points, 32 on a phone on its side, 50 on an iPad (set by the
    /// navigation controller for its screen).
    var rowHeight: CGFloat = 44 {
        didSet { if rowHeight != oldValue { showLargeTitle(height: largeTitleAreaHeight?.constant ?? 0) } }
    }

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
        // UIKit's back indicator: a chevron about 13 × 21 points, its title 6 points after it.
        backButton.spacing = 6
        backButton.alignment = .center
        backButton.addArrangedSubview(backIndicator)
        backButton.addArrangedSubview(backLabel)
        backLabel.font = .systemFont(ofSize: 17)
        NSLayoutConstraint.activate([
            backIndicator.widthAnchor.constraint(equalToConstant: 13), backIndicator.heightAnchor.constraint(equalToConstant: 21),
        ])
        for view in [titleLabel, largeTitleArea, leftItems, rightItems, hairline] {
            addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        largeTitleArea.clipsToBounds = true
        largeTitleArea.addSubview(largeTitleLabel)
        largeTitleLabel.translatesAutoresizingMaskIntoConstraints = false
        let areaHeight = largeTitleArea.heightAnchor.constraint(equalToConstant: 0)
        largeTitleAreaHeight = areaHeight
        let row = -rowHeight / 2
        rowCentres = [titleLabel, leftItems, rightItems].map { $0.centerYAnchor.constraint(equalTo: bottomAnchor, constant: row) }
        NSLayoutConstraint.activate(rowCentres + [
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leftItems.trailingAnchor, constant: 8),
            largeTitleArea.leadingAnchor.constraint(equalTo: leadingAnchor), largeTitleArea.trailingAnchor.constraint(equalTo: trailingAnchor),
            largeTitleArea.bottomAnchor.constraint(equalTo: bottomAnchor), areaHeight,
            largeTitleLabel.bottomAnchor.constraint(equalTo: largeTitleArea.bottomAnchor, constant: -8),
            hairline.leadingAnchor.constraint(equalTo: leadingAnchor), hairline.trailingAnchor.constraint(equalTo: trailingAnchor),
            hairline.bottomAnchor.constraint(equalTo: bottomAnchor), hairline.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A back button to show: its title, or none for the indicator alone.
    struct BackButton {
        var title: String?
    }

    /// Shows a view controller's item: its title (large, in `largeTitleHeight` points below the
    /// row, or in the row when that is 0), its bar button items at `margins` (the navigation
    /// controller's, 16 or 20 points from the edges), and a back button, 8 points from the
    /// leading edge, before the left items.
    func show(_ item: UINavigationItem, title: String?, largeTitleHeight: CGFloat, margins: UILayoutGuide, back: BackButton? = nil) {
        titleLabel.text = title
        largeTitleLabel.text = title
        showLargeTitle(height: largeTitleHeight)
        for (stack, items) in [(leftItems, item.leftBarButtonItems ?? []), (rightItems, (item.rightBarButtonItems ?? []).reversed())] {
            for view in stack.arrangedSubviews { view.removeFromSuperview() }
            if stack === leftItems, let back {
                backLabel.text = back.title
                backLabel.isHidden = back.title == nil
                backLabel.textColor = tintColor
                backIndicator.tintColor = tintColor
                backButton.accessibilityLabel = back.title ?? "Back"
                stack.addArrangedSubview(backButton)
            }
            for item in items where !item.isSpace { stack.addArrangedSubview(item.makeView(tint: tintColor)) }
        }
        NSLayoutConstraint.deactivate(marginConstraints)
        let leading = back == nil ? leftItems.leadingAnchor.constraint(equalTo: margins.leadingAnchor) : leftItems.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8)
        marginConstraints = [
            leading, rightItems.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            largeTitleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            largeTitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
        ]
        NSLayoutConstraint.activate(marginConstraints)
    }

    /// Gives the large title `height` points below the row (52 at rest, less as it collapses);
    /// at 0 the title is the row's. Unchanged values are left alone (no new layout).
    func showLargeTitle(height: CGFloat) {
        if titleLabel.isHidden != (height > 0) { titleLabel.isHidden = height > 0 }
        if largeTitleLabel.isHidden != (height == 0) { largeTitleLabel.isHidden = height == 0 }
        if largeTitleAreaHeight?.constant != height { largeTitleAreaHeight?.constant = height }
        let row = -rowHeight / 2 - height
        for constraint in rowCentres where constraint.constant != row { constraint.constant = row }
    }

    override var namedParts: [(name: String, view: UIView)] {
        [
            ("navigationTitle", titleLabel), ("largeTitleArea", largeTitleArea), ("largeTitle", largeTitleLabel), ("leftBarItems", leftItems), ("rightBarItems", rightItems),
            ("barHairline", hairline), ("backButton", backButton), ("backIndicator", backIndicator), ("backTitle", backLabel),
        ]
    }

    /// Draws the bar as `appearance` says: its background (the bar tint, else the material's
    /// colour, where it sets none and is not transparent), its shadow line, its titles'
    /// colours and fonts.
    func apply(_ appearance: UINavigationBarAppearance) {
        let fill = appearance.backgroundColor ?? (appearance.isTransparent ? .clear : barTintColor ?? .secondarySystemBackground)
        if backgroundColor != fill { backgroundColor = fill }
        let shadow = appearance.shadowColor
        if hairline.isHidden != (shadow == nil || shadow == .clear) { hairline.isHidden = shadow == nil || shadow == .clear }
        if let shadow, hairline.backgroundColor != shadow { hairline.backgroundColor = shadow }
        for (label, attributes, font) in [
            (titleLabel, appearance.titleTextAttributes, UIFont.preferredFont(forTextStyle: .headline)),
            (largeTitleLabel, appearance.largeTitleTextAttributes, UIFont.systemFont(ofSize: 34, weight: .bold)),
        ] {
            let colour = attributes[.foregroundColor] as? UIColor ?? .label
            if label.textColor != colour { label.textColor = colour }
            let chosen = attributes[.font] as? UIFont ?? font
            if label.font != chosen { label.font = chosen }
        }
    }
}
