#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG
import CZlib

/// PNG writing: our own encoder on zlib, for 8-bit RGB and RGBA, streaming rows into a file.
///
/// Encoding rows one strip at a time lets a render taller than Cairo's 32,767-pixel surface
/// limit be drawn in strips and written as one image. A row equal to the one above uses the Up
/// filter, and so does a row that differs from it only in short spans or by one amount along
/// a line (runs of such rows are written as `UpRowsBlock`s without zlib); every other row the
/// Sub filter, which suits flat interface pictures, through zlib's level 1 with run-length
/// matching. The same pixels always give the same bytes.
package final class PNGEncoder {
    /// Every PNG file's first eight bytes.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let width: Int, height: Int, hasAlpha: Bool
    private let compression: PNGCompression
    private var output: [UInt8] = []
    /// The zlib stream's blocks (zlib's and `UpRowsBlock`s).
    private let deflater: DeflateStream
    /// Where the compression runs when a core is spare; nil: on the caller's thread.
    private var lane: CompressionLane?
    /// Whether the lane pool counts this encoder (until `finish` or `deinit`).
    private var isCounted = true
    /// The Adler-32 checksum of every filtered row, kept here because zlib never sees the
    /// repeated rows.
    var checksum = Adler32()
    let rowLength: Int
    /// Filtered rows waiting for zlib.
    var filtered: [UInt8] = []
    var filteredRows = 0
    /// Up-filtered rows (equal to the row above, or differing from it in a short span) not
    /// yet written.
    var upRows = UpRows()
    /// Zeroes to grow `upRows` by (`appendUpFiltered`).
    var zeroRow: [UInt8] = []
    /// The differing runs of the row being looked at (kept to reuse its storage).
    var runs: [Range<Int>] = []
    /// The last source row, in case the next `append` continues a run.
    var lastRow: [UInt8] = []
    private var rowsSeen = 0

    /// Rows per zlib call; the fewest Up rows worth a block of their own (a block costs a
    /// zlib flush and reset); the most a row's differences may cost to write (as a share of
    /// the row) for it to be an Up row rather than go through zlib.
    static let band = 64, fewestUpRows = 8, costliestShare = 4
    /// The smallest image whose compression is worth a lane (handing work over costs some
    /// microseconds).
    static let fewestPixelsForALane = 1 << 18

    /// Where an encoder's compression runs. The bytes are the same either way.
    package enum LaneUse: Sendable {
        /// On a `CompressionLane` when a core is spare and the image is large enough.
        case whenACoreIsSpare
        /// Always on a lane (for tests), never on one.
        case always, never
    }

    /// `body`, during which encoders take a lane only if a core is spare besides `threads`
    /// other busy threads: a pool of workers says how many of its threads run beside the
    /// caller's, so that its encoders compress on their own threads.
    package static func whileOtherThreadsWork<T>(_ threads: Int, _ body: () throws -> T) rethrows -> T {
        try CompressionLane.whileBusy(threads: threads, body)
    }

    /// - Throws: `PNGError` when zlib cannot start a stream (it needs memory for one).
    package init(
        width: Int, height: Int, hasAlpha: Bool, compression: PNGCompression = .compact, lanes: LaneUse = .whenACoreIsSpare
    ) throws(PNGError) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.compression = compression
        rowLength = 1 + width * (hasAlpha ? 4 : 3)
        output = Self.signature
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]  // depth 8, RGBA or RGB, deflate, no interlace
        deflater = try DeflateStream(compression: compression)
        appendChunk("IHDR", header)
        let use = lanes == .whenACoreIsSpare && width * height < Self.fewestPixelsForALane ? .never : lanes
        lane = CompressionLane.encoderStarted(use)
    }

    deinit {
        if isCounted { CompressionLane.encoderFinished(returning: lane) }
    }

    /// Whether the compression runs on a lane (for tests: the bytes are the same either way).
    package var compressesOnALane: Bool { lane != nil }

    /// Runs compression work after the work given before: on the lane, or here and now.
    private func compress(_ work: @escaping @Sendable (DeflateStream) -> Void) {
        let deflater = deflater
        if let lane { lane.run { work(deflater) } } else { work(deflater) }
    }

    /// Adds rows of straight RGBA pixels (4 bytes each, whatever `hasAlpha` says).
    package func append(rgba pixels: [UInt8], count: Int) {
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
    package func append(bgraRows data: UnsafePointer<UInt8>, stride: Int, count: Int, premultiplied: Bool = true) {
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
    package func append(recurringRows data: UnsafePointer<UInt8>, stride: Int, count: Int, premultiplied: Bool = true, cache: PNGSegmentCache) {
        guard count > 0 else { return }
        endPiece()
        let seen = rowsSeen
        if let entry = cache.entry(
            width: width, rows: count, hasAlpha: hasAlpha, premultiplied: premultiplied, compression: compression, data: data, stride: stride)
        {
            let piece = entry.deflated
            compress { $0.append(piece: piece) }
            checksum.append(entry.checksum, length: count * rowLength)
            lastRow = Array(UnsafeBufferPointer(start: data + (count - 1) * stride, count: width * 4))
        } else {
            lane?.wait()
            let start = deflater.bytes.count, outer = checksum
            checksum = Adler32()
            // The piece's first row is filtered without the row above; `append` keeps its
            // last row for the row after.
            rowsSeen = 0
            lastRow = []
            append(bgraRows: data, stride: stride, count: count, premultiplied: premultiplied)
            endPiece()
            lane?.wait()
            let deflated = Array(deflater.bytes[start...]), piece = checksum
            checksum = outer
            checksum.append(piece, length: count * rowLength)
            var pixels: [UInt8] = []
            pixels.reserveCapacity(count * width * 4)
            for row in 0..<count { pixels.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: width * 4)) }
            cache.store(
                PNGSegmentCache.Entry(
                    width: width, rows: count, hasAlpha: hasAlpha, premultiplied: premultiplied, compression: compression, pixels: pixels,
                    deflated: deflated, checksum: piece))
        }
        rowsSeen = seen + count
    }

    /// Writes everything waiting and ends the deflate blocks on a byte boundary with zlib's
    /// window forgotten: what follows is decoded without what came before.
    private func endPiece() {
        writeUpRows()
        compressFilteredRows()
        compress { $0.flushAndForget() }
    }

    var channels: Int { hasAlpha ? 4 : 3 }

    /// Writes the waiting Up rows: as a block of their own when there are enough, else
    /// through zlib with the other rows.
    private func writeUpRows() {
        guard !upRows.isEmpty else { return }
        defer { upRows.removeAll() }
        if upRows.count >= Self.fewestUpRows {
            compressFilteredRows()
            let block = UpRowsBlock(rowLength: rowLength, pixelLength: channels, rows: upRows)
            compress { $0.write(block) }
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

    func compressFilteredRows() {
        guard filteredRows > 0 else { return }
        let rows = filtered, count = filteredRows * rowLength
        compress { $0.deflate(rows, count: count, flush: Z_NO_FLUSH) }
        filteredRows = 0
    }

    /// The finished file.
    /// - Throws: `PNGError` for the first zlib call that failed (none does but without memory).
    package func finish() throws(PNGError) -> [UInt8] {
        writeUpRows()
        compressFilteredRows()
        let checksum = checksum.value
        compress { $0.finish(checksum: checksum) }
        CompressionLane.encoderFinished(returning: lane)
        lane = nil
        isCounted = false
        if let failure = deflater.failure { throw failure }
        appendChunk("IDAT", deflater.bytes)
        appendChunk("IEND", [])
        return output
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

private func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
}
