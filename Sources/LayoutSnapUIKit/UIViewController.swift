import LayoutSnapScenario

/// A view controller, as UIKit's `UIViewController`: its view is made on first use
/// (`loadView`, then `viewDidLoad`, once) and fills the screen it is shown on, with that
/// screen's safe area and system margins.
@MainActor
open class UIViewController {
    private var storedView: UIView? { didSet { LayoutGeneration.advance() } }
    private var didLoad = false { didSet { LayoutGeneration.advance() } }
    /// Also its tab bar item's title, once it has one, as in UIKit.
    open var title: String? {
        didSet {
            LayoutGeneration.advance()
            storedTabBarItem?.title = title
        }
    }
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified { didSet { LayoutGeneration.advance() } }
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero { didSet { LayoutGeneration.advance() } }
    public private(set) weak var parent: UIViewController? { didSet { LayoutGeneration.advance() } }
    public private(set) var children: [UIViewController] = [] { didSet { LayoutGeneration.advance() } }
    /// What a navigation controller's bar shows for this view controller.
    public let navigationItem = UINavigationItem()
    /// The items its navigation controller's toolbar shows while it is on top.
    open var toolbarItems: [UIBarButtonItem]? { didSet { LayoutGeneration.advance() } }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// The navigation controller this view controller is in, if any.
    public var navigationController: UINavigationController? {
        sequence(first: self, next: \.parent).compactMap { $0 as? UINavigationController }.first
    }
    /// The tab bar controller this view controller is in, if any.
    public var tabBarController: UITabBarController? {
        sequence(first: self, next: \.parent).compactMap { $0 as? UITabBarController }.first
    }
    /// The tab bar item code set or the getter made.
    var storedTabBarItem: UITabBarItem?
    /// Its tab in a tab bar controller's bar: one with its title unless code set another.
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    /// The screen the view is laid out on: `UIScreen.main`'s unless a snapshot picks another;
    /// its children are shown on it too.
    var screen: Device = UIScreen.main.device {
        didSet {
            LayoutGeneration.advance()
            for child in children where child.screen != screen { child.screen = screen }
        }
    }
    /// The system appearance and Dynamic Type size it is shown under: light and large, as on a
    /// phone out of the box, unless a snapshot's render picks others (its children's too).
    var environment = UITraitCollection.standardEnvironment {
        didSet {
            LayoutGeneration.advance()
            for child in children where child.environment !== environment { child.environment = environment }
        }
    }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public convenience init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) {}

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningController = nil
            storedView = newValue
            newValue?.owningController = self
        }
    }

    public var viewIfLoaded: UIView? { storedView }
    public var isViewLoaded: Bool { storedView != nil }

    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: screen.width, height: screen.height))
    }

    public func loadViewIfNeeded() {
        guard !didLoad else { return }
        didLoad = true
        loadView()
        if storedView == nil { view = UIView(frame: .zero) }
        storedView?.frame = CGRect(x: 0, y: 0, width: screen.width, height: screen.height)
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func awakeFromNib() {}
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic { didSet { LayoutGeneration.advance() } }
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical { didSet { LayoutGeneration.advance() } }
    /// Presentation shows nothing here (a snapshot is of one screen); the completion runs.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Key-value observation: never called here (see `addObserver(_:forKeyPath:options:context:)`).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
    open func viewWillLayoutSubviews() {}

    private weak var topContentScrollView: UIScrollView? { didSet { LayoutGeneration.advance() } }

    /// The scroll view whose scrolling the bars follow (a large title collapses as it scrolls):
    /// the one set for the top edge, else the view itself or its first subview when that is a
    /// scroll view, as UIKit finds it.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        guard edge.contains(.top), let view = viewIfLoaded else { return nil }
        return topContentScrollView ?? view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
    }
    /// Called when the screen the view controller is shown on changes its size classes.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() {}

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
        childController.screen = screen
        childController.environment = environment
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    @available(*, unavailable, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }
    @available(*, unavailable, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Views this view controller shows under a name of UIKit's (a navigation controller's
    /// bar, a child's view), for ids.
    var namedViews: [(name: String, view: UIView)] {
        children.compactMap { child in child.viewIfLoaded.map { ("\(type(of: child))", $0) } }
    }

    /// What the layout engine is told of the screen: the device, its safe area grown by
    /// `additionalSafeAreaInsets`.
    var host: LayoutPass.Host {
        LayoutPass.Host(device: screen.growingSafeArea(by: extraSafeArea), name: "\(type(of: self))", owner: self)
    }

    /// What this view controller adds to the screen's safe area: `additionalSafeAreaInsets`
    /// (and a navigation controller's bar). Every device a snapshot shows it on gets it too.
    var extraSafeArea: Insets {
        Insets(
            top: Double(additionalSafeAreaInsets.top), left: Double(additionalSafeAreaInsets.left), bottom: Double(additionalSafeAreaInsets.bottom),
            right: Double(additionalSafeAreaInsets.right))
    }
}

extension UIViewController {
    /// A child's view filling this container's view (a navigation or tab bar controller's):
    /// it keeps the system margins (16 or 20 points at the sides and the safe area) by taking
    /// them from the container's view.
    func showFilling(_ content: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        content.preservesSuperviewLayoutMargins = true
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.topAnchor), content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor), content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

extension Device {
    /// The device with its safe area grown by `insets`.
    func growingSafeArea(by insets: Insets) -> Device {
        var device = self
        device.safeArea = Insets(
            top: safeArea.top + insets.top, left: safeArea.left + insets.left, bottom: safeArea.bottom + insets.bottom, right: safeArea.right + insets.right)
        return device
    }
}

/// The screen, as UIKit's `UIScreen`: an iPhone 8's (375×667 points at @2x) unless a
/// snapshot shows a view on another device.
@MainActor
public final class UIScreen {
    public static let main = UIScreen()
    let device = Device.standard
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: device.width, height: device.height) }
    public var scale: CGFloat { CGFloat(device.scale) }
}

/// Edges of a rectangle, leading and trailing by the layout direction, as UIKit's
/// `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
