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
    open var contentOffset: CGPoint {
        get { boundsOrigin }
        set {
            boundsOrigin = newValue
            offsetWasSet = true
        }
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
        if let size = explicitContentSize { spec.contentSize = Size(width: Double(size.width), height: Double(size.height)) }
        if offsetWasSet { spec.contentOffset = Point(x: Double(boundsOrigin.x), y: Double(boundsOrigin.y)) }
        spec.contentInset = Insets(top: Double(contentInset.top), left: Double(contentInset.left), bottom: Double(contentInset.bottom), right: Double(contentInset.right))
        spec.contentInsetAdjustment =
            switch contentInsetAdjustmentBehavior {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
}

/// Scroll callbacks; a snapshot scrolls nothing, so none is called.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {}
