import LayoutSnapScenario
import LayoutSnapText

// UIKit's intrinsic sizes for controls. Apple publishes few of these numbers; where it does
// not, they come from the frames Interface Builder stores (../shared/ib-corpus, cited) or from
// Xcode's default frames for a freshly dropped control (said so). docs/scenario-format.md
// lists them.

package enum ControlMetrics {
    /// UISwitch: 49×31 alignment rectangle; its frame is 2 pt wider on the trailing side.
    /// cwa-tracelocation-checkin.xib: `width == 50` gives a 52-wide frame whose leading edge
    /// sits on the constraint; covidbe-settings.storyboard: an unconstrained switch 16 pt from
    /// the trailing edge has a 51-wide frame ending 2 pt past it.
    static let switchSize = Size(width: 49, height: 31)
    static let switchAlignmentInsets = Insets(top: 0, left: 0, bottom: 0, right: 2)
    /// UIActivityIndicatorView: medium 20×20, large 37×37 (Apple's documented sizes).
    static let activityIndicator = 20.0, largeActivityIndicator = 37.0
    /// UIProgressView: 4 pt tall (covidbe-exposure-submission.storyboard stores height 4).
    static let progressHeight = 4.0
    /// UISlider: 30 pt tall (Xcode's default frame; no slider in the corpus).
    static let sliderHeight = 30.0
    /// UISegmentedControl: 31 pt tall; every segment as wide as the widest title plus 16
    /// (Xcode's default "First | Second" control; no segmented control in the corpus).
    static let segmentedHeight = 31.0, segmentPadding = 16.0
    /// UIPageControl (iOS 14 style): 26 pt tall, 16 pt per page indicator plus 20 of padding
    /// (Xcode's default frame; none in the corpus).
    static let pageControlHeight = 26.0, pageControlPadding = 20.0
    package static let pageIndicator = 16.0
    /// UIStepper (iOS 13 style): 94×32, whatever its values (Xcode's default frame; no stepper
    /// in the corpus).
    static let stepperSize = Size(width: 94, height: 32)
    /// UITextField, rounded-rect border: 34 pt tall at the default 14 pt font (DESIGN §10);
    /// taller fonts grow it by their line height beyond 14 pt's.
    static let textFieldHeight = 34.0, textFieldFontSize = 14.0

    /// UIView.alignmentRectInsets: the alignment rectangle constraints act on is the frame
    /// inset by these, so the frame is the solved rectangle grown by them.
    static func alignmentRectInsets(of kind: ViewKind) -> Insets {
        kind == .switch ? switchAlignmentInsets : .zero
    }

    /// A control's intrinsic content size; nil on an axis it has none on. Text views are
    /// measured like wrapping labels (LayoutSystem+IntrinsicSize).
    static func intrinsicSize(of view: ViewSpec, measurer: any TextMeasuring) -> IntrinsicSize? {
        guard let control = view.control else { return nil }
        func line(_ text: String, size: Double? = nil) -> TextSize {
            var font = control.font
            if let size { font.size = size }
            return measurer.size(of: text, style: TextStyle(family: font.family, size: font.size, weight: font.weight, lines: 1))
        }
        let insets = control.contentInsets
        switch view.kind {
        case .button:
            let title = line(control.title ?? "")
            let height = control.title?.isEmpty ?? true ? line("X").height : title.height
            return IntrinsicSize(width: title.width + insets.left + insets.right, height: height + insets.top + insets.bottom)
        case .textField:
            let text = max(line(control.title ?? "").width, line(control.placeholder ?? "").width)
            let growth = max(0, line("X").height - line("X", size: textFieldFontSize).height)
            return IntrinsicSize(width: text + insets.left + insets.right, height: textFieldHeight + growth)
        case .switch: return IntrinsicSize(width: switchSize.width, height: switchSize.height)
        case .activityIndicator:
            let side = control.isLarge ? largeActivityIndicator : activityIndicator
            return IntrinsicSize(width: side, height: side)
        case .segmented:
            let widest = control.segments.map { line($0).width }.max() ?? 0
            return IntrinsicSize(width: Double(control.segments.count) * (widest + segmentPadding), height: segmentedHeight)
        case .slider: return IntrinsicSize(width: nil, height: sliderHeight)
        case .progress: return IntrinsicSize(width: nil, height: progressHeight)
        case .pageControl:
            let width = control.pages > 0 ? Double(control.pages) * pageIndicator + pageControlPadding : 0
            return IntrinsicSize(width: width, height: pageControlHeight)
        case .stepper: return IntrinsicSize(width: stepperSize.width, height: stepperSize.height)
        case .view, .scroll, .label, .image, .stack, .textView: return nil
        }
    }
}
