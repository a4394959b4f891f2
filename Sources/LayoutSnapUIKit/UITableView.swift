import LayoutSnapScenario

/// A table view, as UIKit's `UITableView`: a scroll view in its style's background, with its
/// `tableHeaderView`, rows and `tableFooterView` down its content, each as wide as the table.
/// A table's rows are drawn when the data source's cells can be had: while every cell
/// class registered is `UITableViewCell` itself or one a test said how to make
/// (`makeCells(of:with:)`: a subclass registered by class cannot be made without Objective-C,
/// and code casts what it dequeues to it), the data source
/// is asked for its cells before each layout, as tall as `rowHeight`, the delegate's
/// `heightForRowAt`, or their constraints (at least 44 points), with a separator; each
/// section between its header and footer (see `UITableView+Sections.swift`).
/// Otherwise the rows are left out. Everything a view controller
/// calls on a table compiles.
@MainActor
open class UITableView: UIScrollView {
    public let style: Style
    open weak var dataSource: UITableViewDataSource? {
        didSet { rowsChanged() }
    }
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { rowsChanged() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { rowsChanged() } }
    open var separatorColor: UIColor? = .separator { didSet { rowsChanged() } }
    /// The separators' insets, for cells that keep the default of their own.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { rowsChanged() } }
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var isEditing = false
    open var cellLayoutMarginsFollowReadableWidth = false
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var tableHeaderView: UIView? { didSet { replaced(oldValue) } }
    open var tableFooterView: UIView? { didSet { replaced(oldValue) } }
    private var registered: [String: AnyClass] = [:]
    private var contentConstraints: [NSLayoutConstraint] = []
    /// The rows and the sections' headers and footers, in order, as the data source and the
    /// delegate gave them at the last loading.
    private var parts: [TableContentPart] = []
    private var rowCells: [UITableViewCell] { parts.compactMap { if case .row(let cell, _) = $0 { cell } else { nil } } }
    private var rowPaths: [IndexPath] { parts.compactMap { if case .row(_, let path) = $0 { path } else { nil } } }
    private var rowsNeedLoading = true
    /// The separators of the empty rows below a plain table's last (see `showEmptyRowSeparators`).
    var emptyRowSeparators: [UIView] = []
    /// The most rows asked for: a few screens' worth.
    static let maximumRows = 60

    /// UIKit's "work it out" value for heights.
    public static let automaticDimension: CGFloat = -1

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        // A table bounces vertically however few its rows, so it is inset for the bars.
        alwaysBounceVertical = true
    }

    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
        rowsChanged()
    }
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredSupplements[identifier] = aClass
    }
    private var registeredSupplements: [String: AnyClass] = [:]

    /// A new cell of the class registered for the identifier, where it can be made (see
    /// `makeCells(of:with:)`); nil, as UIKit's, while none is registered (code then makes its own).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].flatMap { Self.newCell(of: $0, reuseIdentifier: identifier) }
    }

    /// A new cell of the registered class, else a plain one (a subclass with no maker cannot be
    /// made here, and then the rows are not asked for).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier) ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A new header or footer where `UITableViewHeaderFooterView` itself is registered for the
    /// identifier; nil otherwise (a subclass cannot be made without Objective-C).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let registered = registeredSupplements[identifier], ObjectIdentifier(registered) == ObjectIdentifier(UITableViewHeaderFooterView.self) else { return nil }
        return UITableViewHeaderFooterView(reuseIdentifier: identifier)
    }

    open func reloadData() { rowsChanged() }

    /// The rows are asked for again at the next layout.
    private func rowsChanged() {
        rowsNeedLoading = true
        LayoutGeneration.advance()
    }
    // Row and section updates ask the data source again, all at once (a snapshot animates nothing).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged() }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { rowsChanged() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { rowsChanged() }
    open func beginUpdates() {}
    open func endUpdates() { rowsChanged() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        rowsChanged()
        completion?(true)
    }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    open var indexPathForSelectedRow: IndexPath? { nil }
    open var indexPathsForVisibleRows: [IndexPath]? { [] }
    open var visibleCells: [UITableViewCell] { rowCells }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        rowPaths.firstIndex(of: indexPath).map { rowCells[$0] }
    }
    open var numberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 1 }
    open func numberOfRows(inSection section: Int) -> Int { dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0 }

    /// The rows are asked for as the constraints are updated, before each layout.
    open override func updateConstraints() {
        if rowsNeedLoading { loadRows() }
        super.updateConstraints()
    }

    /// The data source's cells, where they can be had (see the type's comment), each
    /// section's between its header and footer.
    private func loadRows() {
        rowsNeedLoading = false
        for cell in rowCells { cell.showSeparator(nil) }
        for part in parts { part.view.removeFromSuperview() }
        parts = []
        defer { arrangeContent() }
        let cellsCanBeMade = registered.values.allSatisfy(Self.canMakeCells(of:))
        guard cellsCanBeMade, let dataSource else { return }
        var rows = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) where rows < Self.maximumRows {
            if let header = supplement(header: true, of: section, dataSource: dataSource) { parts.append(header) }
            var cells: [UITableViewCell] = []
            for row in 0..<max(0, dataSource.tableView(self, numberOfRowsInSection: section)) where rows < Self.maximumRows {
                let path = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: path)
                cell.showSeparator(separatorStyle == .none ? nil : separatorColor ?? .separator, tableInset: separatorInset)
                parts.append(.row(cell, path))
                cells.append(cell)
                rows += 1
            }
            styleGroupedSection(cells)
            if let footer = supplement(header: false, of: section, dataSource: dataSource) { parts.append(footer) }
        }
        for part in parts where part.view.superview !== self { addSubview(part.view) }
    }

    /// A header or footer view replaced: the old one leaves (unless it is still the other).
    private func replaced(_ old: UIView?) {
        if let old, old !== tableHeaderView, old !== tableFooterView { old.removeFromSuperview() }
        arrangeContent()
    }

    /// The header, the rows and the footer down the content, each as wide as the table: the
    /// header and footer as tall as their frames (or their constraints, where a frame has no
    /// height), the rows as their height says.
    private func arrangeContent() {
        NSLayoutConstraint.deactivate(contentConstraints)
        contentConstraints = []
        var above = contentLayoutGuide.topAnchor
        func place(_ view: UIView, below gap: CGFloat = 0, inset: CGFloat = 0) {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentConstraints += [
                view.topAnchor.constraint(equalTo: above, constant: gap),
                view.leadingAnchor.constraint(equalTo: frameLayoutGuide.leadingAnchor, constant: inset),
                view.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor, constant: -2 * inset),
            ]
            above = view.bottomAnchor
        }
        let sectionInset = insetGroupedSideInset
        /// The header or footer, as tall as its frame where the frame has a height.
        func placeSupplementary(_ view: UIView?) {
            guard let view else { return }
            if view.superview !== self { addSubview(view) }
            place(view)
            if view.frame.height > 0 { contentConstraints.append(view.heightAnchor.constraint(equalToConstant: view.frame.height)) }
        }
        placeSupplementary(tableHeaderView)
        for part in parts {
            switch part {
            case .row(let cell, let path):
                place(cell, inset: sectionInset)
                contentConstraints += rowHeightConstraints(cell, at: path)
            case .supplement(let view, let height, let padding):
                place(view, below: padding, inset: sectionInset)
                contentConstraints += supplementHeightConstraints(view, height: height)
            }
        }
        contentConstraints += showEmptyRowSeparators(below: above)
        placeSupplementary(tableFooterView)
        contentConstraints.append(contentLayoutGuide.bottomAnchor.constraint(equalTo: above))
        contentConstraints.append(contentLayoutGuide.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor))
        NSLayoutConstraint.activate(contentConstraints)
    }

    /// A row's height: the delegate's, else `rowHeight`; automatic, what its constraints need
    /// and at least 44 points, as UIKit sizes a self-sizing cell.
    private func rowHeightConstraints(_ cell: UITableViewCell, at path: IndexPath) -> [NSLayoutConstraint] {
        let asked = (delegate as? UITableViewDelegate)?.tableView(self, heightForRowAt: path) ?? rowHeight
        if asked >= 0 { return [cell.heightAnchor.constraint(equalToConstant: asked)] }
        let compressed = cell.heightAnchor.constraint(equalToConstant: 0)
        compressed.priority = .fittingSizeLevel
        return [cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 44), compressed]
    }

    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
}

extension UITableViewCell {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}

/// What a table shows, as UIKit's `UITableViewDataSource`: its sections, their rows' cells
/// and their titles (where the cells can be had: see `UITableView`).
@MainActor
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// A table's delegate: it may give rows and section headers and footers their heights, and
/// headers and footers their views; a snapshot taps and scrolls nothing.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
}

extension IndexPath {
    /// A table row's index path, as UIKit's addition to Foundation's `IndexPath`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// A collection item's index path.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    public var section: Int { self[0] }
    public var row: Int { self[1] }
    public var item: Int { self[1] }
}
