import CCairo
import Text

/// A Cairo image surface in points at a device scale: what a PNG render draws on.
public final class Canvas {
    /// The surface's size in pixels.
    public let pixelWidth: Int, pixelHeight: Int
    private let surface: OpaquePointer
    private let cairo: OpaquePointer

    /// A white canvas of `width` × `height` points at `scale` pixels per point.
    public init(width: Double, height: Double, scale: Double) {
        pixelWidth = Int((width * scale).rounded(.up))
        pixelHeight = Int((height * scale).rounded(.up))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        cairo = cairo_create(surface)
        cairo_scale(cairo, scale, scale)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Draws text in black with its top-left corner at (x, y) points.
    public func drawText(_ text: String, style: TextStyle, x: Double, y: Double, width: Double? = nil, measurer: TextMeasurer) {
        cairo_set_source_rgb(cairo, 0, 0, 0)
        cairo_move_to(cairo, x, y)
        measurer.draw(text, style: style, width: width, on: cairo)
    }

    /// The pixel at (x, y) as 0xAARRGGBB (premultiplied, as Cairo stores it).
    public func pixel(x: Int, y: Int) -> UInt32 {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return 0 }
        return data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
    }
}
