import Dispatch
import LayoutSnapPNG
import Synchronization
import Testing
import TestSupport

/// The PNG encoder writes runs of repeated rows as deflate blocks of its own, between zlib's
/// blocks, and keeps the Adler-32 checksum itself: libpng (which checks both the deflate
/// stream and the checksum) must read back exactly the pixels written.
@Suite struct PNGEncoderTests {
    /// Rows from a few patterns in runs of random length, as interface pictures are.
    /// An image's pixels as B, G, R, A bytes, as `append(bgraRows:)` takes them.
    static func bgra(_ image: PNGImage) -> [UInt8] {
        var bytes = image.pixels
        for index in stride(from: 0, to: bytes.count - 3, by: 4) { bytes.swapAt(index, index + 2) }
        return bytes
    }

    static func image(_ random: inout SeededRandom, width: Int, height: Int, opaque: Bool) -> PNGImage {
        let patterns = (0..<4).map { _ in
            (0..<width).flatMap { _ -> [UInt8] in
                [UInt8(random.next(256)), UInt8(random.next(3) * 100), 7, opaque ? 255 : UInt8(random.next(256))]
            }
        }
        var pixels: [UInt8] = []
        while pixels.count < width * height * 4 {
            var pattern = patterns[random.next(patterns.count)]
            for _ in 0..<(1 + random.next(random.next(2) == 0 ? 4 : 40)) where pixels.count < width * height * 4 {
                // Now and then a row differs from the one above in a short span only (a tag,
                // the end of a dashed line), sometimes with zeros inside the span.
                if random.next(3) == 0 {
                    let start = random.next(width), length = 1 + random.next(max(1, width / 6))
                    for x in start..<min(width, start + length) where random.next(4) != 0 {
                        pattern[x * 4] = UInt8(random.next(256))
                        if !opaque { pattern[x * 4 + 3] = UInt8(random.next(256)) }
                    }
                }
                // Now and then a line across most of the row, over a few backgrounds: the row
                // differs from the one above by the same amount pixel after pixel.
                if random.next(5) == 0 {
                    let start = random.next(max(1, width / 4)), end = max(start, width - random.next(max(1, width / 4)))
                    let color = [UInt8(random.next(256)), UInt8(random.next(256)), UInt8(random.next(256)), opaque ? 255 : UInt8(random.next(256))]
                    for x in start..<end { pattern.replaceSubrange((x * 4)..<(x * 4 + 4), with: color) }
                }
                pixels += pattern
            }
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    @Test func randomImagesRoundTripInAnySplit() throws {
        var random = SeededRandom(seed: 2026)
        for trial in 0..<300 {
            let width = trial % 10 == 0 ? 1 + random.next(4000) : 1 + random.next(120)
            let height = 1 + random.next(160)
            let image = Self.image(&random, width: width, height: height, opaque: trial % 3 != 0)
            // Rows handed over in random slices, as strips are: a run may span two calls.
            // Every other trial with the preview's fast compression: the same pixels.
            let encoder = try PNGEncoder(width: width, height: height, hasAlpha: trial % 3 == 0, compression: trial % 2 == 0 ? .compact : .fast)
            var row = 0
            while row < height {
                let count = min(height - row, 1 + random.next(50))
                encoder.append(rgba: Array(image.pixels[(row * width * 4)..<((row + count) * width * 4)]), count: count)
                row += count
            }
            let bytes = try encoder.finish()
            let decoded = try #require(PNGImage(bytes: bytes), "trial \(trial): \(width)×\(height)")
            #expect(decoded == image, "trial \(trial): \(width)×\(height)")
            #expect(try image.encoded() == image.encoded())
        }
    }

    /// Rows marked as recurring (the constraint legend's key line) are compressed as a piece of
    /// their own and copied from the cache when the same pixels come again: the file is the same
    /// whether the cache was empty, held this piece or held others, and decodes to the pixels.
    @Test func recurringRowsGiveTheSameFileFromAColdOrAWarmCache() throws {
        var random = SeededRandom(seed: 11)
        let warm = PNGSegmentCache()
        for trial in 0..<60 {
            let width = 1 + random.next(trial % 6 == 0 ? 900 : 90), height = 2 + random.next(120)
            let opaque = trial % 4 != 0
            var image = Self.image(&random, width: width, height: height, opaque: opaque)
            let start = random.next(height - 1), count = 1 + random.next(height - start - 1)
            // Every few trials the piece repeats an earlier image's pixels, so the warm cache
            // is used, not only filled.
            if trial % 3 == 2 {
                var pieceRandom = SeededRandom(seed: 99)
                let piece: [UInt8] = Self.image(&pieceRandom, width: width, height: count, opaque: opaque).pixels
                let range = (start * width * 4)..<((start + count) * width * 4)
                var pixels = image.pixels
                pixels.replaceSubrange(range, with: piece)
                image = PNGImage(width: width, height: height, pixels: pixels)
            }
            func encode(_ cache: PNGSegmentCache) throws -> [UInt8] {
                let encoder = try PNGEncoder(width: width, height: height, hasAlpha: !opaque)
                let bgra = Self.bgra(image)
                bgra.withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    let stride = width * 4
                    encoder.append(bgraRows: base, stride: stride, count: start, premultiplied: false)
                    encoder.append(recurringRows: base + start * stride, stride: stride, count: count, premultiplied: false, cache: cache)
                    encoder.append(bgraRows: base + (start + count) * stride, stride: stride, count: height - start - count, premultiplied: false)
                }
                return try encoder.finish()
            }
            let cold = try encode(PNGSegmentCache()), fromWarm = try encode(warm), again = try encode(warm)
            #expect(fromWarm == cold, "trial \(trial): \(width)×\(height), rows \(start)..<\(start + count)")
            #expect(again == cold, "trial \(trial)")
            #expect(PNGImage(bytes: cold) == image, "trial \(trial)")
        }
    }

    /// Compression on a lane (another thread, while the caller filters the next rows) does the
    /// same work in the same order: the same bytes as on the caller's thread, strips, recurring
    /// rows and all.
    @Test func aLaneWritesTheSameBytes() throws {
        var random = SeededRandom(seed: 31)
        let cache = PNGSegmentCache()
        for trial in 0..<40 {
            let width = 1 + random.next(trial % 4 == 0 ? 1200 : 300), height = 2 + random.next(400)
            let opaque = trial % 3 != 0
            let image = Self.image(&random, width: width, height: height, opaque: opaque)
            let bgra = Self.bgra(image)
            let strip = 1 + random.next(height), recurring = trial % 2 == 0 ? random.next(height - 1) : nil
            func encode(_ lanes: PNGEncoder.LaneUse) throws -> [UInt8] {
                let encoder = try PNGEncoder(width: width, height: height, hasAlpha: !opaque, compression: trial % 5 == 4 ? .fast : .compact, lanes: lanes)
                bgra.withUnsafeBufferPointer { buffer in
                    guard let base = buffer.baseAddress else { return }
                    var row = 0
                    while row < height {
                        let count = min(strip, height - row)
                        if let recurring, recurring >= row, recurring + 1 < row + count {
                            encoder.append(bgraRows: base + row * width * 4, stride: width * 4, count: recurring - row, premultiplied: false)
                            encoder.append(recurringRows: base + recurring * width * 4, stride: width * 4, count: 2, premultiplied: false, cache: cache)
                            encoder.append(bgraRows: base + (recurring + 2) * width * 4, stride: width * 4, count: row + count - recurring - 2, premultiplied: false)
                        } else {
                            encoder.append(bgraRows: base + row * width * 4, stride: width * 4, count: count, premultiplied: false)
                        }
                        row += count
                    }
                }
                return try encoder.finish()
            }
            let alone = try encode(.never), onALane = try encode(.always)
            #expect(onALane == alone, "trial \(trial): \(width)×\(height), strips of \(strip)")
            #expect(PNGImage(bytes: onALane) == image, "trial \(trial)")
        }
    }

    /// Many encoders at once on every core, each taking a lane or not as the pool decides:
    /// every file is the one written without lanes, and the pool's count of lanes and
    /// encoders comes back level (a later lone encoder still gets a lane and the same bytes).
    @Test func encodersOnEveryCoreWriteTheSameBytes() throws {
        var random = SeededRandom(seed: 77)
        // Each large enough for a lane (`fewestPixelsForALane`).
        let images = (0..<8).map { index in Self.image(&random, width: 520 + index * 3, height: 520, opaque: index % 2 == 0) }
        @Sendable func encode(_ image: PNGImage, _ lanes: PNGEncoder.LaneUse) -> [UInt8]? {
            guard let encoder = try? PNGEncoder(width: image.width, height: image.height, hasAlpha: !Self.isOpaque(image), lanes: lanes) else { return nil }
            encoder.append(rgba: image.pixels, count: image.height)
            return try? encoder.finish()
        }
        let expected = images.map { encode($0, .never) }
        let results = Mutex<[[UInt8]?]>(Array(repeating: nil, count: images.count))
        DispatchQueue.concurrentPerform(iterations: images.count) { index in
            let bytes = encode(images[index], .whenACoreIsSpare)
            results.withLock { $0[index] = bytes }
        }
        let written = results.withLock { $0 }
        for index in images.indices { #expect(written[index] == expected[index], "image \(index)") }
        #expect(encode(images[0], .whenACoreIsSpare) == expected[0])
    }

    static func isOpaque(_ image: PNGImage) -> Bool { stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 } }

    @Test func theChecksumIsChecked() throws {
        var random = SeededRandom(seed: 7)
        let image = Self.image(&random, width: 300, height: 200, opaque: true)
        var bytes = try image.encoded()
        #expect(PNGImage(bytes: bytes) == image)
        // Corrupt the Adler-32 at the end of the IDAT data and mend the chunk's CRC, so that
        // only the checksum we compute ourselves is wrong: libpng must refuse the file.
        let crcStart = bytes.count - 12 - 4, adlerStart = crcStart - 4
        let length = Int(bytes[8 + 25]) << 24 | Int(bytes[8 + 26]) << 16 | Int(bytes[8 + 27]) << 8 | Int(bytes[8 + 28])
        func mendCRC() {
            let crc = Self.crc32(Array(bytes[(8 + 25 + 4)..<(8 + 25 + 8 + length)]))
            for index in 0..<4 { bytes[crcStart + index] = UInt8(crc >> UInt32(24 - 8 * index) & 0xFF) }
        }
        mendCRC()
        #expect(PNGImage(bytes: bytes) == image)
        bytes[adlerStart] ^= 0x01
        mendCRC()
        #expect(PNGImage(bytes: bytes) == nil)
    }

    @Test func flatPicturesStaySmall() throws {
        // A 1,290 × 2,796 flat picture (an iPhone 15 Pro Max screen) with a band of detail.
        var random = SeededRandom(seed: 11)
        let width = 1290, height = 2796
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in (1000 * width * 4)..<(1040 * width * 4) { pixels[index] = UInt8(random.next(256)) | 0x01 }
        for index in Swift.stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        let image = PNGImage(width: width, height: height, pixels: pixels)
        let bytes = try image.encoded()
        #expect(PNGImage(bytes: bytes) == image)
        // The 40 random rows alone are about 155 KB raw; the rest must cost almost nothing.
        #expect(bytes.count < 165_000)
    }

    @Test func linesAcrossAFlatPictureCostLittle() throws {
        // Horizontal lines across a flat picture of two backgrounds (a diagram's marks): each
        // edge row differs from the row above by one amount per background, which the encoder
        // writes as copies of the pixel before, not as rows of their own through zlib.
        let width = 1179, height = 2556
        var background = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 600..<width { background[(y * width + x) * 4] = 200 }
        }
        var lined = background
        for y in 0..<height where y % 40 < 3 {
            for x in 30..<(width - 30) { lined.replaceSubrange(((y * width + x) * 4)..<((y * width + x) * 4 + 3), with: [0, 115, 242]) }
        }
        let plain = PNGImage(width: width, height: height, pixels: background), image = PNGImage(width: width, height: height, pixels: lined)
        let bytes = try image.encoded()
        #expect(PNGImage(bytes: bytes) == image)
        // 64 lines, two edge rows each: a few dozen symbols a row.
        let added = try bytes.count - plain.encoded().count
        #expect(added < 3_000, "the lines add \(added) bytes")
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

