import CZlib

/// The compressing half of `PNGEncoder`: zlib's stream and the raw deflate blocks written so
/// far (zlib's, `UpRowsBlock`s and cached pieces, in order). The encoder hands it work in
/// order — on its own thread or through a `CompressionLane` — and reads `bytes` only when
/// every piece of work given has run, so one thread at a time ever touches it.
final class DeflateStream: @unchecked Sendable {
    private var stream = z_stream()
    /// The zlib stream's bytes: its header, then raw deflate blocks.
    private(set) var bytes: [UInt8] = [0x78, 0x01]
    /// Whether zlib's stream is open (ended by `finish` or `deinit`).
    private var isOpen = false
    /// The first zlib call that failed: later calls do nothing, and `finish` reports it.
    private(set) var failure: PNGError?
    private var scratch = [UInt8](repeating: 0, count: 1 << 16)

    /// - Throws: `PNGError` when zlib cannot start a stream (it needs memory for one).
    init(compression: PNGCompression) throws(PNGError) {
        let started = deflateInit2_(&stream, compression == .fast ? 0 : 1, Z_DEFLATED, -15, 8, Z_RLE, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard started == Z_OK else { throw PNGError(zlib: "deflateInit2", code: started) }
        isOpen = true
    }

    deinit {
        if isOpen { deflateEnd(&stream) }
    }

    /// Compresses the first `count` bytes of `input` (zlib reads, never writes, its input).
    func deflate(_ input: [UInt8]?, count: Int, flush: Int32) {
        guard failure == nil, isOpen else { return }
        (input ?? []).withUnsafeBufferPointer { inputBuffer in
            stream.next_in = UnsafeMutablePointer(mutating: inputBuffer.baseAddress)
            stream.avail_in = UInt32(count)
            repeat {
                var result = Z_OK
                let produced: Int = scratch.withUnsafeMutableBufferPointer { outputBuffer in
                    stream.next_out = outputBuffer.baseAddress
                    stream.avail_out = UInt32(outputBuffer.count)
                    result = CZlib.deflate(&stream, flush)
                    return outputBuffer.count - Int(stream.avail_out)
                }
                bytes.append(contentsOf: scratch[0..<produced])
                // Z_BUF_ERROR says there was nothing to do, which is fine unless input is left:
                // then nothing will ever move and the loop would not end.
                let stalled = result == Z_BUF_ERROR && produced == 0 && stream.avail_in > 0
                guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, !stalled else {
                    failure = PNGError(zlib: "deflate", code: result)
                    return
                }
            } while stream.avail_out == 0 || stream.avail_in > 0
        }
    }

    /// Ends zlib's blocks on a byte boundary and forgets its window, so that blocks of our own
    /// (or a cached piece) can follow and the decoder sees independent blocks in order.
    func flushAndForget() {
        deflate(nil, count: 0, flush: Z_SYNC_FLUSH)
        guard failure == nil else { return }
        let reset = deflateReset(&stream)
        if reset != Z_OK { failure = PNGError(zlib: "deflateReset", code: reset) }
    }

    /// Zlib's blocks flushed and forgotten, then a block of Up rows.
    func write(_ block: UpRowsBlock) {
        flushAndForget()
        block.write(to: &bytes)
    }

    /// Blocks compressed before (a cached piece), after a flush.
    func append(piece: [UInt8]) {
        bytes += piece
    }

    /// Ends the stream: the last block, then the Adler-32 `checksum` of every row.
    func finish(checksum: UInt32) {
        deflate(nil, count: 0, flush: Z_FINISH)
        if isOpen {
            deflateEnd(&stream)
            isOpen = false
        }
        bytes += [UInt8(checksum >> 24), UInt8(checksum >> 16 & 0xFF), UInt8(checksum >> 8 & 0xFF), UInt8(checksum & 0xFF)]
    }
}
