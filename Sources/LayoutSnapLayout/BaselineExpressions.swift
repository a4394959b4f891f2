import ConstraintSolver
import LayoutSnapScenario
import LayoutSnapText

/// Where a text-bearing view's baselines sit: `minY + factor × height + offset`, with the
/// offsets parameters re-measured each pass (a wrapping label's lines follow its width).
struct BaselineExpressions {
    /// The anchoring's height factors (first, last).
    let heightFactors: (first: Double, last: Double)
    let first: LinearExpression
    let last: LinearExpression

    func expression(first isFirst: Bool, minY: Variable, height: Variable) -> LinearExpression {
        minY + height * (isFirst ? heightFactors.first : heightFactors.last) + (isFirst ? first : last)
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
