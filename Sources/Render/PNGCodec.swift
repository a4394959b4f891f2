#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG
import CZlib

/// PNG writing (our own encoder on zlib, for 8-bit RGB and RGBA) and reading (libpng, for any
/// PNG: references that image optimisers rewrote must still be read).
///
/// Encoding rows one strip at a time lets a render taller than Cairo's 32,767-pixel surface
/// limit be drawn in strips and written as one image. A row equal to the one above uses the Up
/// filter, and so does a row that differs from it only in short spans or by one amount along
/// a line (runs of such rows are written as `UpRowsBlock`s without zlib); every other row the
/// Sub filter, which suits flat interface pictures, through zlib's level 1 with run-length
/// matching. The same pixels always give the same bytes.
enum PNGCodec {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Streams rows into a PNG.
    final class Encoder {
        let width: Int, height: Int, hasAlpha: Bool
        private let compression: PNGCompression
        private var stream = z_stream()
        private var output: [UInt8] = []
        /// The zlib stream: a header, raw deflate blocks (zlib's and `UpRowsBlock`s), and
        /// the Adler-32 checksum, kept here because zlib never sees the repeated rows.
        private var compressed: [UInt8] = [0x78, 0x01]
        private var checksum = Adler32()
        private let rowLength: Int
        /// Filtered rows waiting for zlib.
        private var filtered: [UInt8] = []
        private var filteredRows = 0
        /// Up-filtered rows (equal to the row above, or differing from it in a short span) not
        /// yet written.
        private var upRows = UpRows()
        /// The differing runs of the row being looked at (kept to reuse its storage).
        private var runs: [Range<Int>] = []
        /// The last source row, in case the next `append` continues a run.
        private var lastRow: [UInt8] = []
        private var rowsSeen = 0

        /// Rows per zlib call; the fewest Up rows worth a block of their own (a block costs a
        /// zlib flush and reset); the most a row's differences may cost to write (as a share of
        /// the row) for it to be an Up row rather than go through zlib.
        private static let band = 64, fewestUpRows = 8, costliestShare = 4

        init(width: Int, height: Int, hasAlpha: Bool, compression: PNGCompression = .compact) {
            self.width = width
            self.height = height
            self.hasAlpha = hasAlpha
            self.compression = compression
            rowLength = 1 + width * (hasAlpha ? 4 : 3)
            output = PNGCodec.signature
            var header: [UInt8] = []
            header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
            header += [8, hasAlpha ? 6 : 2, 0, 0, 0]  // depth 8, RGBA or RGB, deflate, no interlace
            appendChunk("IHDR", header)
            deflateInit2_(&stream, compression == .fast ? 0 : 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        }

        /// Adds rows of straight RGBA pixels (4 bytes each, whatever `hasAlpha` says).
        func append(rgba pixels: [UInt8], count: Int) {
            // Red and blue swapped, a word at a time.
            let words = min(pixels.count / 4, width * count)
            let bgra = [UInt32](unsafeUninitializedCapacity: words) { buffer, initialized in
                pixels.withUnsafeBytes { source in
                    for index in 0..<words {
                        let word = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                        buffer[index] = (word & 0xFF00_FF00 | (word & 0xFF) << 16 | (word >> 16) & 0xFF).littleEndian
                    }
                }
                initialized = words
            }
            bgra.withUnsafeBytes { buffer in
                guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else { return }
                append(bgraRows: base, stride: width * 4, count: words / max(width, 1), premultiplied: false)
            }
        }

        /// Adds rows of B, G, R, A bytes: Cairo's image memory (native-endian ARGB32 words,
        /// premultiplied) read in place, or straight pixels when `premultiplied` is false.
        func append(bgraRows data: UnsafePointer<UInt8>, stride: Int, count: Int, premultiplied: Bool = true) {
            let bytesPerRow = width * 4
            for row in 0..<count {
                let source = data + row * stride
                let above: UnsafePointer<UInt8>? = row > 0 ? data + (row - 1) * stride : nil
                let queued = rowsSeen > 0 && withRowAbove(above, { queueUpRow(source, above: $0, premultiplied: premultiplied) }) == true
                if !queued {
                    writeUpRows()
                    filter(source, premultiplied: premultiplied)
                }
                rowsSeen += 1
            }
            if count > 0 {
                lastRow = Array(UnsafeBufferPointer(start: data + (count - 1) * stride, count: bytesPerRow))
            }
        }

        /// Adds rows that recur in other images (the constraint legend's key line) as an
        /// independent piece: compressed on their own, or copied from `cache` when the same
        /// pixels were compressed before. The file's bytes are the same either way.
        func append(recurringRows data: UnsafePointer<UInt8>, stride: Int, count: Int, premultiplied: Bool = true, cache: PNGSegmentCache) {
            guard count > 0 else { return }
            endPiece()
            let seen = rowsSeen
            if let entry = cache.entry(
                width: width, rows: count, hasAlpha: hasAlpha, premultiplied: premultiplied, compression: compression, data: data, stride: stride)
            {
                compressed += entry.deflated
                checksum.append(entry.checksum, length: count * rowLength)
                lastRow = Array(UnsafeBufferPointer(start: data + (count - 1) * stride, count: width * 4))
            } else {
                let start = compressed.count, outer = checksum
                checksum = Adler32()
                // The piece's first row is filtered without the row above; `append` keeps its
                // last row for the row after.
                rowsSeen = 0
                lastRow = []
                append(bgraRows: data, stride: stride, count: count, premultiplied: premultiplied)
                endPiece()
                let piece = checksum
                checksum = outer
                checksum.append(piece, length: count * rowLength)
                var pixels: [UInt8] = []
                pixels.reserveCapacity(count * width * 4)
                for row in 0..<count { pixels.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: width * 4)) }
                cache.store(
                    PNGSegmentCache.Entry(
                        width: width, rows: count, hasAlpha: hasAlpha, premultiplied: premultiplied, compression: compression, pixels: pixels,
                        deflated: Array(compressed[start...]), checksum: piece))
            }
            rowsSeen = seen + count
        }

        /// Writes everything waiting and ends the deflate blocks on a byte boundary with zlib's
        /// window forgotten: what follows is decoded without what came before.
        private func endPiece() {
            writeUpRows()
            compressFilteredRows()
            deflate(nil, count: 0, flush: Z_SYNC_FLUSH)
            deflateReset(&stream)
        }

        private var channels: Int { hasAlpha ? 4 : 3 }

        /// Queues the row as an Up row (counted in the checksum now, written with the next
        /// `writeUpRows`) when it repeats the row above or differs from it in few enough bytes;
        /// false when zlib should take it.
        private func queueUpRow(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, premultiplied: Bool) -> Bool {
            // What the differences may cost, in source bytes (4 a pixel), for an Up row.
            let limit = rowLength * 4 / (channels * Self.costliestShare)
            guard findDifferingPixels(row, above, limit: limit) else { return false }
            for run in runs {
                upRows.beginSpan(at: run.lowerBound * channels)
                appendUpFiltered(row, above, run, premultiplied: premultiplied)
                upRows.endSpan()
            }
            upRows.endRow()
            checksum.update(upRow: upRows.count - 1, of: upRows, length: rowLength)
            return true
        }

        /// `body` with the source row above: `above` in this call, else the last row of the
        /// call before (nil when there is none).
        private func withRowAbove<T>(_ above: UnsafePointer<UInt8>?, _ body: (UnsafePointer<UInt8>) -> T) -> T? {
            if let above { return body(above) }
            guard lastRow.count == width * 4 else { return nil }
            return lastRow.withUnsafeBufferPointer { $0.baseAddress.map(body) }
        }

        /// Sets `runs` to the runs of pixels where a source row differs from the one above, in
        /// order: none when it repeats it; false as soon as the differences would cost more
        /// than `limit` bytes to write (the row goes through zlib). A differing pixel costs its
        /// four bytes unless it differs from the pixel above by what its left neighbour does
        /// (a line drawn across the row): the block writes that as a copy. Compared two pixels
        /// at a time, so equal stretches cost little; a row with more than `maximumSpans` runs
        /// is one run from the first difference to the last.
        private func findDifferingPixels(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, limit: Int) -> Bool {
            let now = UnsafeRawPointer(row), before = UnsafeRawPointer(above)
            let count = width * 4
            // Worked on as a local (a class's stored array is checked for exclusive access at
            // every use) and put back with its storage.
            var runs = self.runs
            self.runs = []
            runs.removeAll(keepingCapacity: true)
            defer { self.runs = runs }
            // Most rows repeat the one above: one vectorised comparison tells.
            if memcmp(row, above, count) == 0 { return true }
            // Equal 8-byte words are skipped; a differing word starts (or extends) a run, which
            // ends at the next equal word.
            var offset = 0, cost = 0
            // The difference from the row above of the pixel left of `offset` (zero: equal).
            var leftDifference: UInt32 = 0
            while offset < count {
                // Equal stretches are passed 64 bytes at a time; a block that differs is looked
                // at word by word.
                let blockEnd = min(count, offset + 64)
                if blockEnd - offset == 64, Self.equal64(now + offset, before + offset) {
                    offset = blockEnd
                    leftDifference = 0
                    continue
                }
                while offset < blockEnd {
                    let end = min(count, offset + 8)
                    if offset + 8 <= count {
                        let a = now.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        let b = before.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        guard a != b else {
                            offset = end
                            leftDifference = 0
                            continue
                        }
                        let difference = Self.byteDifferences(a, b)
                        let first = UInt32(truncatingIfNeeded: difference), second = UInt32(truncatingIfNeeded: difference >> 32)
                        cost += (first == leftDifference ? 0 : 4) + (second == first ? 0 : 4)
                        leftDifference = second
                    } else if memcmp(row + offset, above + offset, count - offset) != 0 {
                        cost += end - offset
                    } else {
                        offset = end
                        continue
                    }
                    if cost > limit { return false }
                    let pixels = (offset / 4)..<((end + 3) / 4)
                    if let last = runs.last, last.upperBound >= pixels.lowerBound - 2 {
                        runs[runs.count - 1] = last.lowerBound..<pixels.upperBound
                    } else {
                        runs.append(pixels)
                    }
                    offset = end
                }
            }
            if runs.count > Self.maximumSpans, let first = runs.first, let last = runs.last {
                runs = [first.lowerBound..<last.upperBound]
            }
            return true
        }

        /// `a − b` byte by byte (each byte wrapping on its own), eight bytes at once.
        @inline(__always)
        private static func byteDifferences(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let high: UInt64 = 0x8080_8080_8080_8080
            return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
        }

        private static let maximumSpans = 16

        /// Whether 64 bytes are equal: eight word comparisons, inline (a call to memcmp per
        /// block costs more than the comparison).
        @inline(__always)
        private static func equal64(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
            var difference: UInt64 = 0
            for word in 0..<8 {
                difference |= a.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            }
            return difference == 0
        }

        /// The Up filter over some pixels (each output byte minus the one above it), appended to
        /// the queued rows' bytes.
        private func appendUpFiltered(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ pixels: Range<Int>, premultiplied: Bool) {
            let hasAlpha = hasAlpha, start = upRows.bytes.count
            upRows.bytes.append(contentsOf: repeatElement(0, count: pixels.count * channels))
            upRows.bytes.withUnsafeMutableBufferPointer { buffer in
                guard var out = buffer.baseAddress.map({ $0 + start }) else { return }
                for x in pixels {
                    let now = Self.written(row + x * 4, hasAlpha: hasAlpha, premultiplied: premultiplied)
                    let before = Self.written(above + x * 4, hasAlpha: hasAlpha, premultiplied: premultiplied)
                    out[0] = now.0 &- before.0
                    out[1] = now.1 &- before.1
                    out[2] = now.2 &- before.2
                    if hasAlpha {
                        out[3] = now.3 &- before.3
                        out += 4
                    } else {
                        out += 3
                    }
                }
            }
        }

        /// A source pixel (B, G, R, A) as written: straight R, G, B, A.
        private static func written(_ pixel: UnsafePointer<UInt8>, hasAlpha: Bool, premultiplied: Bool) -> (UInt8, UInt8, UInt8, UInt8) {
            let alpha = pixel[3]
            guard hasAlpha && premultiplied && alpha != 255 else { return (pixel[2], pixel[1], pixel[0], alpha) }
            func straight(_ value: UInt8) -> UInt8 { alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha))) }
            return (straight(pixel[2]), straight(pixel[1]), straight(pixel[0]), alpha)
        }

        /// One row, Sub-filtered, into the band that zlib takes next.
        private func filter(_ source: UnsafePointer<UInt8>, premultiplied: Bool) {
            if filteredRows == Self.band { compressFilteredRows() }
            if filtered.count < Self.band * rowLength { filtered = [UInt8](repeating: 0, count: Self.band * rowLength) }
            let hasAlpha = hasAlpha, width = width, offset = filteredRows * rowLength
            filtered.withUnsafeMutableBufferPointer { out in
                guard var target = out.baseAddress.map({ $0 + offset }) else { return }
                var source = source
                target.pointee = 1  // Sub filter
                target += 1
                if !hasAlpha {
                    // Opaque: B, G, R, A words to R, G, B differences, by pointer.
                    var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0
                    for _ in 0..<width {
                        let r = source[2], g = source[1], b = source[0]
                        target[0] = r &- red
                        target[1] = g &- green
                        target[2] = b &- blue
                        (red, green, blue) = (r, g, b)
                        source += 4
                        target += 3
                    }
                    return
                }
                var previous: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                for _ in 0..<width {
                    var red = source[2], green = source[1], blue = source[0]
                    let alpha = source[3]
                    if premultiplied && alpha != 255 {
                        func straight(_ value: UInt8) -> UInt8 {
                            alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + Int(alpha) / 2) / Int(alpha)))
                        }
                        red = straight(red)
                        green = straight(green)
                        blue = straight(blue)
                    }
                    target[0] = red &- previous.0
                    target[1] = green &- previous.1
                    target[2] = blue &- previous.2
                    target[3] = alpha &- previous.3
                    previous = (red, green, blue, alpha)
                    source += 4
                    target += 4
                }
            }
            filtered.withUnsafeBufferPointer { checksum.update($0.baseAddress.map { $0 + offset }, count: rowLength) }
            filteredRows += 1
        }

        /// Writes the waiting Up rows: as a block of their own when there are enough, else
        /// through zlib with the other rows.
        private func writeUpRows() {
            guard !upRows.isEmpty else { return }
            defer { upRows.removeAll() }
            if upRows.count >= Self.fewestUpRows {
                compressFilteredRows()
                // zlib ends its blocks on a byte boundary and forgets its window, so the
                // decoder sees independent blocks in order.
                deflate(nil, count: 0, flush: Z_SYNC_FLUSH)
                deflateReset(&stream)
                UpRowsBlock(rowLength: rowLength, pixelLength: channels, rows: upRows).write(to: &compressed)
                return
            }
            for index in 0..<upRows.count {
                if filteredRows == Self.band { compressFilteredRows() }
                if filtered.count < Self.band * rowLength { filtered = [UInt8](repeating: 0, count: Self.band * rowLength) }
                let offset = filteredRows * rowLength, rowLength = rowLength, spans = upRows.spans(ofRow: index)
                filtered.withUnsafeMutableBufferPointer { out in
                    guard let base = out.baseAddress else { return }
                    memset(base + offset, 0, rowLength)
                    base[offset] = 2  // Up filter
                    upRows.bytes.withUnsafeBufferPointer { bytes in
                        guard let source = bytes.baseAddress else { return }
                        for span in spans { memcpy(base + offset + 1 + span.start, source + span.byteStart, span.count) }
                    }
                }
                filteredRows += 1
            }
        }

        private func compressFilteredRows() {
            guard filteredRows > 0 else { return }
            deflate(filtered, count: filteredRows * rowLength, flush: Z_NO_FLUSH)
            filteredRows = 0
        }

        /// The finished file.
        func finish() -> [UInt8] {
            writeUpRows()
            compressFilteredRows()
            deflate(nil, count: 0, flush: Z_FINISH)
            deflateEnd(&stream)
            compressed += bigEndian(checksum.value)
            appendChunk("IDAT", compressed)
            appendChunk("IEND", [])
            return output
        }

        private var deflated = [UInt8](repeating: 0, count: 1 << 16)

        /// Compresses the first `count` bytes of `input` (zlib reads, never writes, its input).
        private func deflate(_ input: [UInt8]?, count: Int, flush: Int32) {
            (input ?? []).withUnsafeBufferPointer { inputBuffer in
                stream.next_in = UnsafeMutablePointer(mutating: inputBuffer.baseAddress)
                stream.avail_in = UInt32(count)
                repeat {
                    let produced: Int = deflated.withUnsafeMutableBufferPointer { outputBuffer in
                        stream.next_out = outputBuffer.baseAddress
                        stream.avail_out = UInt32(outputBuffer.count)
                        CZlib.deflate(&stream, flush)
                        return outputBuffer.count - Int(stream.avail_out)
                    }
                    compressed.append(contentsOf: deflated[0..<produced])
                } while stream.avail_out == 0 || stream.avail_in > 0
            }
        }

        private func appendChunk(_ type: String, _ data: [UInt8]) {
            let typeBytes = Array(type.utf8)
            output += bigEndian(UInt32(data.count)) + typeBytes
            output.append(contentsOf: data)
            var crc = crc32(0, nil, 0)
            crc = typeBytes.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
            crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
            output += bigEndian(UInt32(crc))
        }
    }

    /// Decodes any PNG libpng reads (every colour type and bit depth, palettes, interlacing:
    /// what image optimisers such as oxipng write) into straight 8-bit RGBA; nil for anything
    /// else, or an image over `RenderOptions.maximumPixelCount` pixels, refused from its header
    /// before anything is allocated.
    static func decode(_ bytes: [UInt8]) -> (width: Int, height: Int, pixels: [UInt8])? {
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return nil }
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        let width = Int(image.width), height = Int(image.height), limit = RenderOptions.maximumPixelCount
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

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
