/// The rows that hold one symbol: the tableau's column index. Most symbols sit in a few rows,
/// held inline so that a column costs no allocation; more go in a short array that a scan
/// searches; a symbol that many rows share (a container's width in a long stack) moves to a
/// set, so that its updates stay O(1).
struct Column {
    /// The first rows, −1 where absent, filled in order: a slot is used only when the ones
    /// before it are, and `more` only when all four are. 32 bits each keeps the column at 32
    /// bytes; no tableau reaches 2³¹ symbols.
    private var inline: (Int32, Int32, Int32, Int32) = (-1, -1, -1, -1)
    private var more: [Symbol] = []
    private var many: Set<Symbol>?

    private static let largest = 64

    var isEmpty: Bool { many?.isEmpty ?? (inline.0 < 0) }

    /// How many of the inline slots are used.
    private var inlineCount: Int {
        inline.0 < 0 ? 0 : inline.1 < 0 ? 1 : inline.2 < 0 ? 2 : inline.3 < 0 ? 3 : 4
    }

    private func inlineRow(_ index: Int) -> Symbol {
        switch index {
        case 0: Symbol(inline.0)
        case 1: Symbol(inline.1)
        case 2: Symbol(inline.2)
        default: Symbol(inline.3)
        }
    }

    private mutating func setInline(_ index: Int, _ row: Symbol) {
        let value = Int32(truncatingIfNeeded: row)
        switch index {
        case 0: inline.0 = value
        case 1: inline.1 = value
        case 2: inline.2 = value
        default: inline.3 = value
        }
    }

    /// The rows in symbol order.
    var sorted: ColumnRows {
        if let many { return ColumnRows(many.sorted()) }
        let count = inlineCount
        if count <= 2 {
            let first = count > 0 ? inlineRow(0) : -1, second = count > 1 ? inlineRow(1) : -1
            return second < 0 || first < second ? ColumnRows(first, second) : ColumnRows(second, first)
        }
        // Up to `largest` rows: an insertion sort of a fresh copy.
        var rows: [Symbol] = []
        rows.reserveCapacity(count + more.count)
        forEach { row in
            var position = rows.count
            rows.append(row)
            while position > 0 && rows[position - 1] > row {
                rows[position] = rows[position - 1]
                position -= 1
            }
            rows[position] = row
        }
        return ColumnRows(rows)
    }

    /// Calls `body` with each row, in no particular order (but the same order for the same
    /// history of changes).
    func forEach(_ body: (Symbol) -> Void) {
        if let many {
            for row in many { body(row) }
            return
        }
        for index in 0..<inlineCount { body(inlineRow(index)) }
        for row in more { body(row) }
    }

    mutating func insert(_ basic: Symbol) {
        if many != nil {
            many?.insert(basic)
            return
        }
        let count = inlineCount
        for index in 0..<count where inlineRow(index) == basic { return }
        if count < 4 {
            setInline(count, basic)
        } else if !more.contains(basic) {
            if more.isEmpty { more.reserveCapacity(8) }
            more.append(basic)
            if more.count + 4 > Self.largest {
                var all = Set(more)
                for index in 0..<4 { all.insert(inlineRow(index)) }
                many = all
                inline = (-1, -1, -1, -1)
                more = []
            }
        }
    }

    mutating func remove(_ basic: Symbol) {
        if many != nil {
            many?.remove(basic)
            return
        }
        let count = inlineCount
        for index in 0..<count where inlineRow(index) == basic {
            // Fill the hole from the end: the last inline slot, refilled from `more`.
            setInline(index, inlineRow(count - 1))
            setInline(count - 1, count == 4 ? (more.popLast() ?? -1) : -1)
            return
        }
        if let index = more.firstIndex(of: basic) {
            more.swapAt(index, more.count - 1)
            more.removeLast()
        }
    }
}

/// A column's rows at one moment, in symbol order; two or fewer are held without allocating.
/// Callers change the tableau while they walk it, so it is a copy, not a view.
struct ColumnRows: Sequence, IteratorProtocol {
    private var first: Symbol
    private var second: Symbol
    private let rest: [Symbol]
    private var index = 0

    init(_ first: Symbol, _ second: Symbol) {
        self.first = first
        self.second = second
        rest = []
    }

    init(_ sorted: [Symbol]) {
        first = -1
        second = -1
        rest = sorted
    }

    mutating func next() -> Symbol? {
        if index < rest.count {
            index += 1
            return rest[index - 1]
        }
        guard first >= 0 else { return nil }
        defer {
            first = second
            second = -1
        }
        return first
    }
}
