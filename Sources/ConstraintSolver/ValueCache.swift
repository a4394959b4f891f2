/// Memoised symbol values, forgotten all at once by moving to a new generation, so that a
/// change to the tableau costs O(1) and a read evaluates only what it needs.
struct ValueCache {
    private var values: [Double] = []
    private var stamps: [UInt64] = []
    private var generation: UInt64 = 1
    /// Scratch space for evaluation, kept to avoid allocating on every read.
    var pending: [Symbol] = []

    func value(of symbol: Symbol) -> Double? {
        symbol < stamps.count && stamps[symbol] == generation ? values[symbol] : nil
    }

    mutating func store(_ value: Double, for symbol: Symbol) {
        if symbol >= stamps.count {
            let count = Swift.max(symbol + 1, stamps.count * 2, 256)
            values += [Double](repeating: 0, count: count - values.count)
            stamps += [UInt64](repeating: 0, count: count - stamps.count)
        }
        values[symbol] = value
        stamps[symbol] = generation
    }

    mutating func invalidate() { generation &+= 1 }
}
