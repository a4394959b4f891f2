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

extension BaselineText {
    /// The text a view's baselines follow, as its kind says; nil for kinds whose baselines
    /// are their bottom edges.
    init?(_ view: ViewSpec) {
        guard let text = view.kind.descriptor.baselineText(of: view) else { return nil }
        self = text
    }
}
