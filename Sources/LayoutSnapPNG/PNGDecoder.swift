import CPNG

/// PNG reading: libpng's simplified API, for any PNG (references that image optimisers
/// rewrote must still be read).
package enum PNGDecoder {
    /// The most pixels an image may have: a decoded reference is refused above it, from its
    /// header, before anything is allocated.
    package static let maximumPixelCount = 64_000_000

    /// Decodes any PNG libpng reads (every colour type and bit depth, palettes, interlacing:
    /// what image optimisers such as oxipng write) into straight 8-bit RGBA; nil for anything
    /// else, or an image over `maximumPixelCount` pixels, refused from its header
    /// before anything is allocated.
    package static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, pixels: [UInt8])? {
        guard bytes.count > 8, Array(bytes[0..<8]) == PNGEncoder.signature else { return nil }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        let width = Int(image.width), height = Int(image.height), limit = maximumPixelCount
        guard begun != 0, width > 0, height > 0, width <= limit, height <= limit, width * height <= limit else { return nil }
        // libpng takes 16-bit files as linear: read them as 16-bit linear (no gamma conversion,
        // alpha premultiplied) and scale to 8 bits here; everything else as 8-bit RGBA.
        guard image.format & UInt32(PNG_FORMAT_FLAG_LINEAR) != 0 else {
            image.format = layoutsnap_png_format_rgba
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
            return finished != 0 ? (width, height, pixels) : nil
        }
        image.format = layoutsnap_png_format_linear_rgba
        var wide = [UInt16](repeating: 0, count: width * height * 4)
        let finished = wide.withUnsafeMutableBytes { png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil) }
        guard finished != 0 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: wide.count, by: 4) {
            let alpha = Int(wide[index + 3])
            for channel in 0..<3 {
                let straight = alpha == 0 ? 0 : min(65535, (Int(wide[index + channel]) * 65535 + alpha / 2) / alpha)
                pixels[index + channel] = UInt8((straight + 128) / 257)
            }
            pixels[index + 3] = UInt8((alpha + 128) / 257)
        }
        return (width, height, pixels)
    }
}
