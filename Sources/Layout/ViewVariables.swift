import ConstraintSolver
import Scenario

/// The solver variables of one view: its frame in root coordinates and, for a scroll view,
/// its content size (variables, or constants when the scenario fixes it and no constraint
/// reaches the content area).
struct ViewVariables {
    let minX: Variable, minY: Variable, width: Variable, height: Variable
    var contentWidth: LinearExpression?
    var contentHeight: LinearExpression?
    /// The content variables when they are solved for (absent when fixed).
    var contentWidthVariable: Variable?
    var contentHeightVariable: Variable?
    let contentOffset: Point
    let margins: Insets

    init(id: String, contentOffset: Point, margins: Insets) {
        minX = Variable("\(id).minX")
        minY = Variable("\(id).minY")
        width = Variable("\(id).width")
        height = Variable("\(id).height")
        self.contentOffset = contentOffset
        self.margins = margins
    }

    /// Where the content area starts: the frame's origin minus the content offset.
    var contentMinX: LinearExpression { minX - contentOffset.x }
    var contentMinY: LinearExpression { minY - contentOffset.y }

    /// An attribute of the frame.
    func frame(_ attribute: LayoutAttribute) -> LinearExpression {
        rectangle(attribute, x: minX + 0, y: minY + 0, width: width + 0, height: height + 0)
    }

    /// An attribute of the content area (scroll views only).
    func content(_ attribute: LayoutAttribute) -> LinearExpression {
        rectangle(
            attribute, x: contentMinX, y: contentMinY, width: contentWidth ?? width + 0,
            height: contentHeight ?? height + 0)
    }

    private func rectangle(
        _ attribute: LayoutAttribute, x: LinearExpression, y: LinearExpression, width: LinearExpression,
        height: LinearExpression
    ) -> LinearExpression {
        switch attribute {
        case .left, .leading: x
        case .right, .trailing: x + width
        case .top: y
        case .bottom: y + height
        case .width: width
        case .height: height
        case .centerX: x + width * 0.5
        case .centerY: y + height * 0.5
        case .leftMargin, .leadingMargin: x + margins.left
        case .rightMargin, .trailingMargin: x + width - margins.right
        case .topMargin: y + margins.top
        case .bottomMargin: y + height - margins.bottom
        case .centerXWithinMargins: x + width * 0.5 + (margins.left - margins.right) * 0.5
        case .centerYWithinMargins: y + height * 0.5 + (margins.top - margins.bottom) * 0.5
        }
    }
}
