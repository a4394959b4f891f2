import LayoutSnapLayout
import LayoutSnapScenario

/// A scroll view, as UIKit's `UIScrollView`: its content size comes from the constraints to
/// its content layout guide (or its edges), or from `contentSize` set in code.
@MainActor
open class UIScrollView: UIView {
    /// Set in code, or the solved size after a layout pass.
    open var contentSize: CGSize {
        get { explicitContentSize ?? solvedContentSize }
        set { explicitContentSize = newValue }
    }
    /// Where the content is scrolled to: the offset set in code, else where the last layout
    /// pass left it at rest (minus the adjusted top and left insets, as UIKit rests it).
    open var contentOffset: CGPoint {
        get {
            guard !offsetWasSet, let scroll = lastScrollLayout else { return boundsOrigin }
            return CGPoint(x: scroll.contentOffset.x, y: scroll.contentOffset.y)
        }
        set {
            boundsOrigin = newValue
            offsetWasSet = true
        }
    }

    /// `contentInset` plus the safe area the adjustment behaviour adds, as the last layout
    /// pass worked it out.
    open var adjustedContentInset: UIEdgeInsets {
        guard let inset = lastScrollLayout?.adjustedContentInset else { return contentInset }
        return UIEdgeInsets(top: CGFloat(inset.top), left: CGFloat(inset.left), bottom: CGFloat(inset.bottom), right: CGFloat(inset.right))
    }

    /// The scroll state the last layout pass of this view's hierarchy solved.
    private var lastScrollLayout: ScrollLayout? {
        guard let session = lastLayoutSession, let id = lastLayoutID else { return nil }
        return session.result.view(id)?.scroll
    }
    open var contentInset: UIEdgeInsets = .zero { didSet { LayoutGeneration.advance() } }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic { didSet { LayoutGeneration.advance() } }
    open var showsVerticalScrollIndicator = true { didSet { LayoutGeneration.advance() } }
    open var showsHorizontalScrollIndicator = true { didSet { LayoutGeneration.advance() } }
    open var alwaysBounceVertical = false { didSet { LayoutGeneration.advance() } }
    open var alwaysBounceHorizontal = false { didSet { LayoutGeneration.advance() } }
    open var bounces = true { didSet { LayoutGeneration.advance() } }
    open var isScrollEnabled = true { didSet { LayoutGeneration.advance() } }
    open var isPagingEnabled = false { didSet { LayoutGeneration.advance() } }
    open var keyboardDismissMode: KeyboardDismissMode = .none { didSet { LayoutGeneration.advance() } }
    /// The pull-to-refresh control: kept, not drawn (it shows only while the content is pulled
    /// down or it refreshes, and UIKit adds it behind the content).
    open var refreshControl: UIRefreshControl?
    open weak var delegate: UIScrollViewDelegate? { didSet { LayoutGeneration.advance() } }

    var explicitContentSize: CGSize? { didSet { LayoutGeneration.advance() } }
    var solvedContentSize = CGSize.zero
    private(set) var offsetWasSet = false { didSet { LayoutGeneration.advance() } }

    public var contentLayoutGuide: UILayoutGuide { builtInGuide(.content) }
    public var frameLayoutGuide: UILayoutGuide { builtInGuide(.frame) }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    override var modelKind: ViewKind { .scroll }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        if let size = explicitContentSize { spec.contentSize = Size(size) }
        if offsetWasSet { spec.contentOffset = Point(x: Double(boundsOrigin.x), y: Double(boundsOrigin.y)) }
        // Inside a navigation controller UIKit's `automatic` insets a view controller's content
        // scroll view for the bars whether or not it scrolls (Apple's documentation).
        spec.scrollableVerticallyAlways = alwaysBounceVertical || contentInsetAdjustmentBehavior == .automatic && isNavigationContentScrollView
        spec.scrollableHorizontallyAlways = alwaysBounceHorizontal
        spec.contentInset = Insets(top: Double(contentInset.top), left: Double(contentInset.left), bottom: Double(contentInset.bottom), right: Double(contentInset.right))
        spec.contentInsetAdjustment =
            switch contentInsetAdjustmentBehavior {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
    }

    /// Whether this is the content scroll view of a view controller in a navigation controller.
    private var isNavigationContentScrollView: Bool {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningController {
                return controller.navigationController != nil && controller.contentScrollView(for: .top) === self
            }
            view = current.superview
        }
        return false
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

/// Scroll callbacks; a snapshot scrolls nothing, so none is called.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {}
