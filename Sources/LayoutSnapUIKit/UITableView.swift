import LayoutSnapScenario

/// A table view, as UIKit's `UITableView`: a scroll view in its style's background, with its
/// `tableHeaderView` and `tableFooterView` across the top of its content (as wide as the table,
/// as tall as their frames or their constraints make them). Its rows are not drawn: the data
/// source is kept and never asked (a cell registered by class cannot be made without
/// Objective-C, and a snapshot of a table is one of its cells laid out alone, or a scenario).
/// Everything a view controller calls on a table compiles.
@MainActor
open class UITableView: UIScrollView {
    public let style: Style
    open weak var dataSource: UITableViewDataSource? { didSet { LayoutGeneration.advance() } }
    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    open var separatorColor: UIColor? = .separator
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open var cellLayoutMarginsFollowReadableWidth = false
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView? {
        didSet { placeHeaderAndFooter(replacing: oldValue) }
    }
    open var tableFooterView: UIView? {
        didSet { placeHeaderAndFooter(replacing: oldValue) }
    }
    private var registered: [String: AnyClass] = [:]
    private var headerFooterConstraints: [NSLayoutConstraint] = []

    /// UIKit's "work it out" value for heights.
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { registered[identifier] = cellClass }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}

    /// A cell to fill: nil, as UIKit's is while none is registered and none waits for reuse
    /// (code then makes its own).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }

    /// A plain cell of the identifier (a registered subclass cannot be made here; nothing asks
    /// for cells while laying out).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UIView? { nil }

    open func reloadData() { LayoutGeneration.advance() }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {}
    open func beginUpdates() {}
    open func endUpdates() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var indexPathForSelectedRow: IndexPath? { nil }
    open var indexPathsForVisibleRows: [IndexPath]? { [] }
    open var visibleCells: [UITableViewCell] { [] }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    /// The header, then the footer, across the top of the content, as wide as the table; each
    /// as tall as its frame, or its constraints where its frame has no height.
    private func placeHeaderAndFooter(replacing old: UIView?) {
        if let old, old !== tableHeaderView, old !== tableFooterView { old.removeFromSuperview() }
        NSLayoutConstraint.deactivate(headerFooterConstraints)
        headerFooterConstraints = []
        var above = contentLayoutGuide.topAnchor
        for view in [tableHeaderView, tableFooterView].compactMap({ $0 }) {
            if view.superview !== self { addSubview(view) }
            view.translatesAutoresizingMaskIntoConstraints = false
            headerFooterConstraints += [
                view.topAnchor.constraint(equalTo: above), view.leadingAnchor.constraint(equalTo: frameLayoutGuide.leadingAnchor),
                view.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
            ]
            if view.frame.height > 0 { headerFooterConstraints.append(view.heightAnchor.constraint(equalToConstant: view.frame.height)) }
            above = view.bottomAnchor
        }
        headerFooterConstraints.append(contentLayoutGuide.bottomAnchor.constraint(equalTo: above))
        headerFooterConstraints.append(contentLayoutGuide.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor))
        NSLayoutConstraint.activate(headerFooterConstraints)
    }

    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
}

extension UITableViewCell {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

/// What a table shows, as UIKit's `UITableViewDataSource`: kept by the table, never asked for
/// cells (see `UITableView`).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// A table's delegate: its methods are the conformer's own; a snapshot taps and scrolls nothing.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {}

extension IndexPath {
    /// A table row's index path, as UIKit's addition to Foundation's `IndexPath`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection item's index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}
