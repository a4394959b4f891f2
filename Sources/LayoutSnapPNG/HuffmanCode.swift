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

    func write<Sink: BitSink>(_ symbol: Int, to bits: inout Sink) {
        let (value, count) = self.bits(of: symbol)
        bits.write(value, count: count)
    }

    /// A symbol's code as it is written (reversed), and its length.
    func bits(of symbol: Int) -> (value: UInt64, count: Int) { (UInt64(codes[symbol]), lengths[symbol]) }

    /// The low `bits` bits of `value` in reverse order (`bits` is 1 to 32).
    private static func reversed(_ value: UInt32, bits: Int) -> UInt32 {
        // Halves, quarters, … swapped: the whole word reversed, then shifted down.
        var word = value
        word = (word >> 1) & 0x5555_5555 | (word & 0x5555_5555) << 1
        word = (word >> 2) & 0x3333_3333 | (word & 0x3333_3333) << 2
        word = (word >> 4) & 0x0F0F_0F0F | (word & 0x0F0F_0F0F) << 4
        word = (word >> 8) & 0x00FF_00FF | (word & 0x00FF_00FF) << 8
        word = word >> 16 | word << 16
        return word >> UInt32(32 - bits)
    }

    /// Code lengths for symbol frequencies (zero: unused). The code is always complete, as zlib
    /// requires: a lone symbol gets a partner. When the tree would be deeper than `limit` bits,
    /// the frequencies are flattened (halved, kept above zero) until it is not.
    static func lengths(for frequencies: [Int], limit: Int) -> [Int] {
        var result = [Int](repeating: 0, count: frequencies.count)
        var used = frequencies.indices.filter { frequencies[$0] > 0 }
        if used.count < 2 {
            // A second symbol, never sent, keeps the code complete.
            used.append(used.first == 0 ? 1 : 0)
        }
        let leafCount = used.count, nodeCount = 2 * leafCount - 1
        // One scratch buffer for every attempt: the leaves' sort keys, then each node's weight,
        // parent and depth. A block builds several codes, and attempts repeat when flattened.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: leafCount + 3 * nodeCount) { scratch in
            guard let base = scratch.baseAddress else { return }
            let keys = UnsafeMutableBufferPointer(start: base, count: leafCount)
            let weight = base + leafCount, parent = weight + nodeCount, depth = parent + nodeCount
            var shift = 0
            while true {
                // Halving k times, floored at one, is the weight shifted right k times.
                for (index, symbol) in used.enumerated() { keys[index] = max(frequencies[symbol] >> shift, 1) << 9 | symbol }
                let deepest = huffmanDepths(sortedKeys: keys, weight: weight, parent: parent, depth: depth)
                if deepest <= limit || shift >= Int.bitWidth { break }
                shift += 1
            }
            for index in 0..<leafCount { result[keys[index] & 0x1FF] = depth[index] }
        }
        return result
    }

    /// Sorts distinct keys in place (heapsort: no generic sort, which a test's debug build
    /// runs as calls per comparison; the keys are distinct, so the order is the same).
    private static func sort(_ keys: UnsafeMutableBufferPointer<Int>) {
        guard let base = keys.baseAddress, keys.count > 1 else { return }
        let count = keys.count
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && base[child] < base[child + 1] { child += 1 }
                guard base[root] < base[child] else { return }
                (base[root], base[child]) = (base[child], base[root])
                root = child
            }
        }
        var start = count / 2
        while start > 0 {
            start -= 1
            siftDown(start, count)
        }
        var end = count
        while end > 1 {
            end -= 1
            (base[0], base[end]) = (base[end], base[0])
            siftDown(0, end)
        }
    }

    /// Huffman's tree by the two-queue method (leaves sorted once; merged nodes come out in
    /// order of weight), as each leaf's depth in `depth` (in the order of the sorted `keys`,
    /// weight above the low 9 bits, symbol below); returns the deepest. Ties go to leaves, then
    /// to lower symbols, so the same frequencies always give the same code.
    private static func huffmanDepths(
        sortedKeys keys: UnsafeMutableBufferPointer<Int>, weight: UnsafeMutablePointer<Int>, parent: UnsafeMutablePointer<Int>,
        depth: UnsafeMutablePointer<Int>
    ) -> Int {
        sort(keys)
        let leafCount = keys.count
        // Nodes 0..<leafCount are the leaves in that order; merged nodes follow.
        for index in 0..<leafCount { weight[index] = keys[index] >> 9 }
        var nodes = leafCount, nextLeaf = 0, nextMerged = leafCount
        func takeLightest() -> Int {
            if nextLeaf < leafCount && (nextMerged >= nodes || weight[nextLeaf] <= weight[nextMerged]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        for _ in 1..<leafCount {
            let a = takeLightest(), b = takeLightest()
            weight[nodes] = weight[a] + weight[b]
            parent[a] = nodes
            parent[b] = nodes
            nodes += 1
        }
        // Depths from the root (the last node) down.
        depth[nodes - 1] = 0
        var deepest = 0
        for node in stride(from: nodes - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
            if node < leafCount { deepest = max(deepest, depth[node]) }
        }
        return deepest
    }
}

/// Where Huffman codes and extra bits are written: the output stream, or a sequence of bits
/// kept to be written many times.
protocol BitSink {
    /// Appends the low `count` bits of `value` (at most 56; the bits above must be zero).
    mutating func write(_ value: UInt64, count: Int)
}

/// Bits kept as chunks of at most 56, to be appended to a stream again and again.
struct BitChunks: BitSink {
    private var chunks: [(value: UInt64, count: Int)] = []

    mutating func write(_ value: UInt64, count: Int) {
        guard count > 0 else { return }
        if let last = chunks.last, last.count + count <= 56 {
            chunks[chunks.count - 1] = (last.value | value << UInt64(last.count), last.count + count)
        } else {
            chunks.append((value, count))
        }
    }

    func append(to bits: inout BitWriter) {
        for chunk in chunks { bits.write(chunk.value, count: chunk.count) }
    }
}

/// Bits packed least significant first, as deflate writes them: kept as 64-bit words (one
/// append per eight bytes: a block writes tens of thousands of codes), bytes at the end.
struct BitWriter: BitSink {
    private var words: [UInt64] = []
    private var buffer: UInt64 = 0
    /// Bits waiting in `buffer`: always fewer than 64.
    private var bufferCount = 0

    @inline(__always)
    mutating func write(_ value: UInt64, count: Int) {
        buffer |= value &<< UInt64(bufferCount)
        let total = bufferCount + count
        guard total >= 64 else {
            bufferCount = total
            return
        }
        words.append(buffer.littleEndian)
        bufferCount = total - 64
        // The value's bits that did not fit.
        buffer = bufferCount == 0 ? 0 : value &>> UInt64(count - bufferCount)
    }

    /// Pads to a byte boundary.
    mutating func alignToByte() {
        if bufferCount % 8 != 0 { write(0, count: 8 - bufferCount % 8) }
    }

    /// Appends the bytes written, after `alignToByte`.
    func appendBytes(to output: inout [UInt8]) {
        words.withUnsafeBytes { output.append(contentsOf: $0) }
        var rest = buffer
        for _ in 0..<(bufferCount / 8) {
            output.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }
}
