import LayoutSnapScenario

/// A view controller, as UIKit's `UIViewController`: its view is made on first use
/// (`loadView`, then `viewDidLoad`, once) and fills the screen it is shown on, with that
/// screen's safe area and system margins.
@MainActor
open class UIViewController {
    private var storedView: UIView?
    private var didLoad = false
    open var title: String?
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero
    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    /// The screen the view is laid out on: `UIScreen.main`'s unless a snapshot picks another.
    var screen: Device = UIScreen.main.device

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
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func updateViewConstraints() {}

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// What the layout engine is told of the screen: the device, its safe area grown by
    /// `additionalSafeAreaInsets`.
    var host: LayoutPass.Host {
        var device = screen
        device.safeArea = Insets(
            top: device.safeArea.top + Double(additionalSafeAreaInsets.top), left: device.safeArea.left + Double(additionalSafeAreaInsets.left),
            bottom: device.safeArea.bottom + Double(additionalSafeAreaInsets.bottom),
            right: device.safeArea.right + Double(additionalSafeAreaInsets.right))
        return LayoutPass.Host(device: device, name: "\(type(of: self))", owner: self)
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
