import CCairo
import LayoutSnapPNG
import LayoutSnapScenario
import LayoutSnapText

/// The constraint legend's key line drawn once per scale and painted into every PNG after:
/// it is the same in every render, and its text is most of what the legend costs to draw.
/// Painted at whole device pixels, so every render shows the same pixels (which lets the PNG
/// encoder reuse its compressed rows too, `PNGSegmentCache`).
///
/// Not thread-safe: one per renderer, like the renderer's text measurer.
final class LegendKeyRasters {
    private struct Key: Hashable {
        var scale: Double
        var rows: [[Int]]
    }

    private var surfaces: [Key: OpaquePointer] = [:]

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// Paints the key line with its top-left corner at `origin` (user space), when the context
    /// draws at a plain scale and `origin` falls on a whole device pixel (the renderer puts the
    /// legend there); false otherwise, and the caller draws the key itself.
    func paint(_ rows: [[Int]], at origin: Point, on cairo: OpaquePointer, measurer: TextMeasurer) -> Bool {
        guard let (scale, x, y) = plainScaleDevicePoint(origin, on: cairo), x == x.rounded(), y == y.rounded(),
            let surface = surface(Key(scale: scale, rows: rows), measurer: measurer)
        else { return false }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, surface, x, y)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(cairo, x, y, Double(cairo_image_surface_get_width(surface)), Double(cairo_image_surface_get_height(surface)))
        cairo_fill(cairo)
        cairo_restore(cairo)
        return true
    }

    private func surface(_ key: Key, measurer: TextMeasurer) -> OpaquePointer? {
        if let known = surfaces[key] { return known }
        let scale = key.scale
        let width = Int((SceneDrawer.legendKeyWidth(key.rows, measurer: measurer) * scale).rounded(.up))
        let height = Int((SceneDrawer.legendKeyHeight * Double(key.rows.count) * scale).rounded(.down))
        let drawn = drawnImageSurface(width: width, height: height) { cairo in
            cairo_scale(cairo, scale, scale)
            let background = SceneDrawer.legendColor
            cairo_set_source_rgb(cairo, background.red, background.green, background.blue)
            cairo_paint(cairo)
            SceneDrawer.drawLegendKey(key.rows, on: cairo, measurer: measurer)
        }
        guard let surface = drawn else { return nil }
        surfaces[key] = surface
        return surface
    }
}
