/// A canonical Huffman code as deflate stores it: only the code lengths are transmitted, and
/// codes are assigned in order of length, then symbol (RFC 1951 §3.2.2).
struct HuffmanCode {
    private var codes: [UInt32]
    private let lengths: [Int]

    init(lengths: [Int]) {
        self.lengths = lengths
        let longest = lengths.max() ?? 0
        var countPerLength = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { countPerLength[length] += 1 }
        var next = [UInt32](repeating: 0, count: longest + 2)
        var code: UInt32 = 0
        if longest > 0 {
            for length in 1...longest {
                code = (code + UInt32(countPerLength[length - 1])) << 1
                next[length] = code
            }
        }
        codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            // Deflate sends a code's bits most significant first into a stream filled from the
            // least significant bit: store the code reversed.
            codes[symbol] = Self.reversed(next[length], bits: length)
            next[length] += 1
        }
    }

    func write(_ symbol: Int, to bits: inout BitWriter) {
        bits.write(UInt64(codes[symbol]), count: lengths[symbol])
    }

    private static func reversed(_ value: UInt32, bits: Int) -> UInt32 {
        var result: UInt32 = 0
        for bit in 0..<bits where value & (1 << bit) != 0 { result |= 1 << (bits - 1 - bit) }
        return result
    }

    /// Code lengths for symbol frequencies (zero: unused). The code is always complete, as zlib
    /// requires: a lone symbol gets a partner. Past `limit` bits (only possible with skewed
    /// frequencies over many symbols) every used symbol gets a near-equal length instead.
    static func lengths(for frequencies: [Int], limit: Int) -> [Int] {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        if used.count < 2 {
            // A second symbol, never sent, keeps the code complete.
            used.append(used.first == 0 ? 1 : 0)
            used.sort()
        }
        // Huffman's merge of the two lightest subtrees, each tree a list of its symbols.
        var trees: [(weight: Int, symbols: [Int])] = used.map { (max(frequencies[$0], 1), [$0]) }
        var depth = [Int](repeating: 0, count: frequencies.count)
        while trees.count > 1 {
            trees.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.symbols[0] > $1.symbols[0] }
            let lightest = trees.removeLast(), next = trees.removeLast()
            for symbol in lightest.symbols + next.symbols { depth[symbol] += 1 }
            trees.append((lightest.weight + next.weight, lightest.symbols + next.symbols))
        }
        if used.allSatisfy({ depth[$0] <= limit }) { return depth }
        // A complete code of near-equal lengths: 2^L − k symbols of L − 1 bits, the rest of L.
        let longest = Int.bitWidth - (used.count - 1).leadingZeroBitCount
        let shorter = (1 << longest) - used.count
        var flat = [Int](repeating: 0, count: frequencies.count)
        for (position, symbol) in used.enumerated() { flat[symbol] = position < shorter ? longest - 1 : longest }
        return flat
    }
}

/// Bits packed into bytes least significant first, as deflate writes them.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bufferCount = 0

    mutating func write(_ value: UInt64, count: Int) {
        guard count > 0 else { return }
        buffer |= value << UInt64(bufferCount)
        bufferCount += count
        while bufferCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bufferCount -= 8
        }
    }

    mutating func alignToByte() {
        if bufferCount > 0 { write(0, count: 8 - bufferCount) }
    }

    /// Whole bytes, after `alignToByte`.
    mutating func writeBytes(_ values: [UInt8]) {
        for value in values { write(UInt64(value), count: 8) }
    }
}
