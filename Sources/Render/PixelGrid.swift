import CCairo
import LayoutSnapScenario

// What the raster caches (`LegendKeyRasters`, `TagRasters`) share: pixels drawn once are
// painted again only where the context's pixel grid is the one they were drawn on.

/// Where `point` (user space) falls on the device, and the scale, when the context maps user
/// space to the device by one plain scale (no rotation, no skew, equal axes); nil otherwise.
func plainScaleDevicePoint(_ point: Point, on cairo: OpaquePointer) -> (scale: Double, x: Double, y: Double)? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let scale = matrix.xx
    guard scale > 0, matrix.yy == scale, matrix.xy == 0, matrix.yx == 0 else { return nil }
    var x = point.x, y = point.y
    cairo_user_to_device(cairo, &x, &y)
    guard x.isFinite, y.isFinite else { return nil }
    return (scale, x, y)
}

/// A transparent ARGB image surface of `width` × `height` pixels with `draw` done on it; nil
/// when Cairo cannot make one that size. The caller destroys it.
func drawnImageSurface(width: Int, height: Int, draw: (OpaquePointer) -> Void) -> OpaquePointer? {
    guard width > 0, height > 0, width <= RasterImage.maximumSide, height <= RasterImage.maximumSide,
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
        cairo_surface_destroy(surface)
        return nil
    }
    draw(cairo)
    cairo_destroy(cairo)
    cairo_surface_flush(surface)
    return surface
}
