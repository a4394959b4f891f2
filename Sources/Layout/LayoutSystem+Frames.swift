import ConstraintSolver
import Scenario

// Reading solved values back as UIKit reports them: `frame` in the superview's coordinates
// (content coordinates inside a scroll view), the rectangle on screen, and scroll state.

extension LayoutSystem {
    func readViews() -> [ViewLayout] {
        scenario.allViews.map { view in
            let absolute = rectangle(of: view.id)
            var frame = absolute
            let parent = tree.parent(of: view.id)
            if let parent {
                frame.x = clean(absolute.x - solver.value(of: translation.coordinateOrigin(ofChildrenOf: parent, axis: .horizontal)))
                frame.y = clean(absolute.y - solver.value(of: translation.coordinateOrigin(ofChildrenOf: parent, axis: .vertical)))
            }
            var scroll: ScrollLayout?
            if view.kind == .scroll, let own = variables[view.id] {
                let size = Size(
                    width: clean(solver.value(of: own.contentWidth ?? own.width + 0)),
                    height: clean(solver.value(of: own.contentHeight ?? own.height + 0)))
                scroll = ScrollLayout(
                    contentSize: size, contentOffset: view.contentOffset,
                    scrollsHorizontally: size.width > absolute.width + LayoutEngine.textTolerance,
                    scrollsVertically: size.height > absolute.height + LayoutEngine.textTolerance,
                    contentArea: Rect(
                        x: clean(absolute.x - view.contentOffset.x), y: clean(absolute.y - view.contentOffset.y),
                        width: size.width, height: size.height))
            }
            var appearance = view
            appearance.subviews = []
            return ViewLayout(id: view.id, kind: view.kind, parent: parent, frame: frame, absolute: absolute, scroll: scroll, appearance: appearance)
        }
    }

    func rectangle(of id: String) -> Rect {
        guard let own = variables[id] else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(
            x: clean(solver.value(of: own.minX)), y: clean(solver.value(of: own.minY)),
            width: clean(solver.value(of: own.width)), height: clean(solver.value(of: own.height)))
    }

    /// Rounds away floating-point dust (and −0) below a millionth of a point.
    func clean(_ value: Double) -> Double {
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == 0 ? 0 : rounded
    }
}
