import ConstraintSolver
import LayoutSnapScenario

/// Four inset amounts as solver expressions: constants, or pass-updated parameters.
struct EdgeExpressions {
    var top, left, bottom, right: LinearExpression

    init(_ insets: Insets) {
        top = LinearExpression(constant: insets.top)
        left = LinearExpression(constant: insets.left)
        bottom = LinearExpression(constant: insets.bottom)
        right = LinearExpression(constant: insets.right)
    }

    init(top: LinearExpression, left: LinearExpression, bottom: LinearExpression, right: LinearExpression) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// A rectangle whose origin and size are solver expressions.
struct RectExpression {
    var x, y, width, height: LinearExpression

    /// The rectangle with its edges moved in.
    func inset(by edges: EdgeExpressions) -> RectExpression {
        RectExpression(
            x: x + edges.left, y: y + edges.top, width: width - edges.left - edges.right,
            height: height - edges.top - edges.bottom)
    }

    /// An attribute; margin attributes are taken of the rectangle inset by `margins`. A
    /// rectangle has no baseline: Auto Layout takes its top edge for the first baseline and its
    /// bottom edge for the last (UIKit's `forFirstBaselineLayout` and `forBaselineLayout`).
    func attribute(_ attribute: LayoutAttribute, margins: EdgeExpressions) -> LinearExpression {
        switch attribute {
        case .left, .leading: x
        case .right, .trailing: x + width
        case .top, .firstBaseline: y
        case .bottom, .lastBaseline: y + height
        case .width: width
        case .height: height
        case .centerX: x + width * 0.5
        case .centerY: y + height * 0.5
        case .leftMargin, .leadingMargin, .rightMargin, .trailingMargin, .topMargin, .bottomMargin, .centerXWithinMargins,
            .centerYWithinMargins:
            inset(by: margins).attribute(attribute.withoutMargin, margins: margins)
        }
    }
}

extension LayoutAttribute {
    /// The plain attribute a margin attribute is measured like.
    var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Whether the attribute is measured inside the layout margins.
    var isMargin: Bool { withoutMargin != self }
}
