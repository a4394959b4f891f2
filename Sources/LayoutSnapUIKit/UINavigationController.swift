import LayoutSnapScenario

/// A navigation controller, as UIKit's `UINavigationController`: its bar across the top
/// (behind the status bar, 44 points below it) with the top view controller's title, and that
/// view controller's view filling the screen under it, its safe area starting below the bar.
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = [] { didSet { LayoutGeneration.advance() } }
    public let navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false { didSet { LayoutGeneration.advance() } }
    private var shown: UIViewController? { didSet { LayoutGeneration.advance() } }

    /// UINavigationBar's height below the status bar, in portrait on a phone.
    static let barHeight = 44.0

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

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showTop()
    }

    /// The top view controller's view, under the bar, with the bar's title its title.
    private func showTop() {
        shown?.viewIfLoaded?.removeFromSuperview()
        navigationBar.removeFromSuperview()
        guard let top = topViewController, let content = top.view else { return }
        shown = top
        content.translatesAutoresizingMaskIntoConstraints = false
        // A view controller's view keeps the system margins (16 or 20 points at the sides and the
        // safe area) inside a container: it takes them from the navigation controller's view.
        content.preservesSuperviewLayoutMargins = true
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: view.topAnchor), content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor), content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        navigationBar.titleLabel.text = top.navigationItem.title ?? top.title
        navigationBar.isHidden = isNavigationBarHidden
        view.addSubview(navigationBar)
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: view.topAnchor), navigationBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            navigationBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
    }

    override var namedViews: [(name: String, view: UIView)] { [("navigationBar", navigationBar)] + super.namedViews }

    /// The screen's safe area grows by the bar, as the children's does on iOS.
    override var extraSafeArea: Insets {
        var insets = super.extraSafeArea
        if !isNavigationBarHidden { insets.top += Self.barHeight }
        return insets
    }
}

/// A navigation bar: the bar's background, a hairline below it, the title centred in its
/// lower 44 points.
@MainActor
open class UINavigationBar: UIView {
    public let titleLabel = UILabel()
    private let hairline = UIView()
    open var prefersLargeTitles = false { didSet { LayoutGeneration.advance() } }
    open var isTranslucent = true { didSet { LayoutGeneration.advance() } }
    open var barTintColor: UIColor? { didSet { LayoutGeneration.advance() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        hairline.backgroundColor = .separator
        for view in [titleLabel, hairline] {
            addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: bottomAnchor, constant: -CGFloat(UINavigationController.barHeight) / 2),
            titleLabel.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 16),
            hairline.leadingAnchor.constraint(equalTo: leadingAnchor), hairline.trailingAnchor.constraint(equalTo: trailingAnchor),
            hairline.bottomAnchor.constraint(equalTo: bottomAnchor), hairline.heightAnchor.constraint(equalToConstant: 0.5),
        ])
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override var namedParts: [(name: String, view: UIView)] { [("navigationTitle", titleLabel)] }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        if let barTintColor { spec.background = barTintColor.color }
    }
}

/// What a view controller shows in a navigation bar, as UIKit's `UINavigationItem`.
@MainActor
public final class UINavigationItem {
    public var title: String? { didSet { LayoutGeneration.advance() } }
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { LayoutGeneration.advance() } }
    public var prompt: String? { didSet { LayoutGeneration.advance() } }
    public var hidesBackButton = false { didSet { LayoutGeneration.advance() } }

    public init(title: String? = nil) { self.title = title }

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}
