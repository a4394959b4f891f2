import CCairo
import LayoutSnapPNG

extension PNGImage {
    /// Copies a Cairo image surface's pixels, un-premultiplying them.
    public init(surface: OpaquePointer?) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface) {
            let format = cairo_image_surface_get_format(surface)
            for y in 0..<height {
                for x in 0..<width {
                    let offset = y * stride + x * 4
                    // Cairo stores native-endian 0xAARRGGBB words; RGB24 has no alpha.
                    let word = UInt32(data[offset]) | UInt32(data[offset + 1]) << 8 | UInt32(data[offset + 2]) << 16 | UInt32(data[offset + 3]) << 24
                    let alpha = format == CAIRO_FORMAT_RGB24 ? 255 : UInt8(word >> 24)
                    let index = (y * width + x) * 4
                    pixels[index] = PNGImage.straight(UInt8(word >> 16 & 0xFF), alpha: alpha)
                    pixels[index + 1] = PNGImage.straight(UInt8(word >> 8 & 0xFF), alpha: alpha)
                    pixels[index + 2] = PNGImage.straight(UInt8(word & 0xFF), alpha: alpha)
                    pixels[index + 3] = alpha
                }
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }
}

extension PNGImage {
    /// A new Cairo surface holding an opaque image's pixels (a decoded JPEG), alpha ignored;
    /// the caller destroys it.
    func opaqueSurface() -> OpaquePointer? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return surface }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4, offset = y * stride + x * 4
                // Native-endian 0x00RRGGBB words.
                let word = UInt32(pixels[index]) << 16 | UInt32(pixels[index + 1]) << 8 | UInt32(pixels[index + 2])
                data[offset] = UInt8(word & 0xFF)
                data[offset + 1] = UInt8(word >> 8 & 0xFF)
                data[offset + 2] = UInt8(word >> 16 & 0xFF)
                data[offset + 3] = 0
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
