import CZlib
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The checksum of an image's pixels as a decoder reads them back: the CRC-32 of its
/// straight-alpha RGBA bytes, row by row, with its size — `1179x2556 79048942 12054096`.
/// Worked out from the rows an encoder is given as well as from decoded pixels, so that a
/// fresh render is matched with a reference's record of its pixels without decoding either.
package struct PixelChecksum: Sendable {
    package let width: Int
    private let hasAlpha: Bool
    private var crc: UInt = 0
    private var rows = 0
    /// The last source row and what it reads back as: screens repeat rows (backgrounds), and
    /// a repeated row is checksummed again without being converted again.
    private var source: [UInt8] = []
    private var hasSource = false
    private var straight: [UInt8]
    /// The CRC-32 of `straight`, and zlib's operator that appends a row's CRC to the running
    /// one: a repeated row costs a few multiplications, not a pass over its bytes.
    private var rowCRC: UInt = 0
    private let appendRow: UInt

    /// - Parameter hasAlpha: false for an image written without alpha: it reads back opaque,
    ///   whatever the source's alpha bytes hold.
    package init(width: Int, hasAlpha: Bool) {
        self.width = width
        self.hasAlpha = hasAlpha
        straight = [UInt8](repeating: 0, count: width * 4)
        appendRow = UInt(crc32_combine_gen(.init(width * 4)))
    }

    /// The checksum of decoded pixels (straight RGBA, row-major).
    package init(width: Int, height: Int, rgba pixels: [UInt8]) {
        self.init(width: width, hasAlpha: true)
        crc = pixels.withUnsafeBufferPointer { UInt(crc32(0, $0.baseAddress, UInt32($0.count))) }
        rows = height
    }

    /// Adds rows of B, G, R, A bytes as `PNGEncoder.append(bgraRows:…)` takes them.
    package mutating func append(bgraRows data: UnsafePointer<UInt8>, stride: Int, count: Int, premultiplied: Bool = true) {
        let length = width * 4
        if source.count != length { source = [UInt8](repeating: 0, count: length) }
        for row in 0..<count {
            let pointer = data + row * stride
            if !hasSource || memcmp(pointer, source, length) != 0 {
                source.withUnsafeMutableBytes { buffer in buffer.baseAddress.map { _ = memcpy($0, pointer, length) } }
                hasSource = true
                convert(pointer, premultiplied: premultiplied)
                rowCRC = straight.withUnsafeBufferPointer { UInt(crc32(0, $0.baseAddress, UInt32(length))) }
            }
            crc = UInt(crc32_combine_op(uLong(crc), uLong(rowCRC), uLong(appendRow)))
            rows += 1
        }
    }

    /// The row as straight R, G, B, A bytes: two pixels (a little-endian double word) at a
    /// time where both are opaque (most of a screen), which only swaps red and blue.
    private mutating func convert(_ pointer: UnsafePointer<UInt8>, premultiplied: Bool) {
        let hasAlpha = hasAlpha, width = width, source = UnsafeRawPointer(pointer)
        let alphaBits: UInt64 = 0xFF00_0000_FF00_0000, greenBits: UInt64 = 0x0000_FF00_0000_FF00, lowBits: UInt64 = 0x0000_00FF_0000_00FF
        straight.withUnsafeMutableBytes { out in
            var pixel = 0
            while pixel + 2 <= width {
                let pair = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: pixel * 4, as: UInt64.self))
                let alphas = hasAlpha ? pair & alphaBits : alphaBits
                if alphas == alphaBits || !premultiplied {
                    let swapped = pair & greenBits | (pair >> 16) & lowBits | (pair & lowBits) << 16 | alphas
                    out.storeBytes(of: swapped.littleEndian, toByteOffset: pixel * 4, as: UInt64.self)
                } else {
                    Self.convertPixel(source, pixel, into: out, hasAlpha: hasAlpha, premultiplied: premultiplied)
                    Self.convertPixel(source, pixel + 1, into: out, hasAlpha: hasAlpha, premultiplied: premultiplied)
                }
                pixel += 2
            }
            if pixel < width { Self.convertPixel(source, pixel, into: out, hasAlpha: hasAlpha, premultiplied: premultiplied) }
        }
    }

    /// One pixel as straight R, G, B, A bytes (a little-endian word).
    private static func convertPixel(
        _ source: UnsafeRawPointer, _ pixel: Int, into out: UnsafeMutableRawBufferPointer, hasAlpha: Bool, premultiplied: Bool
    ) {
        let word = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self))
        let alpha = hasAlpha ? word >> 24 : 255
        var rgba = (word >> 16) & 0xFF | word & 0xFF00 | (word & 0xFF) << 16 | alpha << 24
        if premultiplied && alpha != 255 {
            let a = UInt8(alpha)
            let red = PNGImage.straight(UInt8(word >> 16 & 0xFF), alpha: a)
            let green = PNGImage.straight(UInt8(word >> 8 & 0xFF), alpha: a)
            let blue = PNGImage.straight(UInt8(word & 0xFF), alpha: a)
            rgba = UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | alpha << 24
        }
        out.storeBytes(of: rgba.littleEndian, toByteOffset: pixel * 4, as: UInt32.self)
    }

    /// `<width>x<height> <crc32, 8 hex digits> <byte count>`.
    package var text: String {
        let hex = String(UInt32(truncatingIfNeeded: crc), radix: 16)
        return "\(width)x\(rows) \(String(repeating: "0", count: 8 - hex.count))\(hex) \(width * rows * 4)"
    }
}
