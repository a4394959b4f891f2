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

/// The text a view's baselines follow (a label's text, a button's title, a field's text or
/// placeholder) and the insets around it.
package struct BaselineText {
    package let text: String
    package let style: TextStyle
    /// Space between the view's edges and the text.
    package let insets: Insets
    /// Whether the text is centred vertically in the space left (otherwise it starts at the top).
    package let centred: Bool

    /// The baseline offsets from the view's top (first, last) at a view width, as
    /// `minY + heightFactor × height + offset` with `heightFactor` 0.5 when centred.
    package func offsets(width: Double, measurer: any TextMeasuring) -> (first: Double, last: Double) {
        let available = style.lines == 1 ? nil : max(0, width - insets.left - insets.right)
        let size = measurer.size(of: text, style: style, width: available)
        guard centred else { return (insets.top + size.firstBaseline, insets.top + size.lastBaseline) }
        let shift = (insets.top - insets.bottom) / 2 - size.height / 2
        return (shift + size.firstBaseline, shift + size.lastBaseline)
    }
}
