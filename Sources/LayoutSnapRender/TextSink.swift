import CCairo
import LayoutSnapScenario
import LayoutSnapText

/// Text the structured SVG writes as `<text>` instead of Cairo's glyph outlines: a drawer with
/// a sink hands it each text it would draw, and draws only what the sink declines.
///
/// A page of four drawings held hundreds of glyph `<use>`s, which cost a browser six times
/// what the rest of the page did to parse and lay out; text as text can also be searched and
/// styled. A text is declined — and drawn, as Pango sets it — where writing it could lose
/// something: several styles, a cut (it needs more width or lines than it has, or a clip cuts
/// its box), a scaled or rotated drawing, or a source other than one colour.
final class TextSink {
    /// One text, in the document's coordinates.
    struct Item {
        var text: String
        var style: TextStyle
        var color: Color
        /// Its layout box's top-left corner.
        var origin: Point
        var width: Double?
    }

    private(set) var items: [Item] = []

    /// Takes the text Cairo would draw at its current point; false when it must be drawn.
    func take(_ text: String, style: TextStyle, width: Double?, measurer: TextMeasurer, on cairo: OpaquePointer) -> Bool {
        guard style.runs.isEmpty, !text.isEmpty, cairo_has_current_point(cairo) != 0, let size = Self.wholeSize(text, style: style, width: width, measurer: measurer)
        else { return false }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        guard matrix.xx == 1, matrix.yy == 1, matrix.xy == 0, matrix.yx == 0 else { return false }
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
        guard cairo_pattern_get_rgba(cairo_get_source(cairo), &red, &green, &blue, &alpha) == CAIRO_STATUS_SUCCESS else { return false }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(cairo, &left, &top, &right, &bottom)
        guard x >= left - 0.01, y >= top - 0.01, x + size.width <= right + 0.01, y + size.height <= bottom + 0.01 else { return false }
        cairo_user_to_device(cairo, &x, &y)
        items.append(Item(text: text, style: style, color: Color(red: red, green: green, blue: blue, alpha: alpha), origin: Point(x: x, y: y), width: width))
        return true
    }

    /// The text's size where Pango sets all of it; nil where it would cut it: one line (the
    /// style's, or no width to wrap at) wider than its width or holding a line break, or more
    /// lines than the style allows.
    private static func wholeSize(_ text: String, style: TextStyle, width: Double?, measurer: TextMeasurer) -> TextSize? {
        if style.lines == 1 || width == nil && style.lines != 0 {
            guard !text.contains(where: \.isNewline) else { return nil }
            let natural = measurer.size(of: text, style: style, width: nil)
            if let width, natural.width > width + 0.01 { return nil }
            return natural
        }
        var unlimited = style
        unlimited.lines = 0
        let whole = measurer.size(of: text, style: unlimited, width: width)
        return style.lines > 0 && whole.lineCount > style.lines ? nil : whole
    }
}
