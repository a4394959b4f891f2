/// A row's coefficients: a small map from symbol to coefficient kept as an array sorted by
/// symbol. Rows hold a handful of cells, where a scan or a binary search beats hashing (kiwi
/// keeps its rows in a sorted vector for the same reason), and iteration in symbol order
/// keeps every sum independent of hashing.
struct Cells: Sequence {
    typealias Element = (key: Symbol, value: Double)

    private(set) var entries: [Element] = []

    init() {}

    init(_ cells: [Symbol: Double]) {
        entries = cells.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }
    var keys: LazyMapSequence<[Element], Symbol> { entries.lazy.map(\.key) }

    func makeIterator() -> IndexingIterator<[Element]> { entries.makeIterator() }

    /// Where `symbol` is, or where it would be inserted.
    private func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let key = entries[middle].key
            if key == symbol { return (middle, true) }
            if key < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    subscript(symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        return found ? entries[index].value : nil
    }

    /// Adds `coefficient` to the symbol's cell, dropping a cell that reaches zero; says
    /// whether the symbol entered or left.
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Row.CellChange {
        // New symbols are the highest yet (a constraint's markers, a new variable): they go last.
        let count = entries.count
        if count == 0 || entries[count - 1].key < symbol {
            if coefficient.isNearZero { return .kept }
            entries.append((symbol, coefficient))
            return .added
        }
        let (index, found) = position(of: symbol)
        if found {
            let sum = entries[index].value + coefficient
            if sum.isNearZero {
                entries.remove(at: index)
                return .removed
            }
            entries[index].value = sum
            return .kept
        }
        if coefficient.isNearZero { return .kept }
        insert((symbol, coefficient), at: index)
        return .added
    }

    /// `Array.insert` goes through the general `replaceSubrange`, several times the cost of
    /// moving a handful of cells along.
    private mutating func insert(_ element: Element, at index: Int) {
        entries.append(element)
        entries.withUnsafeMutableBufferPointer { buffer in
            var position = buffer.count - 1
            while position > index {
                buffer[position] = buffer[position - 1]
                position -= 1
            }
            buffer[index] = element
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        let (index, found) = position(of: symbol)
        return found ? entries.remove(at: index).value : nil
    }

    mutating func scale(by factor: Double) {
        for index in entries.indices { entries[index].value *= factor }
    }

    /// Adds `coefficient * other` in one pass over both (sorted) arrays, reporting each
    /// symbol that enters or leaves.
    mutating func merge(_ other: Cells, times coefficient: Double, onChange: (Symbol, Row.CellChange) -> Void) {
        // A short row goes in cell by cell; a long one in a single merge.
        if other.count <= 4 {
            for (symbol, value) in other.entries {
                let change = add(symbol, value * coefficient)
                if change != .kept { onChange(symbol, change) }
            }
            return
        }
        var merged: [Element] = []
        merged.reserveCapacity(entries.count + other.count)
        var i = 0, j = 0
        while i < entries.count || j < other.entries.count {
            if j == other.entries.count || (i < entries.count && entries[i].key < other.entries[j].key) {
                merged.append(entries[i])
                i += 1
            } else if i == entries.count || other.entries[j].key < entries[i].key {
                let value = other.entries[j].value * coefficient
                if !value.isNearZero {
                    merged.append((other.entries[j].key, value))
                    onChange(other.entries[j].key, .added)
                }
                j += 1
            } else {
                let sum = entries[i].value + other.entries[j].value * coefficient
                if sum.isNearZero {
                    onChange(entries[i].key, .removed)
                } else {
                    merged.append((entries[i].key, sum))
                }
                i += 1
                j += 1
            }
        }
        entries = merged
    }
}
