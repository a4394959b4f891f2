import LayoutSnapScenario

/// A tab of a tab bar, as UIKit's `UITabBarItem`: a title under an image (a symbol's box, as
/// images are drawn), the selected image while its tab is selected, a badge over the image;
/// a change shows at once in the bar showing it.
@MainActor
open class UITabBarItem {
    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    open var selectedImage: UIImage? { didSet { changed() } }
    open var tag = 0
    open var badgeValue: String? { didSet { changed() } }
    open var badgeColor: UIColor? { didSet { changed() } }
    open var isEnabled = true { didSet { changed() } }
    /// The bar showing the item, which redraws its tabs when the item changes.
    weak var bar: UITabBar?

    private func changed() {
        LayoutGeneration.advance()
        bar?.itemsChanged()
    }
    open var accessibilityLabel: String?

    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    public init() {}

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item: UIKit's title for it and its symbol.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.tag = tag
        let (title, symbol): (String, String) =
            switch systemItem {
            case .more: ("More", "ellipsis")
            case .favorites: ("Favorites", "star.fill")
            case .featured: ("Featured", "star.fill")
            case .topRated: ("Top Rated", "star.fill")
            case .recents: ("Recents", "clock.fill")
            case .contacts: ("Contacts", "person.crop.circle.fill")
            case .history: ("History", "clock.fill")
            case .bookmarks: ("Bookmarks", "book.fill")
            case .search: ("Search", "magnifyingglass")
            case .downloads: ("Downloads", "arrow.down.circle.fill")
            case .mostRecent: ("Most Recent", "clock.fill")
            case .mostViewed: ("Most Viewed", "list.number")
            }
        self.title = title
        image = UIImage(systemName: symbol)
    }
}
