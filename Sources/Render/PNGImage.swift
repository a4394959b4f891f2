import CCairo

/// A decoded PNG: size and straight-alpha RGBA pixels, for comparing renders.
public struct PNGImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// Row-major RGBA, 4 bytes a pixel, alpha not premultiplied.
    public let pixels: [UInt8]

    /// An image from straight RGBA pixels (4 bytes each, row-major).
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image as PNG bytes (RGB when every pixel is opaque).
    public func encoded() -> [UInt8] {
        let encoder = PNGCodec.Encoder(width: width, height: height, hasAlpha: !isOpaque)
        encoder.append(rgba: pixels, count: height)
        return encoder.finish()
    }

    /// Decodes PNG bytes (8-bit RGB or RGBA, as layoutsnap writes them); nil otherwise.
    public init?(bytes: [UInt8]) {
        guard let decoded = PNGCodec.decode(bytes) else { return nil }
        width = decoded.width
        height = decoded.height
        pixels = decoded.pixels
    }

    /// Copies a Cairo image surface's pixels, un-premultiplying them.
    public init(surface: OpaquePointer?) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface) {
            let format = cairo_image_surface_get_format(surface)
            for y in 0..<height {
                for x in 0..<width {
                    let offset = y * stride + x * 4
                    // Cairo stores native-endian 0xAARRGGBB words; RGB24 has no alpha.
                    let word = UInt32(data[offset]) | UInt32(data[offset + 1]) << 8 | UInt32(data[offset + 2]) << 16 | UInt32(data[offset + 3]) << 24
                    let alpha = format == CAIRO_FORMAT_RGB24 ? 255 : Int(word >> 24)
                    func channel(_ shift: UInt32) -> UInt8 {
                        let value = Int(word >> shift & 0xFF)
                        return alpha == 0 ? 0 : UInt8(min(255, (value * 255 + alpha / 2) / alpha))
                    }
                    let index = (y * width + x) * 4
                    pixels[index] = channel(16)
                    pixels[index + 1] = channel(8)
                    pixels[index + 2] = channel(0)
                    pixels[index + 3] = UInt8(alpha)
                }
            }
        }
        self.pixels = pixels
    }

    /// Whether every pixel is fully opaque (the image is then written as RGB).
    public var isOpaque: Bool {
        for index in Swift.stride(from: 3, to: pixels.count, by: 4) where pixels[index] != 255 { return false }
        return true
    }

    /// The pixel at (x, y) as RGBA.
    public func pixel(x: Int, y: Int) -> Pixel {
        let index = (y * width + x) * 4
        return Pixel(red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2], alpha: pixels[index + 3])
    }

    /// One straight-alpha RGBA pixel.
    public struct Pixel: Equatable, Sendable {
        public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }
    }
}
