import ConstraintSolver
import LayoutSnapScenario

/// The solver variables of one view (or layout guide): its alignment rectangle in root
/// coordinates and, for a scroll view, its content size (variables, or constants when the
/// scenario fixes it and no constraint reaches the content area), plus the inset amounts that
/// depend on the solved layout (margins, safe area, offsets), which are parameters.
struct ViewVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable
    var contentWidth: LinearExpression?
    var contentHeight: LinearExpression?
    /// The content variables when they are solved for (absent when fixed).
    var contentWidthVariable: Variable?
    var contentHeightVariable: Variable?
    /// The scroll position: the file's offset, or a parameter holding the resting offset.
    var contentOffsetX: LinearExpression
    var contentOffsetY: LinearExpression
    /// The layout margins in effect (constants, or parameters when they follow the layout).
    var margins: EdgeExpressions
    /// The safe-area insets (zero unless the layout asks for them).
    var safeArea: EdgeExpressions

    init(id: String, contentOffset: Point, margins: Insets) {
        minX = Variable("\(id).minX", owner: id)
        minY = Variable("\(id).minY", owner: id)
        width = Variable("\(id).width", owner: id)
        height = Variable("\(id).height", owner: id)
        contentOffsetX = LinearExpression(constant: contentOffset.x)
        contentOffsetY = LinearExpression(constant: contentOffset.y)
        self.margins = EdgeExpressions(margins)
        safeArea = EdgeExpressions(.zero)
    }

    /// Where the content area starts: the frame's origin minus the content offset.
    var contentMinX: LinearExpression { minX - contentOffsetX }
    var contentMinY: LinearExpression { minY - contentOffsetY }

    var frameRect: RectExpression { RectExpression(x: minX + 0, y: minY + 0, width: width + 0, height: height + 0) }

    var contentRect: RectExpression {
        RectExpression(x: contentMinX, y: contentMinY, width: contentWidth ?? width + 0, height: contentHeight ?? height + 0)
    }

    /// An attribute of the frame.
    func frame(_ attribute: LayoutAttribute) -> LinearExpression { frameRect.attribute(attribute, margins: margins) }

    /// An attribute of the content area (scroll views only).
    func content(_ attribute: LayoutAttribute) -> LinearExpression { contentRect.attribute(attribute, margins: margins) }
}
