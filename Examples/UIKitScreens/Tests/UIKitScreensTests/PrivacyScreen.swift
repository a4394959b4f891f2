#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A privacy settings screen in the iOS 14 way: a collection view with an inset grouped list
/// layout, its rows from a diffable data source with cell registrations, titled section
/// headers, and accessories (disclosure indicators, a value with a checkmark).
final class PrivacyScreen: UIViewController {
    private struct Row: Hashable, Sendable {
        let title: String
        let value: String?
    }

    private let sections: [(title: String, rows: [Row])] = [
        ("Permissions", [Row(title: "Location Services", value: nil), Row(title: "Camera", value: nil), Row(title: "Microphone", value: nil)]),
        ("Analytics", [Row(title: "Share iPhone Analytics", value: "On"), Row(title: "Improve Siri", value: nil)]),
    ]
    private var dataSource: UICollectionViewDiffableDataSource<String, Row>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Privacy"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(list)
        list.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: view.topAnchor), list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: view.leadingAnchor), list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.accessories = row.value.map { [.label(text: $0), .checkmark()] } ?? [.disclosureIndicator()]
        }
        let titles = sections.map(\.title)
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = titles[indexPath.section]
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<String, Row>(collectionView: list) { collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Row>()
        for section in sections {
            snapshot.appendSections([section.title])
            snapshot.appendItems(section.rows, toSection: section.title)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }
}
