#if canImport(UIKit)
import UIKit
#else
import LayoutSnapUIKit
#endif

/// A photo library's grid: a collection view controller whose square items, three to a line,
/// are sized from the collection view's width (as apps size them, in the flow layout's
/// delegate), each a `PhotoCell` registered by class, with a caption below the grid's title.
final class PhotosScreen: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    private let albums = ["Beach", "Mountains", "City", "Forest", "Desert", "Lake", "Snow", "Harbour", "Garden", "Canyon", "Island"]
    private let spacing: CGFloat = 2

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { albums.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath) as! PhotoCell
        cell.configure(title: albums[indexPath.item], hue: CGFloat(indexPath.item) / CGFloat(albums.count))
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        let side = ((collectionView.bounds.width - 2 * spacing) / 3).rounded(.down)
        return CGSize(width: side, height: side)
    }
}

/// A square of colour with the album's name at its bottom left.
final class PhotoCell: UICollectionViewCell {
    static let identifier = "photo"
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        titleLabel.textColor = .white
        contentView.addSubview(titleLabel)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -8),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func configure(title: String, hue: CGFloat) {
        titleLabel.text = title
        contentView.backgroundColor = UIColor(hue: hue, saturation: 0.55, brightness: 0.8, alpha: 1)
    }
}
