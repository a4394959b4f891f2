/// What a kind's measure function is given: the text measurer and the device's scale.
package struct MeasureContext {
    package let measurer: any TextMeasuring
    package let scale: Double
    package init(measurer: any TextMeasuring, scale: Double) {
        self.measurer = measurer
        self.scale = scale
    }
}

/// A view's intrinsic content size, and, for wrapping text, what to re-measure once its
/// width is solved.
package struct Measurement {
    package var size: IntrinsicSize
    /// Text whose height follows the solved width; nil where the size is fixed.
    package var wrapping: WrappingText?

    package init(size: IntrinsicSize, wrapping: WrappingText? = nil) {
        self.size = size
        self.wrapping = wrapping
    }

    package init(width: Double?, height: Double?) { self.init(size: IntrinsicSize(width: width, height: height)) }
}

/// Text that wraps at the view's width less `padding`; the view is `padding` larger than it.
package struct WrappingText {
    package let text: String
    package let style: TextStyle
    package let padding: Size
}

/// Where a view's baselines hang from as its height moves away from its text's.
package enum BaselineAnchoring: Sendable {
    /// Both at a fixed distance from the top: text that starts at the top (a wrapping field).
    case top
    /// Both at a fixed distance from the centre: text centred in the view (buttons, fields).
    case centre
    /// The first baseline a fixed distance below the top, the last a fixed distance above
    /// the bottom, as UIView's baseline offsets are: labels. Xcode's stored frames of labels
    /// stretched by their constraints agree (a stretched label's first baseline does not
    /// move with its centre).
    case edges

    /// How far down the view's height each baseline's offset is measured from.
    package var heightFactors: (first: Double, last: Double) {
        switch self {
        case .top: (0, 0)
        case .centre: (0.5, 0.5)
        case .edges: (0, 1)
        }
    }
}

/// The text a view's baselines follow (a label's text, a button's title, a field's text or
/// placeholder) and the insets around it.
package struct BaselineText {
    package let text: String
    package let style: TextStyle
    /// Space between the view's edges and the text.
    package let insets: Insets
    package let anchoring: BaselineAnchoring

    /// The baseline offsets at a view width, as `minY + factor × height + offset` with the
    /// anchoring's height factors. At the text's own height every anchoring agrees.
    package func offsets(width: Double, measurer: any TextMeasuring) -> (first: Double, last: Double) {
        let available = style.lines == 1 ? nil : max(0, width - insets.left - insets.right)
        let size = measurer.size(of: text, style: style, width: available)
        let factors = anchoring.heightFactors
        let fullHeight = insets.top + size.height + insets.bottom
        return (insets.top + size.firstBaseline - factors.first * fullHeight, insets.top + size.lastBaseline - factors.last * fullHeight)
    }
}
