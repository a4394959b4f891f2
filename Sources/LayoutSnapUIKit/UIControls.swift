import LayoutSnapScenario

// The value controls, as UIKit's: each shows its state in the look the scenario format draws.

@MainActor
open class UISwitch: UIControl {
    open var isOn = false { didSet { LayoutGeneration.advance() } }
    open var onTintColor: UIColor? { didSet { LayoutGeneration.advance() } }
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    override var modelKind: ViewKind { .switch }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = self.control(spec)
        control.isOn = isOn
        spec.control = control
        // UIKit's switch enforces its own size (its init(frame:) drops the size it is given),
        // however far its constraints stretch it.
        spec.enforcedSize = Size(width: 51, height: 31)
    }
}

@MainActor
open class UISlider: UIControl {
    open var value: Float = 0.5 { didSet { LayoutGeneration.advance() } }
    open var minimumValue: Float = 0 { didSet { LayoutGeneration.advance() } }
    open var maximumValue: Float = 1 { didSet { LayoutGeneration.advance() } }
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    override var modelKind: ViewKind { .slider }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = self.control(spec)
        // The model's slider runs 0…1.
        let range = maximumValue - minimumValue
        control.value = range > 0 ? Double(min(1, max(0, (value - minimumValue) / range))) : 0
        spec.control = control
    }
}

@MainActor
open class UIProgressView: UIView {
    open var progress: Float = 0 { didSet { LayoutGeneration.advance() } }
    open var progressTintColor: UIColor? { didSet { LayoutGeneration.advance() } }

    public convenience init(progressViewStyle style: Style) { self.init(frame: .zero) }
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    override var modelKind: ViewKind { .progress }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = spec.control ?? ControlSpec(kind: .progress)
        control.value = Double(min(1, max(0, progress)))
        if let tint = progressTintColor ?? tintColor { control.tint = tint.color }
        spec.control = control
    }

    public enum Style: Int, Sendable { case `default`, bar }
}

@MainActor
open class UISegmentedControl: UIControl {
    private var titles: [String] = [] { didSet { LayoutGeneration.advance() } }
    open var selectedSegmentIndex = -1 { didSet { LayoutGeneration.advance() } }

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        titles = (items ?? []).map { ($0 as? String) ?? "" }
    }

    public var numberOfSegments: Int { titles.count }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if titles.indices.contains(segment) { titles[segment] = title ?? "" }
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        titles.insert(title ?? "", at: min(max(0, segment), titles.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        if titles.indices.contains(segment) { titles.remove(at: segment) }
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = -1 }
    }
    open func removeAllSegments() {
        titles = []
        selectedSegmentIndex = -1
    }
    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    override var modelKind: ViewKind { .segmented }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = self.control(spec)
        control.segments = titles
        control.selectedSegment = titles.indices.contains(selectedSegmentIndex) ? selectedSegmentIndex : -1
        spec.control = control
    }
}

@MainActor
open class UIStepper: UIControl {
    open var value: Double = 0 { didSet { LayoutGeneration.advance() } }
    open var minimumValue: Double = 0 { didSet { LayoutGeneration.advance() } }
    open var maximumValue: Double = 100 { didSet { LayoutGeneration.advance() } }
    open var stepValue: Double = 1 { didSet { LayoutGeneration.advance() } }

    override var modelKind: ViewKind { .stepper }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = self.control(spec)
        (control.minimum, control.maximum) = minimumValue < maximumValue ? (minimumValue, maximumValue) : (0, 100)
        control.value = min(max(value, control.minimum), control.maximum)
        spec.control = control
    }
}

@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 { didSet { LayoutGeneration.advance() } }
    open var currentPage = 0 { didSet { LayoutGeneration.advance() } }
    open var pageIndicatorTintColor: UIColor? { didSet { LayoutGeneration.advance() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { LayoutGeneration.advance() } }

    override var modelKind: ViewKind { .pageControl }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = self.control(spec)
        control.pages = max(0, numberOfPages)
        control.currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
        spec.control = control
    }
}

@MainActor
open class UIActivityIndicatorView: UIView {
    open var style: Style = .medium { didSet { LayoutGeneration.advance() } }
    open var hidesWhenStopped = true { didSet { LayoutGeneration.advance() } }
    public private(set) var isAnimating = false { didSet { LayoutGeneration.advance() } }

    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    override var modelKind: ViewKind { .activityIndicator }

    override func describe(into spec: inout ViewSpec) {
        super.describe(into: &spec)
        var control = spec.control ?? ControlSpec(kind: .activityIndicator)
        control.isLarge = style == .large
        spec.control = control
        // Stopped, it hides itself unless told not to.
        if hidesWhenStopped && !isAnimating { spec.isHidden = true }
    }

    public enum Style: Int, Sendable { case medium = 100, large = 101 }
}
