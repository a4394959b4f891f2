#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A store's "Discover" tab, laid out by a compositional layout as iOS apps build them: a row
/// of featured cards that scrolls on its own, then a grid of categories two to a line, each
/// section under a header. Cells and headers are subclasses registered by class.
final class DiscoverScreen: UIViewController, UICollectionViewDataSource {
    private let featured = ["Summer Reads", "New in Jazz", "Trail Maps"]
    private let categories = ["Books", "Music", "Maps", "Games", "Photos", "Travel"]
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Discover"
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: Self.layout())
        collectionView.backgroundColor = .systemBackground
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: TileCell.identifier)
        collectionView.register(
            SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: SectionHeader.identifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    /// Featured cards 85% of the width, side by side; categories in pairs of 100-point tiles.
    static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { section, _ in
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group: NSCollectionLayoutGroup
            if section == 0 {
                group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(160)), subitems: [item])
            } else {
                group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                    repeatingSubitem: item, count: 2)
                group.interItemSpacing = .fixed(12)
            }
            let layoutSection = NSCollectionLayoutSection(group: group)
            layoutSection.interGroupSpacing = 12
            layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
            layoutSection.orthogonalScrollingBehavior = section == 0 ? .groupPaging : .none
            layoutSection.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return layoutSection
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? featured.count : categories.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TileCell.identifier, for: indexPath) as! TileCell
        let titles = indexPath.section == 0 ? featured : categories
        cell.configure(title: titles[indexPath.item], hue: CGFloat(indexPath.item) / CGFloat(titles.count) * 0.7 + (indexPath.section == 0 ? 0.55 : 0))
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: SectionHeader.identifier, for: indexPath) as! SectionHeader
        header.titleLabel.text = indexPath.section == 0 ? "Featured" : "Browse by Category"
        return header
    }
}

/// A rounded tile of colour with its title at the bottom left.
final class TileCell: UICollectionViewCell {
    static let identifier = "tile"
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = .white
        contentView.addSubview(titleLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title: String, hue: CGFloat) {
        titleLabel.text = title
        contentView.backgroundColor = UIColor(hue: hue.truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 0.75, alpha: 1)
    }
}

/// A section's title in the title-3 style.
final class SectionHeader: UICollectionReusableView {
    static let identifier = "header"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        addSubview(titleLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
