#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// How the encoder looks at rows: which repeat the row above or differ from it in few places
// (Up rows, written without zlib), and the Sub filter for the rest.
extension PNGEncoder {
    /// Queues the row as an Up row (counted in the checksum now, written with the next
    /// `writeUpRows`) when it repeats the row above or differs from it in few enough bytes;
    /// false when zlib should take it.
    func queueUpRow(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, premultiplied: Bool) -> Bool {
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
    func withRowAbove<T>(_ above: UnsafePointer<UInt8>?, _ body: (UnsafePointer<UInt8>) -> T) -> T? {
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
        #if DEBUG
        // Unoptimised, the generic loads below are calls: a test's debug build takes memcmp.
        return memcmp(a, b, 64) == 0
        #else
        var difference: UInt64 = 0
        for word in 0..<8 {
            difference |= a.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
        }
        return difference == 0
        #endif
    }

    /// The Up filter over some pixels (each output byte minus the one above it), appended to
    /// the queued rows' bytes.
    private func appendUpFiltered(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ pixels: Range<Int>, premultiplied: Bool) {
        let hasAlpha = hasAlpha, start = upRows.bytes.count
        // Grown from a row of zeroes (a copy), not a repeated element: a test's debug build
        // walks a generic sequence element by element.
        if zeroRow.count < pixels.count * channels { zeroRow = [UInt8](repeating: 0, count: width * 4) }
        upRows.bytes.append(contentsOf: zeroRow[0..<(pixels.count * channels)])
        upRows.bytes.withUnsafeMutableBufferPointer { buffer in
            guard var out = buffer.baseAddress.map({ $0 + start }) else { return }
            var x = pixels.lowerBound
            while x < pixels.upperBound {
                let now = row + x * 4, before = above + x * 4
                if hasAlpha && premultiplied && (now[3] != 255 || before[3] != 255) {
                    // Straight colour first: the rare translucent pixel.
                    for channel in 0..<3 {
                        let source = 2 - channel
                        out[channel] = PNGImage.straight(now[source], alpha: now[3]) &- PNGImage.straight(before[source], alpha: before[3])
                    }
                } else {
                    out[0] = now[2] &- before[2]
                    out[1] = now[1] &- before[1]
                    out[2] = now[0] &- before[0]
                }
                if hasAlpha {
                    out[3] = now[3] &- before[3]
                    out += 4
                } else {
                    out += 3
                }
                x += 1
            }
        }
    }

    /// One row, Sub-filtered, into the band that zlib takes next.
    func filter(_ source: UnsafePointer<UInt8>, premultiplied: Bool) {
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
                    red = PNGImage.straight(red, alpha: alpha)
                    green = PNGImage.straight(green, alpha: alpha)
                    blue = PNGImage.straight(blue, alpha: alpha)
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
}
