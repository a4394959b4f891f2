import LayoutSnapScenario

/// A table view cell, as UIKit's `UITableViewCell`: its `contentView` fills it, and the
/// default styles' labels live there. Laid out alone at a width, the most common snapshot
/// subject: `cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0),
/// withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)`.
@MainActor
open class UITableViewCell: UIView {
    public let contentView = UIView()
    public let reuseIdentifier: String?
    open var selectionStyle: SelectionStyle = .default { didSet { LayoutGeneration.advance() } }
    open var accessoryType: AccessoryType = .none {
        didSet {
            LayoutGeneration.advance()
            showAccessory()
        }
    }
    open var accessoryView: UIView? {
        didSet {
            LayoutGeneration.advance()
            showAccessory()
        }
    }
    /// The content view's trailing edge at the cell's, while no accessory is shown.
    var contentTrailing: NSLayoutConstraint?
    /// The accessory shown (the accessory view, or the type's indicator) and its constraints.
    var shownAccessory: UIView?
    var accessoryConstraints: [NSLayoutConstraint] = []
    open var separatorInset: UIEdgeInsets = UITableViewCell.defaultSeparatorInset { didSet { LayoutGeneration.advance() } }
    static let defaultSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var isSelected = false { didSet { LayoutGeneration.advance() } }
    /// Kept, not drawn (a snapshot shows a cell unselected, over its background colour).
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isHighlighted = false { didSet { LayoutGeneration.advance() } }
    private let style: CellStyle
    private var defaultLabels: [UILabel] = [] { didSet { LayoutGeneration.advance() } }
    /// What the cell shows, as a configuration: its view fills the content view (UIKit
    /// replaces the content view with it), the default style's labels left out.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContent = showConfiguration(contentConfiguration, in: contentView, replacing: configuredContent)
            for label in defaultLabels { label.isHidden = contentConfiguration != nil }
        }
    }
    var configuredContent: UIView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        backgroundColor = .systemBackground
        contentTrailing = installContentView(contentView, in: self)
        // A cell's content margins on a phone: 16 points at the sides, 11 above and below.
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        contentTrailing = installContentView(contentView, in: self)
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    /// The default style's title, made on first use in the content view (leading margin,
    /// centred vertically), as UIKit's is.
    public var textLabel: UILabel? { defaultLabel(0) }

    /// The subtitle and value styles' second label.
    public var detailTextLabel: UILabel? { style == .default ? nil : defaultLabel(1) }

    private func defaultLabel(_ index: Int) -> UILabel {
        while defaultLabels.count <= index {
            let label = UILabel()
            if defaultLabels.count == 1 {
                label.font = .systemFont(ofSize: style == .subtitle ? 12 : 17)
                label.textColor = style == .subtitle ? .label : .secondaryLabel
            }
            defaultLabels.append(label)
            contentView.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            layOutDefaultLabels()
        }
        return defaultLabels[index]
    }

    private func layOutDefaultLabels() {
        let margins = contentView.layoutMarginsGuide
        guard let title = defaultLabels.first else { return }
        for label in defaultLabels { contentView.constraints.filter { $0.firstItem === label }.forEach { $0.isActive = false } }
        var made = [title.leadingAnchor.constraint(equalTo: margins.leadingAnchor)]
        if defaultLabels.count == 2 {
            let detail = defaultLabels[1]
            if style == .subtitle {
                made += [
                    title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6), detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                    detail.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
                ]
            } else {
                made += [
                    title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor), detail.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                    detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                    detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                ]
            }
        } else {
            made += [title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor), title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor)]
        }
        NSLayoutConstraint.activate(made)
    }

    override var namedParts: [(name: String, view: UIView)] {
        [("contentView", contentView)] + zip(["textLabel", "detailTextLabel"], defaultLabels).map { ($0, $1) }
            + (accessoryView == nil ? shownAccessory.map { [("accessory", $0)] } ?? [] : [])
            + (separatorLine.map { [("separator", $0)] } ?? [])
    }

    /// The line a plain table draws under the row, while it shows one.
    private var separatorLine: UIView?

    /// Shows the table's separator under the row: half a point tall, inset by the cell's
    /// `separatorInset` (the table's, while the cell keeps the default); nil hides it.
    func showSeparator(_ color: UIColor?, tableInset: UIEdgeInsets = UITableViewCell.defaultSeparatorInset) {
        separatorLine?.removeFromSuperview()
        separatorLine = nil
        guard let color else { return }
        let separatorInset = self.separatorInset == UITableViewCell.defaultSeparatorInset ? tableInset : self.separatorInset
        let line = UIView()
        line.backgroundColor = color
        addSubview(line)
        line.translatesAutoresizingMaskIntoConstraints = false
        // A system content configuration's separator starts at its primary text (Apple's
        // documentation of list cells' separator layout guide), unless the cell or table sets one.
        let text = (configuredContent as? UIListContentView)?.primaryText
        let setByHand = self.separatorInset != UITableViewCell.defaultSeparatorInset || tableInset != UITableViewCell.defaultSeparatorInset
        let leading = setByHand ? nil : text?.leadingAnchor
        NSLayoutConstraint.activate([
            leading.map { line.leadingAnchor.constraint(equalTo: $0) } ?? line.leadingAnchor.constraint(equalTo: leadingAnchor, constant: separatorInset.left),
            line.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -separatorInset.right),
            line.bottomAnchor.constraint(equalTo: bottomAnchor), line.heightAnchor.constraint(equalToConstant: 0.5),
        ])
        separatorLine = line
    }

    /// The configuration of the cell's style: `.cell()`, `.subtitleCell()` or `.valueCell()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
}

/// A collection view cell, as UIKit's `UICollectionViewCell`: a `contentView` that fills it.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public let contentView = UIView()
    open var isSelected = false { didSet { LayoutGeneration.advance() } }
    /// Kept, not drawn (a snapshot shows a cell unselected, over its background colour).
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var isHighlighted = false { didSet { LayoutGeneration.advance() } }
    /// What the cell shows, as a configuration: its view fills the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { configuredContent = showConfiguration(contentConfiguration, in: contentView, replacing: configuredContent) }
    }
    var configuredContent: UIView?
    /// The content view's trailing edge at the cell's (a list cell's accessories move it).
    var contentTrailing: NSLayoutConstraint?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentTrailing = installContentView(contentView, in: self)
    }

    /// A list cell's configuration (`UICollectionViewListCell` gives the same).
    public func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentTrailing = installContentView(contentView, in: self)
    }

    override var namedParts: [(name: String, view: UIView)] { [("contentView", contentView)] }
}

/// Pins a cell's content view to the cell's edges (UIKit keeps it at the cell's bounds, less
/// a table cell's accessory), or a configuration's view to the content view's; returns the
/// trailing constraint.
@MainActor
@discardableResult
func installContentView(_ contentView: UIView, in cell: UIView) -> NSLayoutConstraint {
    cell.addSubview(contentView)
    contentView.translatesAutoresizingMaskIntoConstraints = false
    let trailing = contentView.trailingAnchor.constraint(equalTo: cell.trailingAnchor)
    NSLayoutConstraint.activate([
        contentView.topAnchor.constraint(equalTo: cell.topAnchor), contentView.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
        trailing, contentView.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
    ])
    return trailing
}

/// Shows a configuration's view over the whole content view in place of the one shown before
/// (and, in a table cell, of the default style's labels); returns it.
@MainActor
func showConfiguration(_ configuration: (any UIContentConfiguration)?, in contentView: UIView, replacing shown: UIView?) -> UIView? {
    shown?.removeFromSuperview()
    guard let configuration else { return nil }
    let view = configuration.makeContentView()
    installContentView(view, in: contentView)
    return view
}
