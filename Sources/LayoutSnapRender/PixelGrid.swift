import CCairo
import LayoutSnapScenario

// What the raster caches (`LegendKeyRasters`, `TagRasters`) share: pixels drawn once are
// painted again only where the context's pixel grid is the one they were drawn on.

/// Where `point` (user space) falls on the device, and the scale, when the context maps user
/// space to the device by one plain scale (no rotation, no skew, equal axes); nil otherwise.
func plainScaleDevicePoint(_ point: Point, on cairo: OpaquePointer) -> (scale: Double, x: Double, y: Double)? {
    guard let scale = plainScaleTransform(of: cairo)?.xx else { return nil }
    var x = point.x, y = point.y
    cairo_user_to_device(cairo, &x, &y)
    guard x.isFinite, y.isFinite else { return nil }
    return (scale, x, y)
}

/// The context's transform when it maps user space to the device by one plain scale (no
/// rotation, no skew, equal axes); nil otherwise.
private func plainScaleTransform(of cairo: OpaquePointer) -> cairo_matrix_t? {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cairo, &matrix)
    let scale = matrix.xx
    guard scale > 0, matrix.yy == scale, matrix.xy == 0, matrix.yx == 0 else { return nil }
    return matrix
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

/// The device's pixel grid, when the context draws on an image surface at a whole-number scale
/// (no rotation, no skew): where 1-point lines can be drawn as whole-pixel boxes.
struct DevicePixelGrid {
    /// Device pixels per point.
    let scale: Double
    private let matrix: cairo_matrix_t
    /// The surface's size in pixels: boxes beyond it draw nothing, so none are made there.
    private let extent: (width: Double, height: Double)

    init?(_ cairo: OpaquePointer) {
        let target = cairo_get_target(cairo)
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE, let matrix = plainScaleTransform(of: cairo),
            matrix.xx >= 1, matrix.xx == matrix.xx.rounded(), matrix.x0.isFinite, matrix.y0.isFinite
        else { return nil }
        scale = matrix.xx
        self.matrix = matrix
        extent = (Double(cairo_image_surface_get_width(target)), Double(cairo_image_surface_get_height(target)))
    }

    private func device(_ point: Point) -> Point {
        Point(x: point.x * scale + matrix.x0, y: point.y * scale + matrix.y0)
    }

    /// The smallest whole-pixel box (device space) holding `rect` (user space).
    func enclosingBox(_ rect: Rect) -> Rect {
        let low = device(Point(x: rect.x, y: rect.y)), high = device(Point(x: rect.x + rect.width, y: rect.y + rect.height))
        let x = low.x.rounded(.down), y = low.y.rounded(.down)
        return Rect(x: x, y: y, width: high.x.rounded(.up) - x, height: high.y.rounded(.up) - y)
    }

    /// The whole-pixel boxes (device space) of a 1-point line from `from` to `to` along one
    /// axis, as a butt-capped stroke covers it with each edge moved to the nearest pixel edge;
    /// when `dashed`, only the pattern's "on" stretches (`SceneDrawer.dash`) counted from `from`.
    func lineBoxes(from: Point, to: Point, dashed: Bool) -> [Rect] {
        let start = device(from), end = device(to)
        let vertical = abs(end.x - start.x) < abs(end.y - start.y)
        let (origin, finish, cross) = vertical ? (start.y, end.y, start.x) : (start.x, end.x, start.y)
        let length = abs(finish - origin), direction = finish < origin ? -1.0 : 1.0
        let crossLow = Self.nearestEdge(cross - scale / 2)
        var pieces: [(Double, Double)] = []
        if dashed {
            let on = SceneDrawer.dash.on * scale, period = (SceneDrawer.dash.on + SceneDrawer.dash.off) * scale
            // Only the dashes over the surface, in the pattern counted from `from`: a line
            // 1e11 points long costs what the surface shows, not 1e10 boxes (shared/repro C20).
            let size = vertical ? extent.height : extent.width
            let visible = [(-scale - origin) * direction, (size + scale - origin) * direction]
            let first = max(0, visible.min() ?? 0), last = min(length, visible.max() ?? 0)
            var offset = (first / period).rounded(.down) * period
            while offset < last, offset + period > offset {
                pieces.append((offset, min(offset + on, length)))
                offset += period
            }
        } else {
            pieces = [(0, length)]
        }
        return pieces.compactMap { piece in
            let a = Self.nearestEdge(origin + direction * piece.0), b = Self.nearestEdge(origin + direction * piece.1)
            let low = min(a, b), high = max(a, b)
            guard high > low else { return nil }
            return vertical
                ? Rect(x: crossLow, y: low, width: scale, height: high - low) : Rect(x: low, y: crossLow, width: high - low, height: scale)
        }
    }

    /// The pixel edge nearest `position`, halves rounded up on both sides of zero (so that a
    /// line keeps its width wherever it lies).
    private static func nearestEdge(_ position: Double) -> Double { (position + 0.5).rounded(.down) }
}
