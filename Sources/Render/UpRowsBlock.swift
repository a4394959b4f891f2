/// A deflate block (RFC 1951) of Up-filtered PNG rows, written without zlib.
///
/// An Up-filtered row is its filter byte (2) and each byte minus the byte above: zeros, except
/// where the row differs from the row above. Interface pictures are mostly flat: in a typical
/// render nearly nine rows in ten equal the row above (all zeros), and many others differ in a
/// short span only (a tag, a short label, the end of a bar). Runs of zeros are copies from one
/// byte back, so a block costs time in proportion to what differs, where zlib would read, hash
/// and checksum every byte. It has its own dynamic Huffman code, so it costs about as many
/// bytes as zlib's coding of the same rows.
struct UpRowsBlock {
    /// The filtered row length: the filter byte and the row's bytes.
    let rowLength: Int
    let rows: UpRows

    /// Appends the block, then an empty stored block so that the output ends on a byte boundary
    /// (where zlib's next block starts).
    func write(to output: inout [UInt8]) {
        // A repeated row is always the same symbols: they are counted and coded once, so such
        // rows cost next to nothing; only the sparse rows' symbols are listed one by one.
        var repeatedRow: [Symbol] = [.literal(2)]
        Self.appendZeros(rowLength - 1, to: &repeatedRow)
        var symbols: [Symbol] = []
        symbols.reserveCapacity(rows.count * 8 + rows.bytes.count)
        // Where each row's symbols end in `symbols`; nil for a repeated row.
        var rowEnds: [Int?] = []
        rowEnds.reserveCapacity(rows.count)
        var repeatedCount = 0
        rows.bytes.withUnsafeBufferPointer { bytes in
            for index in 0..<rows.count {
                let spans = rows.spans(ofRow: index)
                guard !spans.isEmpty else {
                    repeatedCount += 1
                    rowEnds.append(nil)
                    continue
                }
                symbols.append(.literal(2))
                var position = 0
                for span in spans {
                    Self.appendZeros(span.start - position, to: &symbols)
                    Self.appendSpan(UnsafeBufferPointer(rebasing: bytes[span.byteStart..<span.byteEnd]), to: &symbols)
                    position = span.start + span.count
                }
                Self.appendZeros(rowLength - 1 - position, to: &symbols)
                rowEnds.append(symbols.count)
            }
        }

        var literalFrequencies = [Int](repeating: 0, count: 286), distanceFrequencies = [Int](repeating: 0, count: 30)
        for symbol in symbols {
            literalFrequencies[symbol.code] += 1
            if symbol.isCopy { distanceFrequencies[0] += 1 }
        }
        for symbol in repeatedRow {
            literalFrequencies[symbol.code] += repeatedCount
            if symbol.isCopy { distanceFrequencies[0] += repeatedCount }
        }
        literalFrequencies[256] += 1  // the end of the block
        let literalLengths = HuffmanCode.lengths(for: literalFrequencies, limit: 15)
        let distanceLengths = HuffmanCode.lengths(for: distanceFrequencies, limit: 15)
        let literals = HuffmanCode(lengths: literalLengths), distances = HuffmanCode(lengths: distanceLengths)

        var bits = BitWriter()
        bits.write(0, count: 1)  // not the last block
        bits.write(2, count: 2)  // dynamic Huffman codes
        Self.writeCodeLengths(literalLengths, distanceLengths, to: &bits)
        func write<Sink: BitSink>(_ symbol: Symbol, to bits: inout Sink) {
            literals.write(symbol.code, to: &bits)
            if symbol.extraCount > 0 { bits.write(symbol.extraValue, count: symbol.extraCount) }
            if symbol.isCopy { distances.write(0, to: &bits) }
        }
        var repeatedBits = BitChunks()
        for symbol in repeatedRow { write(symbol, to: &repeatedBits) }
        var start = 0
        for end in rowEnds {
            guard let end else {
                repeatedBits.append(to: &bits)
                continue
            }
            for symbol in symbols[start..<end] { write(symbol, to: &bits) }
            start = end
        }
        literals.write(256, to: &bits)
        // An empty stored block: three header bits, padding, LEN 0 and its complement.
        bits.write(0, count: 3)
        bits.alignToByte()
        bits.writeBytes([0x00, 0x00, 0xFF, 0xFF])
        output += bits.bytes
    }

    /// `count` zeros: a literal zero, then copies of it from one byte back.
    private static func appendZeros(_ count: Int, to symbols: inout [Symbol]) {
        guard count > 0 else { return }
        symbols.append(.literal(0))
        appendCopies(of: count - 1, to: &symbols)
    }

    /// A differing span: literal bytes, its own runs of eight zeros or more as runs.
    private static func appendSpan(_ bytes: UnsafeBufferPointer<UInt8>, to symbols: inout [Symbol]) {
        var index = 0
        while index < bytes.count {
            var zeros = 0
            while index + zeros < bytes.count, bytes[index + zeros] == 0 { zeros += 1 }
            if zeros >= 8 {
                appendZeros(zeros, to: &symbols)
                index += zeros
            } else {
                symbols.append(.literal(Int(bytes[index])))
                index += 1
            }
        }
    }

    /// `count` zeros copied from one byte back, as copies of at most 258 bytes; a copy is at
    /// least 3 bytes, so a tail of 1 or 2 becomes literal zeros.
    private static func appendCopies(of count: Int, to symbols: inout [Symbol]) {
        var left = count
        while left > 0 {
            let length: Int
            if left == 258 || left >= 261 {
                length = 258
            } else if left > 258 {
                length = left - 3
            } else {
                length = left
            }
            if length < 3 {
                for _ in 0..<length { symbols.append(.literal(0)) }
            } else {
                symbols.append(.copy(length: length))
            }
            left -= length
        }
    }

    /// HLIT, HDIST and HCLEN, the code-length code, then both codes' lengths in it.
    private static func writeCodeLengths(_ literalLengths: [Int], _ distanceLengths: [Int], to bits: inout BitWriter) {
        let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let sequence = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
        // Runs of zeros as 17 (3–10) and 18 (11–138); everything else as itself.
        var lengthSymbols: [(symbol: Int, extra: Int)] = []
        var index = 0
        while index < sequence.count {
            var zeros = 0
            while index + zeros < sequence.count, sequence[index + zeros] == 0, zeros < 138 { zeros += 1 }
            if zeros >= 11 {
                lengthSymbols.append((18, zeros - 11))
                index += zeros
            } else if zeros >= 3 {
                lengthSymbols.append((17, zeros - 3))
                index += zeros
            } else {
                lengthSymbols.append((sequence[index], 0))
                index += 1
            }
        }
        var frequencies = [Int](repeating: 0, count: 19)
        for entry in lengthSymbols { frequencies[entry.symbol] += 1 }
        let lengthLengths = HuffmanCode.lengths(for: frequencies, limit: 7)
        let lengthCode = HuffmanCode(lengths: lengthLengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let lengthCount = max(4, (order.lastIndex { lengthLengths[$0] > 0 } ?? 0) + 1)
        bits.write(UInt64(literalCount - 257), count: 5)
        bits.write(UInt64(distanceCount - 1), count: 5)
        bits.write(UInt64(lengthCount - 4), count: 4)
        for symbol in order.prefix(lengthCount) { bits.write(UInt64(lengthLengths[symbol]), count: 3) }
        for entry in lengthSymbols {
            lengthCode.write(entry.symbol, to: &bits)
            if entry.symbol == 17 { bits.write(UInt64(entry.extra), count: 3) }
            if entry.symbol == 18 { bits.write(UInt64(entry.extra), count: 7) }
        }
    }

    /// A literal/length symbol with its extra bits; a copy is followed by distance code 0 (one
    /// byte back, no extra bits). Packed in 32 bits: blocks hold tens of thousands.
    private struct Symbol {
        /// The code (9 bits), the extra bits' count (3) and value (5), and whether it copies.
        private let packed: UInt32

        var code: Int { Int(packed & 0x1FF) }
        var extraCount: Int { Int(packed >> 9 & 0x7) }
        var extraValue: UInt64 { UInt64(packed >> 12 & 0x1F) }
        var isCopy: Bool { packed >> 17 != 0 }

        private init(code: Int, extraCount: Int = 0, extraValue: Int = 0, isCopy: Bool = false) {
            packed = UInt32(code) | UInt32(extraCount) << 9 | UInt32(extraValue) << 12 | (isCopy ? 1 << 17 : 0)
        }

        static func literal(_ value: Int) -> Symbol { Symbol(code: value) }

        static func copy(length: Int) -> Symbol { copies[length] }

        /// Every copy length's symbol (3…258), worked out once.
        private static let copies: [Symbol] = (0...258).map { length in
            guard length >= 3 else { return Symbol(code: 0) }
            let (lengthCode, lengthExtraCount, lengthExtra) = DeflateTables.lengthCode(length)
            return Symbol(code: lengthCode, extraCount: lengthExtraCount, extraValue: lengthExtra, isCopy: true)
        }
    }
}

/// RFC 1951's length code table, computed rather than listed.
private enum DeflateTables {
    /// Code 257 + i covers lengths from `lengthBases[i]` with `lengthExtraBits[i]` extra bits.
    static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let lengthBases: [Int] = {
        var bases: [Int] = []
        var base = 3
        for extra in lengthExtraBits.dropLast() {
            bases.append(base)
            base += 1 << extra
        }
        return bases + [258]
    }()

    static func lengthCode(_ length: Int) -> (code: Int, extraCount: Int, extraValue: Int) {
        let index = lengthBases.lastIndex { $0 <= length } ?? 0
        return (257 + index, lengthExtraBits[index], length - lengthBases[index])
    }
}
