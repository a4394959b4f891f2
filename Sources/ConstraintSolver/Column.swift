/// The rows that hold one symbol: the tableau's column index. Most symbols sit in one or two
/// rows, held inline so that a column costs no allocation; a few more go in a short array that
/// a scan searches; a symbol that many rows share (a container's width in a long stack) moves
/// to a set, so that its updates stay O(1).
struct Column {
    /// The first two rows, −1 when absent; `second` is filled only when `first` is, and
    /// `more` only when both are.
    private var first: Symbol = -1
    private var second: Symbol = -1
    private var more: [Symbol] = []
    private var many: Set<Symbol>?

    private static let largest = 64

    var isEmpty: Bool { many?.isEmpty ?? (first < 0) }

    /// The rows in symbol order.
    var sorted: ColumnRows {
        if let many { return ColumnRows(many.sorted()) }
        if more.isEmpty {
            return second < 0 || first < second ? ColumnRows(first, second) : ColumnRows(second, first)
        }
        // Up to `largest` rows: an insertion sort of a fresh copy.
        var rows: [Symbol] = []
        rows.reserveCapacity(more.count + 2)
        for row in [first, second] + more {
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
        guard first >= 0 else { return }
        body(first)
        guard second >= 0 else { return }
        body(second)
        for row in more { body(row) }
    }

    mutating func insert(_ basic: Symbol) {
        if many != nil {
            many?.insert(basic)
        } else if first < 0 {
            first = basic
        } else if first == basic || second == basic {
            return
        } else if second < 0 {
            second = basic
        } else if !more.contains(basic) {
            if more.isEmpty { more.reserveCapacity(6) }
            more.append(basic)
            if more.count + 2 > Self.largest {
                many = Set(more + [first, second])
                first = -1
                second = -1
                more = []
            }
        }
    }

    mutating func remove(_ basic: Symbol) {
        if many != nil {
            many?.remove(basic)
        } else if first == basic {
            first = second
            second = more.popLast() ?? -1
        } else if second == basic {
            second = more.popLast() ?? -1
        } else if let index = more.firstIndex(of: basic) {
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
