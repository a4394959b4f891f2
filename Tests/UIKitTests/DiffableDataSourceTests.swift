import Foundation
import LayoutSnapScenario
import Testing

@testable import LayoutSnapUIKit

/// Diffable data sources: the rows a table or collection view draws are the applied
/// snapshot's, in its sections' order, made by the cell provider.
@MainActor
@Suite struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case pinned, recent }

    @Test func aSnapshotsSectionsAndItemsKeepTheirOrder() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.recent])
        snapshot.appendItems(["Lunch", "Budget"])
        snapshot.insertSections([.pinned], beforeSection: .recent)
        snapshot.appendItems(["Ideas", "Lunch"], toSection: .pinned)  // "Lunch" is taken
        snapshot.insertItems(["Trip"], afterItem: "Lunch")
        snapshot.moveItem("Budget", beforeItem: "Lunch")
        #expect(snapshot.sectionIdentifiers == [.pinned, .recent])
        #expect(snapshot.itemIdentifiers(inSection: .pinned) == ["Ideas"] && snapshot.itemIdentifiers(inSection: .recent) == ["Budget", "Lunch", "Trip"])
        #expect(snapshot.numberOfItems == 4 && snapshot.indexOfItem("Trip") == 3 && snapshot.sectionIdentifier(containingItem: "Trip") == .recent)
        snapshot.deleteItems(["Lunch"])
        snapshot.deleteSections([.pinned])
        #expect(snapshot.itemIdentifiers == ["Budget", "Trip"] && snapshot.indexPath(of: "Trip") == IndexPath(item: 1, section: 0))
    }

    @Test func aTableShowsTheAppliedSnapshot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
        root.addSubview(table)
        table.snp.makeConstraints { $0.edges.equalToSuperview() }
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, title in
            let cell = table.dequeueReusableCell(withIdentifier: "note", for: indexPath)
            cell.textLabel?.text = title
            return cell
        }
        #expect(table.dataSource === source)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.pinned, .recent])
        snapshot.appendItems(["Ideas"], toSection: .pinned)
        snapshot.appendItems(["Lunch", "Budget"], toSection: .recent)
        source.apply(snapshot, animatingDifferences: false)
        root.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Ideas", "Lunch", "Budget"])
        #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "Budget")
        // A new snapshot: the rows follow at the next layout.
        snapshot.deleteItems(["Lunch"])
        source.apply(snapshot)
        root.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Ideas", "Budget"])
    }

    /// Cell registrations configure the cells the provider dequeues; a registration of a
    /// subclass no one said how to make keeps the items out until the test says how.
    @Test func registrationsConfigureTheirCells() {
        final class Badge: UICollectionViewCell {
            let label = UILabel()
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        root.addSubview(collection)
        collection.snp.makeConstraints { $0.edges.equalToSuperview() }
        let registration = UICollectionView.CellRegistration<Badge, String> { cell, _, title in
            cell.label.text = title
            cell.contentView.addSubview(cell.label)
        }
        let source = UICollectionViewDiffableDataSource<Section, String>(collectionView: collection) { collection, indexPath, title in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.recent])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"])
        source.apply(snapshot)
        root.layoutIfNeeded()
        #expect(collection.visibleCells.isEmpty, "a Badge cannot be made without Objective-C until the test says how")
        UICollectionView.makeCells(of: Badge.self) { Badge(frame: .zero) }
        collection.reloadData()
        root.layoutIfNeeded()
        #expect(collection.visibleCells.compactMap { ($0 as? Badge)?.label.text } == ["Wi-Fi", "Bluetooth"])
        #expect(collection.visibleCells.map(\.frame.minY) == [0, 44])
    }

    @Test func aCollectionViewShowsTheAppliedSnapshot() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumInteritemSpacing = 10
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
        root.addSubview(collection)
        collection.snp.makeConstraints { $0.edges.equalToSuperview() }
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collection) { collection, indexPath, number in
            let cell = collection.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            cell.contentView.backgroundColor = number.isMultiple(of: 2) ? .systemBlue : .systemOrange
            cell.accessibilityLabel = "\(number)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.recent])
        snapshot.appendItems([7, 8, 9, 10])
        source.apply(snapshot)
        root.layoutIfNeeded()
        #expect(collection.visibleCells.map(\.accessibilityLabel) == ["7", "8", "9", "10"])
        #expect(collection.visibleCells.map(\.frame.minY) == [0, 0, 0, 60], "three to a 320-point line, lines 10 apart")
        #expect(source.indexPath(for: 10) == IndexPath(item: 3, section: 0) && source.snapshot().numberOfItems == 4)
    }
}
