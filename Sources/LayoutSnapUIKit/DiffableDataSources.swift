import Foundation

/// A collection view's data source from snapshots, as UIKit's `UICollectionViewDiffableDataSource`:
/// it makes itself the collection view's data source (which holds it weakly: keep it), and
/// each applied snapshot is what the collection view shows at its next layout.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject,
    UICollectionViewDataSource
{
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    public var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Shown from the next layout on (nothing animates in a snapshot).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        apply(snapshot, completion: completion)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { current.numberOfItems(inSectionAt: section) }

    /// The provider's cell (UIKit traps where it gives none; here the cell is a plain one).
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        current.item(at: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) } ?? UICollectionViewCell(frame: .zero)
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}

/// A table's data source from snapshots, as UIKit's `UITableViewDiffableDataSource`: it makes
/// itself the table's data source (which holds it weakly: keep it), and each applied snapshot
/// is what the table shows at its next layout.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: NSObject,
    UITableViewDataSource
{
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Shown from the next layout on (nothing animates in a snapshot).
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        current = snapshot
        tableView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil) {
        apply(snapshot, completion: completion)
    }

    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    public func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { current.numberOfItems(inSectionAt: section) }

    /// The provider's cell (UIKit traps where it gives none; here the cell is a plain one).
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        current.item(at: indexPath).flatMap { cellProvider(tableView, indexPath, $0) } ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
