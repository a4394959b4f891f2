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
    /// - Throws: `PNGError` when zlib fails (it only does without memory).
    public func encoded() throws(PNGError) -> [UInt8] {
        let encoder = try PNGEncoder(width: width, height: height, hasAlpha: !isOpaque)
        try encoder.append(rgba: pixels, count: height)
        return try encoder.finish()
    }

    /// Decodes any PNG libpng reads (see `PNGDecoder`); nil for anything else.
    public init?(bytes: [UInt8]) {
        guard let decoded = PNGDecoder.decode(bytes) else { return nil }
        width = decoded.width
        height = decoded.height
        pixels = decoded.pixels
    }

    /// A premultiplied 8-bit channel as straight alpha, rounded to nearest: the one rule the
    /// encoder (Cairo's memory) and the surface copy share.
    @inline(__always)
    package static func straight(_ value: UInt8, alpha: UInt8) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
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
