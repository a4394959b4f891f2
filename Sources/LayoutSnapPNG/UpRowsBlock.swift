/// A deflate block (RFC 1951) of Up-filtered PNG rows, written without zlib.
///
/// An Up-filtered row is its filter byte (2) and each byte minus the byte above: zeros, except
/// where the row differs from the row above. Interface pictures are mostly flat: in a typical
/// render nearly nine rows in ten equal the row above (all zeros), and many others differ in a
/// short span only (a tag, a short label, the end of a bar), or by the same amount along a
/// stretch (a horizontal line across the screen). Runs of zeros are copies from one byte back,
/// and a pixel repeating the difference of the pixel before is a copy from one pixel back, so
/// a block costs time in proportion to what differs, where zlib would read, hash and checksum
/// every byte. It has its own dynamic Huffman code, so it costs about as many bytes as zlib's
/// coding of the same rows.
struct UpRowsBlock {
    /// The filtered row length: the filter byte and the row's bytes.
    let rowLength: Int
    /// Bytes per pixel: 3 (RGB) or 4 (RGBA).
    let pixelLength: Int
    let rows: UpRows

    /// Appends the block, then an empty stored block so that the output ends on a byte boundary
    /// (where zlib's next block starts).
    func write(to output: inout [UInt8]) {
        // A repeated row is always the same symbols: they are counted and coded once, so such
        // rows cost next to nothing; only the sparse rows' symbols are listed one by one.
        var repeatedRow: [Symbol] = [2]
        Self.appendZeros(rowLength - 1, to: &repeatedRow)
        var symbols: [Symbol] = []
        symbols.reserveCapacity(rows.count * 8 + rows.bytes.count)
        // Where each row's symbols end in `symbols`; nil for a repeated row.
        var rowEnds: [Int?] = []
        rowEnds.reserveCapacity(rows.count)
        var repeatedCount = 0
        rows.bytes.withUnsafeBufferPointer { buffer in
            guard let bytes = buffer.baseAddress else { return }
            var index = 0
            while index < rows.count {
                defer { index += 1 }
                let spans = rows.spans(ofRow: index)
                guard !spans.isEmpty else {
                    repeatedCount += 1
                    rowEnds.append(nil)
                    continue
                }
                symbols.append(2)
                var position = 0
                for span in spans {
                    Self.appendZeros(span.start - position, to: &symbols)
                    Self.appendSpan(bytes + span.byteStart, count: span.byteEnd - span.byteStart, pixelLength: pixelLength, to: &symbols)
                    position = span.start + span.count
                }
                Self.appendZeros(rowLength - 1 - position, to: &symbols)
                rowEnds.append(symbols.count)
            }
        }

        // Counted per symbol first (a copy's length code and extra bits are one symbol), then
        // per deflate code.
        var counts = [Int](repeating: 0, count: Self.symbolCount)
        // Pointers and while loops in the loops over every symbol: a test's debug build runs
        // generic iterators and buffer subscripts as calls, element by element.
        counts.withUnsafeMutableBufferPointer { counts in
            symbols.withUnsafeBufferPointer { buffer in
                guard let symbols = buffer.baseAddress, let counts = counts.baseAddress else { return }
                var index = 0
                while index < buffer.count {
                    counts[Int(symbols[index])] += 1
                    index += 1
                }
            }
            for symbol in repeatedRow { counts[Int(symbol)] += repeatedCount }
            counts[Int(Self.endOfBlock)] += 1
        }
        var literalFrequencies = [Int](repeating: 0, count: 286), distanceFrequencies = [Int](repeating: 0, count: 30)
        for (symbol, count) in counts.enumerated() where count > 0 {
            literalFrequencies[Self.meanings[symbol].code] += count
            if let back = Self.distance(of: symbol, pixelLength: pixelLength) { distanceFrequencies[back - 1] += count }
        }
        let literalLengths = HuffmanCode.lengths(for: literalFrequencies, limit: 15)
        let distanceLengths = HuffmanCode.lengths(for: distanceFrequencies, limit: 15)
        let literals = HuffmanCode(lengths: literalLengths), distances = HuffmanCode(lengths: distanceLengths)
        // Each symbol's bits, all of them at once: its code, a copy's extra bits and distance
        // code (1 and the pixel length are codes 0 and 2 or 3, without extra bits), as one
        // value and its length.
        let written: [(value: UInt64, count: Int)] = Self.meanings.enumerated().map { symbol, meaning in
            var (value, count) = literals.bits(of: meaning.code)
            guard let back = Self.distance(of: symbol, pixelLength: pixelLength) else { return (value, count) }
            value |= UInt64(meaning.extraValue) << UInt64(count)
            count += meaning.extraCount
            let distance = distances.bits(of: back - 1)
            return (value | distance.value << UInt64(count), count + distance.count)
        }

        var bits = BitWriter()
        bits.write(0, count: 1)  // not the last block
        bits.write(2, count: 2)  // dynamic Huffman codes
        Self.writeCodeLengths(literalLengths, distanceLengths, to: &bits)
        var repeatedBits = BitChunks()
        for symbol in repeatedRow { repeatedBits.write(written[Int(symbol)].value, count: written[Int(symbol)].count) }
        written.withUnsafeBufferPointer { written in
            symbols.withUnsafeBufferPointer { symbols in
                guard let written = written.baseAddress else { return }
                let symbols = symbols.baseAddress
                var start = 0, row = 0
                while row < rowEnds.count {
                    defer { row += 1 }
                    guard let end = rowEnds[row] else {
                        repeatedBits.append(to: &bits)
                        continue
                    }
                    // A row with symbols of its own: the list is not empty.
                    guard let symbols else { continue }
                    while start < end {
                        let code = written[Int(symbols[start])]
                        bits.write(code.value, count: code.count)
                        start += 1
                    }
                }
            }
        }
        literals.write(256, to: &bits)
        // An empty stored block: three header bits, padding, LEN 0 and its complement.
        bits.write(0, count: 3)
        bits.alignToByte()
        bits.write(0xFFFF_0000, count: 32)
        bits.appendBytes(to: &output)
    }

    /// A literal/length symbol with its extra bits and, for a copy, its distance: a literal byte
    /// (0–255), the end of the block (256), a copy of 3–258 bytes from one byte back (257 on,
    /// by length) or from one pixel back (513 on).
    private typealias Symbol = UInt16

    private static let endOfBlock: Symbol = 256
    private static let symbolCount = 257 + 2 * 256

    /// Every symbol's literal/length code and extra bits, worked out once.
    private static let meanings: [(code: Int, extraCount: Int, extraValue: Int)] = (0..<symbolCount).map { symbol in
        guard symbol > Int(endOfBlock) else { return (symbol, 0, 0) }
        return DeflateTables.lengthCode((symbol - Int(endOfBlock) - 1) % 256 + 3)
    }

    /// How far back a symbol copies from; nil for a literal or the end of the block.
    private static func distance(of symbol: Int, pixelLength: Int) -> Int? {
        symbol <= Int(endOfBlock) ? nil : symbol < Int(endOfBlock) + 1 + 256 ? 1 : pixelLength
    }

    private static func copy(length: Int, pixelBack: Bool) -> Symbol {
        Symbol(Int(endOfBlock) + 1 + (pixelBack ? 256 : 0) + length - 3)
    }

    /// `count` zeros: a literal zero, then copies of it from one byte back.
    private static func appendZeros(_ count: Int, to symbols: inout [Symbol]) {
        guard count > 0 else { return }
        symbols.append(0)
        appendCopies(of: count - 1, to: &symbols)
    }

    /// A differing span: literal bytes; its runs of eight bytes or more that repeat the pixel
    /// before as copies from one pixel back, and its other runs of eight zeros or more as
    /// zeros. A span starts on a pixel and follows zeros.
    private static func appendSpan(_ bytes: UnsafePointer<UInt8>, count: Int, pixelLength: Int, to symbols: inout [Symbol]) {
        var index = 0
        while index < count {
            if index >= pixelLength {
                var end = index
                while end < count, bytes[end] == bytes[end - pixelLength] { end += 1 }
                if end - index >= 8 {
                    appendCopies(of: end - index, pixelBack: true, to: &symbols)
                    index = end
                    continue
                }
            }
            guard bytes[index] == 0 else {
                symbols.append(Symbol(bytes[index]))
                index += 1
                continue
            }
            // Each run of zeros is scanned once: shorter than eight, its zeros are literals.
            var end = index + 1
            while end < count, bytes[end] == 0 { end += 1 }
            if end - index >= 8 {
                appendZeros(end - index, to: &symbols)
            } else {
                for _ in index..<end { symbols.append(0) }
            }
            index = end
        }
    }

    /// `count` bytes copied from one byte (or one pixel) back, as copies of at most 258 bytes
    /// and at least 3; a tail of 1 or 2 (only when `count` is that short: zeros after a literal
    /// zero) becomes literal zeros.
    private static func appendCopies(of count: Int, pixelBack: Bool = false, to symbols: inout [Symbol]) {
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
                for _ in 0..<length { symbols.append(0) }
            } else {
                symbols.append(copy(length: length, pixelBack: pixelBack))
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
