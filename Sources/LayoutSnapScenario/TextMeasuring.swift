/// What layout needs of text: its size in a style, wrapped at a width. `TextMeasurer` measures
/// with Pango and the pinned fonts; tests and other front ends may measure otherwise (a fixed
/// advance, sizes stored in a file) without Pango.
public protocol TextMeasuring: AnyObject {
    /// The size of `text` set in `style`, wrapped (or truncated) at `width` points; with no
    /// width, on as few lines as its newlines allow. Empty text is 0×0.
    func size(of text: String, style: TextStyle, width: Double?) -> TextSize
}

extension TextMeasuring {
    /// The size of `text` on as few lines as its newlines allow.
    public func size(of text: String, style: TextStyle) -> TextSize { size(of: text, style: style, width: nil) }
}
