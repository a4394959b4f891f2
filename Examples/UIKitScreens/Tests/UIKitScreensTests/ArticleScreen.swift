// The same file builds for iOS against UIKit and SnapKit.
#if canImport(UIKit)
import UIKit
import SnapKit
#else
import LayoutSnapUIKit
#endif

/// An article in a scroll view, with anchors: a content view pinned to the content layout
/// guide and as wide as the frame layout guide, a hero image, a title and paragraphs whose
/// wrapped height is the content height.
final class ArticleScreen: UIViewController {
    let scrollView = UIScrollView()
    let contentView = UIView()
    let heroView = UIView()
    let titleLabel = UILabel()
    let bodyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        heroView.backgroundColor = .systemIndigo
        titleLabel.text = "Scroll views and the two layout guides"
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.numberOfLines = 0
        bodyLabel.numberOfLines = 0
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.text = String(
            repeating: "Constraints to the content layout guide size the scrollable area; constraints to the frame layout guide fix what you see. A content view as wide as the frame guide scrolls only vertically. ",
            count: 5)
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        [heroView, titleLabel, bodyLabel].forEach(contentView.addSubview)
        [scrollView, contentView, heroView, titleLabel, bodyLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        let content = scrollView.contentLayoutGuide, frame = scrollView.frameLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            contentView.topAnchor.constraint(equalTo: content.topAnchor),
            contentView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            contentView.widthAnchor.constraint(equalTo: frame.widthAnchor),
            heroView.topAnchor.constraint(equalTo: contentView.topAnchor),
            heroView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            heroView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            heroView.heightAnchor.constraint(equalTo: heroView.widthAnchor, multiplier: 9.0 / 16),
            titleLabel.topAnchor.constraint(equalTo: heroView.bottomAnchor, constant: 16),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
            bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -24),
        ])
    }
}
