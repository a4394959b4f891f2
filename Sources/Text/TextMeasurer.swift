import CCairo
import CPangoCairo

/// Measures text with Pango at 72 dpi (1 pt = 1 unit) with hinting and glyph-position
/// rounding off, so that line breaks do not depend on the scale the text is drawn at.
///
/// Measurement uses a context with no Cairo surface behind it, as DESIGN §5 asks (a scaled
/// context mis-measures empty lines in Pango 1.50).
public final class TextMeasurer {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer

    /// Creates a measurer with its own font map.
    public init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        Self.configure(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(UnsafeMutableRawPointer(fontMap))
    }

    /// Applies the deterministic text settings to a Pango context.
    static func configure(_ context: OpaquePointer) {
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
    }

    /// The size of `text` in `style`, wrapped at `width` points (no wrapping when nil).
    public func size(of text: String, style: TextStyle, wrappingAt width: Double? = nil) -> TextSize {
        let layout = pango_layout_new(context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        Self.apply(text: text, style: style, width: width, to: layout)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return TextSize(
            width: Double(logical.width) / scale, height: Double(logical.height) / scale,
            lineCount: Int(pango_layout_get_line_count(layout)))
    }

    /// Sets the text, font and wrapping of a layout; drawing uses the same settings so that
    /// drawn text fits its measured box.
    static func apply(text: String, style: TextStyle, width: Double?, to layout: OpaquePointer?) {
        let description = pango_font_description_new()
        pango_font_description_set_family(description, style.family)
        pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight)))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32((width * Double(PANGO_SCALE)).rounded()))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        }
    }
}
