#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rows that recur from image to image — the constraint legend's key line is the same in every
/// render at one width and scale — kept compressed so that the next image with the same pixels
/// copies the bytes instead of filtering and deflating them again.
///
/// The encoder compresses such rows as an independent piece (its own deflate blocks, started
/// and ended on a byte boundary, the first row needing no row above), so the bytes depend only
/// on the rows' pixels: a file is the same whether its piece came from here or not. An entry is
/// reused only when every pixel matches, never on a key alone.
///
/// Not thread-safe: one per renderer, like the renderer's text measurer.
package final class PNGSegmentCache {
    package init() {}

    struct Entry {
        /// What else decides the bytes besides the pixels.
        let width: Int, rows: Int, hasAlpha: Bool, premultiplied: Bool, compression: PNGCompression
        /// The source rows, `width * 4` bytes each.
        let pixels: [UInt8]
        let deflated: [UInt8]
        /// The checksum of the piece's filtered bytes alone.
        let checksum: Adler32
    }

    private var entries: [Entry] = []
    /// Few distinct pieces recur in a suite (one per device width and scale); the oldest go first.
    private let capacity = 8

    /// The entry for these rows, when the same pixels were compressed the same way before.
    func entry(
        width: Int, rows: Int, hasAlpha: Bool, premultiplied: Bool, compression: PNGCompression, data: UnsafePointer<UInt8>, stride: Int
    ) -> Entry? {
        let bytesPerRow = width * 4
        return entries.last { entry in
            guard entry.width == width, entry.rows == rows, entry.hasAlpha == hasAlpha, entry.premultiplied == premultiplied,
                entry.compression == compression
            else { return false }
            return entry.pixels.withUnsafeBufferPointer { stored in
                guard let base = stored.baseAddress else { return false }
                return (0..<rows).allSatisfy { memcmp(base + $0 * bytesPerRow, data + $0 * stride, bytesPerRow) == 0 }
            }
        }
    }

    func store(_ entry: Entry) {
        if entries.count == capacity { entries.removeFirst() }
        entries.append(entry)
    }
}
