import Foundation

/// A list's cell, as UIKit's `UICollectionViewListCell`: drawn on its list's background
/// (the grouped one in grouped lists), with a separator below it from its text's leading edge
/// (none below a grouped section's last), its section's outer corners rounded in an inset
/// grouped list, and its accessories at the trailing margin, the content view ending before
/// them: a disclosure indicator, a checkmark, a label.
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] { didSet { showAccessories() } }
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    private var accessoryViews: [UIView] = []
    private var accessoryConstraints: [NSLayoutConstraint] = []
    private var separatorLine: UIView?
    /// Whether the background colour is the list's (one code set is kept).
    private var listBackgroundApplied = false

    override var namedParts: [(name: String, view: UIView)] {
        super.namedParts + accessoryViews.enumerated().map { ("accessory\($0.offset)", $0.element) } + (separatorLine.map { [("separator", $0)] } ?? [])
    }

    /// The accessories shown when not editing, trailing first at the 16-point margin, each
    /// 8 points from the next, the content view ending before them.
    private func showAccessories() {
        NSLayoutConstraint.deactivate(accessoryConstraints)
        accessoryConstraints = []
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = []
        var edge = trailingAnchor, inset = UITableViewCell.accessoryMargin
        for accessory in accessories.reversed() where accessory.displayed != .whenEditing && !accessory.isHidden {
            let view = accessory.makeView(tint: tintColor)
            addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
            accessoryConstraints += [view.trailingAnchor.constraint(equalTo: edge, constant: -inset), view.centerYAnchor.constraint(equalTo: centerYAnchor)]
            accessoryViews.insert(view, at: 0)
            (edge, inset) = (view.leadingAnchor, 8)
        }
        contentTrailing?.isActive = accessoryViews.isEmpty
        if let first = accessoryViews.first { accessoryConstraints.append(contentView.trailingAnchor.constraint(equalTo: first.leadingAnchor, constant: -4)) }
        NSLayoutConstraint.activate(accessoryConstraints)
    }

    /// Draws the cell as its list does, `index` of `count` in its section.
    func styleInList(_ list: UICollectionLayoutListConfiguration, index: Int, count: Int) {
        if backgroundColor == nil || listBackgroundApplied {
            backgroundColor = list.isGrouped ? .secondarySystemGroupedBackground : list.resolvedBackground
            listBackgroundApplied = true
        }
        var corners: CACornerMask = []
        if list.isInset {
            if index == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if index == count - 1 { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        layer.cornerRadius = corners.isEmpty ? 0 : 10
        layer.maskedCorners = corners
        clipsToBounds = !corners.isEmpty
        separatorLine?.removeFromSuperview()
        separatorLine = nil
        guard list.showsSeparators, !(list.isGrouped && index == count - 1) else { return }
        let line = UIView()
        line.backgroundColor = .separator
        addSubview(line)
        line.translatesAutoresizingMaskIntoConstraints = false
        // The separator layout guide: from the content configuration's text, else the margin.
        let leading = (configuredContent as? UIListContentView)?.primaryText?.leadingAnchor ?? contentView.layoutMarginsGuide.leadingAnchor
        NSLayoutConstraint.activate([
            line.leadingAnchor.constraint(equalTo: leading), line.trailingAnchor.constraint(equalTo: trailingAnchor),
            line.bottomAnchor.constraint(equalTo: bottomAnchor), line.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        separatorLine = line
    }
}

/// An accessory of a list cell, as UIKit's `UICellAccessory`.
public struct UICellAccessory: Sendable {
    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    public struct DisclosureIndicatorOptions: Sendable {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions: Sendable {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions: Sendable {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public var font: UIFont?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
        }
    }

    enum Kind: Sendable {
        case disclosureIndicator, checkmark
        case label(String, font: UIFont?)
    }

    let kind: Kind
    let displayed: DisplayedState
    let isHidden: Bool
    let tint: UIColor?

    public static func disclosureIndicator(displayed: DisplayedState = .whenNotEditing, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator, displayed: displayed, isHidden: options.isHidden ?? false, tint: options.tintColor)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed, isHidden: options.isHidden ?? false, tint: options.tintColor)
    }

    public static func label(text: String, displayed: DisplayedState = .whenNotEditing, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(kind: .label(text, font: options.font), displayed: displayed, isHidden: options.isHidden ?? false, tint: options.tintColor)
    }

    /// The accessory's view: a table cell's indicator glyphs (a chevron 8 × 13 in the
    /// tertiary label colour, a checkmark 14 × 13 in the tint), or a body-text label in the
    /// secondary label colour.
    @MainActor
    func makeView(tint cellTint: UIColor) -> UIView {
        switch kind {
        case .disclosureIndicator, .checkmark:
            let isChevron = if case .disclosureIndicator = kind { true } else { false }
            let glyph = UIImageView(image: UIImage(systemName: isChevron ? "chevron.forward" : "checkmark"))
            glyph.tintColor = tint ?? (isChevron ? .tertiaryLabel : cellTint)
            NSLayoutConstraint.activate([
                glyph.widthAnchor.constraint(equalToConstant: isChevron ? 8 : 14), glyph.heightAnchor.constraint(equalToConstant: 13),
            ])
            return glyph
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = tint ?? .secondaryLabel
            return label
        }
    }
}
