import LayoutSnapScenario

/// What a tab bar controller tells of its tabs being chosen, as UIKit's
/// `UITabBarControllerDelegate` (a snapshot chooses none: its methods are never called).
@MainActor
public protocol UITabBarControllerDelegate: AnyObject {}

/// A tab bar controller, as UIKit's `UITabBarController`: the selected view controller's view
/// filling the screen, and a tab bar along the bottom above the home indicator — 49 points on
/// a phone, 50 on an iPad, 32 on a phone on its side — with every view controller's
/// `tabBarItem`; the child's safe area ends above the bar (and, for a navigation controller,
/// starts below its bar).
@MainActor
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar()
    open weak var delegate: (any UITabBarControllerDelegate)?
    open var viewControllers: [UIViewController]? {
        didSet {
            for controller in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === controller }) { controller.removeFromParent() }
            for controller in viewControllers ?? [] { addChild(controller) }
            if selectedIndex >= (viewControllers ?? []).count { selectedIndex = 0 }
            if isViewLoaded { showSelected() }
        }
    }
    open var selectedIndex = 0 {
        didSet { if isViewLoaded, selectedIndex != oldValue { showSelected() } }
    }
    private weak var shown: UIViewController? { didSet { LayoutGeneration.advance() } }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }

    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { selectedIndex < $0.count ? $0[selectedIndex] : nil } }
        set { if let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }

    /// The tab bar's height above the home indicator, on the screen it is shown on.
    var tabBarHeight: Double {
        if UIUserInterfaceIdiom(screen: screen) == .pad { return 50 }
        return screen.width > screen.height ? 32 : 49
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showSelected()
    }

    /// The selected view controller's view under the bar, the bar's items the tabs'.
    private func showSelected() {
        shown?.viewIfLoaded?.removeFromSuperview()
        tabBar.removeFromSuperview()
        tabBar.rowHeight = CGFloat(tabBarHeight)
        if let selected = selectedViewController, let content = selected.view {
            shown = selected
            showFilling(content)
        }
        // After the selected view loaded: a title its viewDidLoad sets is its tab's.
        let items = (viewControllers ?? []).map(Self.tabItem(for:))
        tabBar.items = items
        tabBar.selectedItem = items.indices.contains(selectedIndex) ? items[selectedIndex] : nil
        view.addSubview(tabBar)
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            tabBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor), tabBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tabBar.leadingAnchor.constraint(equalTo: view.leadingAnchor), tabBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// A child's tab: its tab bar item; a navigation controller given none shows its root
    /// view controller's title, as UIKit's does.
    private static func tabItem(for controller: UIViewController) -> UITabBarItem {
        let item = controller.tabBarItem ?? UITabBarItem()
        if item.title == nil, let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first {
            item.title = root.storedTabBarItem?.title ?? root.title ?? root.navigationItem.title
            if item.image == nil { item.image = root.storedTabBarItem?.image }
        }
        return item
    }

    override var namedViews: [(name: String, view: UIView)] { [("tabBar", tabBar)] + super.namedViews }

    /// The screen's safe area grows by the bar, and by what the selected child adds (a
    /// navigation controller's bar).
    override var extraSafeArea: Insets {
        var insets = super.extraSafeArea
        insets.bottom += tabBarHeight
        if let child = selectedViewController?.extraSafeArea {
            insets = Insets(top: insets.top + child.top, left: insets.left + child.left, bottom: insets.bottom + child.bottom, right: insets.right + child.right)
        }
        return insets
    }
}
