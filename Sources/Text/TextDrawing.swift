import CCairo
import CPangoCairo

/// Draws text on a Cairo context with the settings `TextMeasurer` measures with.
public enum TextDrawing {
    /// Draws `text` with its top-left corner at the context's current point.
    public static func draw(
        _ text: String, style: TextStyle, wrappingAt width: Double? = nil, on cairo: OpaquePointer
    ) {
        let layout = pango_cairo_create_layout(cairo)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        TextMeasurer.configure(pango_layout_get_context(layout))
        pango_layout_context_changed(layout)
        TextMeasurer.apply(text: text, style: style, width: width, to: layout)
        pango_cairo_show_layout(cairo, layout)
    }
}
