/// Memoised symbol values, forgotten all at once by moving to a new generation, so that a
/// change to the tableau costs O(1) and a read evaluates only what it needs.
struct ValueCache {
    private struct Entry {
        /// The generation the value was stored in; 0 for never.
        var stamp: UInt64
        var value: Double
    }

    private var entries: [Entry] = []
    private var generation: UInt64 = 1
    /// Scratch space for evaluation, kept to avoid allocating on every read.
    var pending: [Symbol] = []

    func value(of symbol: Symbol) -> Double? {
        symbol < entries.count && entries[symbol].stamp == generation ? entries[symbol].value : nil
    }

    /// Stores a value; `symbolCount` (the tableau's) sizes the storage in one step.
    mutating func store(_ value: Double, for symbol: Symbol, symbolCount: Int) {
        if symbol >= entries.count {
            let count = Swift.max(symbol + 1, symbolCount, entries.count * 2)
            entries += repeatElement(Entry(stamp: 0, value: 0), count: count - entries.count)
        }
        entries[symbol] = Entry(stamp: generation, value: value)
    }

    mutating func invalidate() { generation &+= 1 }
}
