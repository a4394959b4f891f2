import CCairo
import CPangoCairo

extension TextMeasurer {
    /// Draws `text` with its layout box's top-left corner at the Cairo context's current point,
    /// with the same layout settings `size(of:style:width:)` measures with.
    ///
    /// Drawing uses its own Pango context, which follows the target's transform; the measuring
    /// context stays unscaled (DESIGN §5). Metrics are unhinted and glyph positions unrounded,
    /// so line breaks are the same at every scale.
    public func draw(_ text: String, style: TextStyle, width: Double?, on cairo: OpaquePointer) {
        guard !text.isEmpty else { return }
        pango_cairo_update_context(cairo, drawingContext)
        Self.configure(drawingContext)
        let layout = pango_layout_new(drawingContext)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        Self.apply(text: text, style: style, width: width, to: layout)
        pango_cairo_show_layout(cairo, layout)
    }
}
