import Foundation

/// A table section's header or footer, as UIKit's `UITableViewHeaderFooterView`: a content view
/// that fills it, showing its content configuration, or else its `textLabel`'s text in the
/// table's header (or footer) style.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    open private(set) var reuseIdentifier: String?
    public let contentView = UIView()
    /// Kept, not drawn (the table's background shows through, as in a plain table since iOS 15).
    open var backgroundView: UIView?
    /// What the view shows, as a configuration: its view fills the content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { configuredContent = showConfiguration(contentConfiguration, in: contentView, replacing: configuredContent) }
    }
    var configuredContent: UIView?
    /// The default header's label: the table shows its text in its header or footer style
    /// where no content configuration is set.
    public let textLabel: UILabel? = UILabel()
    public let detailTextLabel: UILabel? = UILabel()

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        install()
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        install()
    }

    /// The content view fills the view; its margins leave the configuration's alone above and
    /// below (a plain header is its text's line and the configuration's margins).
    private func install() {
        installContentView(contentView, in: self)
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }

    /// A plain table's header configuration.
    public func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    open func prepareForReuse() {}

    /// Where code set the default label's text and no configuration: that text, shown as the
    /// table shows its section titles (`style`: its header or footer configuration).
    func showTextLabel(as style: UIListContentConfiguration) {
        guard contentConfiguration == nil, let text = textLabel?.text, !text.isEmpty else { return }
        var configuration = style
        configuration.text = text
        configuration.secondaryText = detailTextLabel?.text
        contentConfiguration = configuration
    }

    override var namedParts: [(name: String, view: UIView)] { [("contentView", contentView)] }
}
