import ConstraintSolver
import LayoutSnapScenario
import LayoutSnapText

/// Where a text-bearing view's baselines sit: `minY + heightFactor × height + offset`, with
/// the offsets parameters re-measured each pass (a wrapping label's lines follow its width).
struct BaselineExpressions {
    /// 0.5 for text centred vertically (labels, buttons, fields); 0 for top-aligned text.
    let heightFactor: Double
    let first: LinearExpression
    let last: LinearExpression

    func expression(first isFirst: Bool, minY: Variable, height: Variable) -> LinearExpression {
        minY + height * heightFactor + (isFirst ? first : last)
    }
}

/// The text a view draws and lays out by: a label's text, a button's title, a field's text
/// (or placeholder), with the insets around it.
struct BaselineText {
    let text: String
    let style: TextStyle
    /// Space between the view's edges and the text.
    let insets: Insets
    /// Whether the text is centred vertically in the space left (otherwise it starts at the top).
    let centred: Bool

    init?(_ view: ViewSpec) {
        switch view.kind {
        case .label:
            guard let label = view.label, !label.text.isEmpty else { return nil }
            (text, style, insets, centred) = (label.text, label.textStyle, .zero, true)
        case .button, .textField, .textView:
            guard let control = view.control, let text = control.title.flatMap({ $0.isEmpty ? nil : $0 }) ?? control.placeholder,
                !text.isEmpty
            else { return nil }
            let wraps = view.kind == .textView
            let style = TextStyle(
                family: control.font.family, size: control.font.size, weight: control.font.weight, lines: wraps ? 0 : 1,
                lineBreak: wraps ? .wordWrap : .truncateTail)
            (self.text, self.style, insets, centred) = (text, style, control.contentInsets, !wraps)
        case .view, .scroll, .image, .stack, .switch, .activityIndicator, .segmented, .slider, .progress, .pageControl, .stepper:
            // UIKit's baselines of these are their bottom edges.
            return nil
        }
    }

    /// The baseline offsets (first, last) for `BaselineExpressions` at a view width.
    func offsets(width: Double, measurer: any TextMeasuring) -> (first: Double, last: Double) {
        let available = style.lines == 1 ? nil : max(0, width - insets.left - insets.right)
        let size = measurer.size(of: text, style: style, width: available)
        guard centred else { return (insets.top + size.firstBaseline, insets.top + size.lastBaseline) }
        let shift = (insets.top - insets.bottom) / 2 - size.height / 2
        return (shift + size.firstBaseline, shift + size.lastBaseline)
    }
}
