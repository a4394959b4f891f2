import CJPEG
import LayoutSnapPNG

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// JPEG reading (libjpeg-turbo), for photos given as image files, asset catalog images and
/// `UIImage(data:)`: decoded once to straight RGBA, which the renderer draws and `pngData()`
/// writes. EXIF orientation is not applied.
public enum JPEGDecoder {
    /// The image, opaque, or nil when the bytes are no JPEG libjpeg decodes to RGB (CMYK and
    /// corrupt files among them) or it has more than `maximumPixelCount` pixels.
    public static func decode(_ bytes: [UInt8], maximumPixelCount: Int = 32_000_000) -> PNGImage? {
        guard bytes.count > 3, maximumPixelCount > 0 else { return nil }
        var width: Int32 = 0, height: Int32 = 0
        let rgb = bytes.withUnsafeBufferPointer { buffer in
            layoutsnap_jpeg_decode_rgb(buffer.baseAddress, UInt(buffer.count), UInt(maximumPixelCount), &width, &height)
        }
        guard let rgb else { return nil }
        defer { free(rgb) }
        let count = Int(width) * Int(height)
        var rgba = [UInt8](repeating: 255, count: count * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for index in 0..<count {
                out[index * 4] = rgb[index * 3]
                out[index * 4 + 1] = rgb[index * 3 + 1]
                out[index * 4 + 2] = rgb[index * 3 + 2]
            }
        }
        return PNGImage(width: Int(width), height: Int(height), pixels: rgba)
    }
}
