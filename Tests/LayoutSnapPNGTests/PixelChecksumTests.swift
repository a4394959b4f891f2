import LayoutSnapPNG
import Testing
import TestSupport

/// A render's pixel checksum is worked out from the rows it hands the encoder; a check trusts
/// it in place of decoding, so it must equal the checksum of what the PNG decodes to.
@Suite struct PixelChecksumTests {
    /// Premultiplied B, G, R, A rows as Cairo leaves them, from a few patterns in runs.
    static func cairoRows(_ random: inout SeededRandom, width: Int, height: Int, opaque: Bool) -> [UInt8] {
        let patterns = (0..<3).map { _ in
            (0..<width).flatMap { _ -> [UInt8] in
                let alpha = opaque ? 255 : [0, 255, random.next(256)][random.next(3)]
                return [random.next(alpha + 1), random.next(alpha + 1), random.next(alpha + 1), alpha].map(UInt8.init)
            }
        }
        var rows: [UInt8] = []
        while rows.count < width * height * 4 {
            let pattern = patterns[random.next(patterns.count)]
            for _ in 0..<(1 + random.next(6)) where rows.count < width * height * 4 { rows += pattern }
        }
        return rows
    }

    @Test func theChecksumOfTheRowsIsTheChecksumOfTheDecodedPixels() throws {
        var random = SeededRandom(seed: 77)
        for trial in 0..<120 {
            let width = 1 + random.next(trial % 8 == 0 ? 1500 : 90), height = 1 + random.next(120)
            let opaque = trial % 2 == 0
            let rows = Self.cairoRows(&random, width: width, height: height, opaque: opaque)
            let encoder = try PNGEncoder(width: width, height: height, hasAlpha: !opaque)
            var checksum = PixelChecksum(width: width, hasAlpha: !opaque)
            var row = 0
            // In random slices, as strips are handed over.
            while row < height {
                let count = min(height - row, 1 + random.next(40))
                rows.withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    encoder.append(bgraRows: base + row * width * 4, stride: width * 4, count: count)
                    checksum.append(bgraRows: base + row * width * 4, stride: width * 4, count: count)
                }
                row += count
            }
            let decoded = try #require(PNGImage(bytes: try encoder.finish()))
            let expected = PixelChecksum(width: width, height: height, rgba: decoded.pixels).text
            #expect(checksum.text == expected, "trial \(trial): \(width)×\(height), opaque \(opaque)")
        }
    }

    /// The manifest's spelling, which stores written by earlier builds hold: the CRC as
    /// Python's `zlib.crc32(bytes([0, 0, 0, 255]))` gives it, zero-padded.
    @Test func theTextNamesTheSizeTheCRCAndTheByteCount() {
        #expect(PixelChecksum(width: 1, height: 1, rgba: [0, 0, 0, 255]).text == "1x1 0c463091 4")
    }
}
