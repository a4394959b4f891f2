import CCairo
import CPangoCairo

extension TextMeasurer {
    /// Draws `text` with its layout box's top-left corner at the Cairo context's current point,
    /// with the same layout settings `size(of:style:width:)` measures with.
    public func draw(_ text: String, style: TextStyle, width: Double?, on cairo: OpaquePointer) {
        guard !text.isEmpty else { return }
        // Glyph outlines follow the target's transform; layout (line breaks) stays unscaled
        // because the context's metrics are not hinted.
        pango_cairo_update_context(cairo, context)
        Self.configure(context)
        let layout = makeLayout(text: text, style: style, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_cairo_show_layout(cairo, layout)
    }
}
