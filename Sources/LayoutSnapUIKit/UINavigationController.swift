import LayoutSnapScenario

/// A navigation controller, as UIKit's `UINavigationController`: its bar across the top
/// (behind the status bar, 44 points below it, up to 52 more with a large title, which folds
/// into the row as the content scrolls) with the top view controller's title and bar button
/// items, and that view controller's view filling the screen under it, its safe area
/// starting below the bar; when shown, a toolbar along the bottom with its toolbar items.
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = [] { didSet { LayoutGeneration.advance() } }
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false { didSet { LayoutGeneration.advance() } }
    /// The toolbar at the bottom, showing the top view controller's `toolbarItems` while
    /// `isToolbarHidden` is false.
    public let toolbar = UIToolbar()
    open var isToolbarHidden = true {
        didSet { if isViewLoaded, isToolbarHidden != oldValue { showTop() } }
    }
    private var shown: UIViewController? { didSet { LayoutGeneration.advance() } }

    /// UINavigationBar's height below the status bar on a screen: 44 points on a phone in
    /// portrait, 32 on one on its side (compact height), 50 on an iPad (iOS 12 made iPad bars
    /// taller; Interface Builder's canvas reads the same).
    static func barHeight(on screen: Device) -> Double {
        if UIUserInterfaceIdiom(screen: screen) == .pad { return 50 }
        return screen.width > screen.height ? 32 : 44
    }

    /// This controller's bar height, on the screen it is shown on.
    var barHeight: Double { Self.barHeight(on: screen) }

    /// The toolbar's height above the home indicator: 49 points on a phone (as Xcode's canvas
    /// stores it since iOS 13), 50 on an iPad, 32 on a phone on its side.
    var toolbarHeight: Double {
        if UIUserInterfaceIdiom(screen: screen) == .pad { return 50 }
        return screen.width > screen.height ? 32 : 49
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }
    public var visibleViewController: UIViewController? { viewControllers.last }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) { controller.removeFromParent() }
        viewControllers = controllers
        for controller in controllers { addChild(controller) }
        if isViewLoaded { showTop() }
    }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        setViewControllers(viewControllers + [viewController], animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showTop()
    }

    /// The top view controller's view, under the bar, with the bar's title its title.
    private func showTop() {
        shown?.viewIfLoaded?.removeFromSuperview()
        navigationBar.removeFromSuperview()
        toolbar.removeFromSuperview()
        guard let top = topViewController, let content = top.view else { return }
        shown = top
        showFilling(content)
        navigationBar.isHidden = isNavigationBarHidden
        view.addSubview(navigationBar)
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: view.topAnchor), navigationBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            navigationBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
        if !isToolbarHidden {
            view.addSubview(toolbar)
            toolbar.translatesAutoresizingMaskIntoConstraints = false
            toolbar.rowHeight = CGFloat(toolbarHeight)
            toolbar.sideInset = screen.width >= 414 ? 20 : 16
            toolbar.items = top.toolbarItems
            NSLayoutConstraint.activate([
                toolbar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor), toolbar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                toolbar.leadingAnchor.constraint(equalTo: view.leadingAnchor), toolbar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
        navigationBar.rowHeight = CGFloat(barHeight)
        navigationBar.apply(barAppearance)
        navigationBar.show(
            top.navigationItem, title: top.navigationItem.title ?? top.title, largeTitleHeight: largeTitleHeight, margins: view.layoutMarginsGuide,
            back: backButton(under: top))
    }

    /// The back button the top view controller's bar shows: one whenever a view controller is
    /// below it, unless its item hides it or its left items replace it.
    private func backButton(under top: UIViewController) -> UINavigationBar.BackButton? {
        let item = top.navigationItem
        guard viewControllers.count > 1, !item.hidesBackButton,
            (item.leftBarButtonItems ?? []).isEmpty || item.leftItemsSupplementBackButton
        else { return nil }
        let previous = viewControllers[viewControllers.count - 2]
        return UINavigationBar.BackButton(title: previous.navigationItem.backTitle(controllerTitle: previous.title))
    }

    /// Whether the bar shows the top view controller's title large, below its row of items.
    var showsLargeTitle: Bool {
        guard let item = topViewController?.navigationItem else { return false }
        switch item.largeTitleDisplayMode {
        case .always: return true
        case .never: return false
        case .automatic: return navigationBar.prefersLargeTitles
        }
    }

    /// The large title's room below the row: 52 points at rest, less as the top view
    /// controller's content scroll view is scrolled up from rest (UIKit folds the title into
    /// the row), none from 52 points on, and more as it is pulled down past rest (the bar
    /// stretches with the content); 0 for a standard bar.
    var largeTitleHeight: CGFloat {
        guard showsLargeTitle else { return 0 }
        let full = UINavigationBar.largeTitleHeight
        guard let scroll = topViewController?.contentScrollView(for: .top), scroll.offsetWasSet else { return CGFloat(full) }
        // At rest the offset is minus the top inset: the content inset, and the safe area under
        // the expanded bar where the scroll view adjusts for it.
        var inset = Double(scroll.contentInset.top)
        if scroll.contentInsetAdjustmentBehavior != .never { inset += screen.safeArea.top + super.extraSafeArea.top + barHeight + full }
        let scrolled = Double(scroll.contentOffset.y) + inset
        return CGFloat(max(0, full - scrolled))
    }

    /// The bar follows the content scroll view's offset, as set before this layout.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if shown != nil {
            navigationBar.showLargeTitle(height: largeTitleHeight)
            navigationBar.apply(barAppearance)
        }
    }

    /// How far the top view controller's content is scrolled up under the bar from rest (0
    /// with no content scroll view, or one whose offset code did not set).
    private var scrolledUnderBar: Double {
        guard let scroll = topViewController?.contentScrollView(for: .top), scroll.offsetWasSet else { return 0 }
        var inset = Double(scroll.contentInset.top)
        if scroll.contentInsetAdjustmentBehavior != .never {
            inset += screen.safeArea.top + super.extraSafeArea.top + barHeight + (showsLargeTitle ? UINavigationBar.largeTitleHeight : 0)
        }
        return Double(scroll.contentOffset.y) + inset
    }

    /// The appearance the bar takes: the top item's, else the bar's; at the scroll edge (the
    /// content at rest) the scroll edge appearance, or the standard one made transparent.
    var barAppearance: UINavigationBarAppearance {
        let item = topViewController?.navigationItem
        let compact = screen.width > screen.height && UIUserInterfaceIdiom(screen: screen) == .phone
        let standard = (compact ? item?.compactAppearance ?? navigationBar.compactAppearance : nil) ?? item?.standardAppearance ?? navigationBar.standardAppearance
        guard scrolledUnderBar <= 0 else { return standard }
        let edge = compact ? item?.compactScrollEdgeAppearance ?? navigationBar.compactScrollEdgeAppearance : nil
        return edge ?? item?.scrollEdgeAppearance ?? navigationBar.scrollEdgeAppearance ?? standard.transparentCopy()
    }

    override var namedViews: [(name: String, view: UIView)] {
        [("navigationBar", navigationBar)] + (isToolbarHidden ? [] : [("toolbar", toolbar)]) + super.namedViews
    }

    /// The screen's safe area grows by the bar, as the children's does on iOS.
    override var extraSafeArea: Insets {
        var insets = super.extraSafeArea
        if !isNavigationBarHidden { insets.top += barHeight + Double(largeTitleHeight) }
        if !isToolbarHidden { insets.bottom += toolbarHeight }
        return insets
    }
}

/// What a view controller shows in a navigation bar, as UIKit's `UINavigationItem`.
@MainActor
public final class UINavigationItem {
    public var title: String? { didSet { LayoutGeneration.advance() } }
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { LayoutGeneration.advance() } }
    public var prompt: String? { didSet { LayoutGeneration.advance() } }
    public var hidesBackButton = false { didSet { LayoutGeneration.advance() } }
    /// The back button's title when this item is the one below the top: read by the next
    /// view controller's bar.
    public var backButtonTitle: String? { didSet { LayoutGeneration.advance() } }
    /// The back button the next view controller's bar shows (its title is used).
    public var backBarButtonItem: UIBarButtonItem? { didSet { LayoutGeneration.advance() } }
    /// How the back button to this item is titled.
    public var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { LayoutGeneration.advance() } }
    /// Whether the left items sit beside the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false { didSet { LayoutGeneration.advance() } }
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { LayoutGeneration.advance() } }
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { LayoutGeneration.advance() } }
    /// This item's own bar appearances, over the bar's while it is on top.
    public var standardAppearance: UINavigationBarAppearance? { didSet { LayoutGeneration.advance() } }
    public var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { LayoutGeneration.advance() } }
    public var compactAppearance: UINavigationBarAppearance? { didSet { LayoutGeneration.advance() } }
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { LayoutGeneration.advance() } }
    /// The first of `leftBarButtonItems`, the one nearest the edge.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of `rightBarButtonItems`, the one nearest the edge.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    public init(title: String? = nil) { self.title = title }

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    /// The title of the back button to this item: its back bar button item's, else by the
    /// display mode (its back title, its title, the view controller's, or "Back"). UIKit
    /// shortens a title that does not fit to "Back", then to none; layoutsnap keeps it.
    func backTitle(controllerTitle: String?) -> String? {
        if let backBarButtonItem { return backBarButtonItem.title }
        switch backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default: return backButtonTitle ?? title ?? controllerTitle ?? "Back"
        }
    }
}
