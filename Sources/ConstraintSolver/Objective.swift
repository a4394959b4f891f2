/// The function the solver minimises: for each priority below required, the sum of the
/// violations of the constraints at that priority, compared lexicographically from the highest
/// priority down. Keeping the levels apart (instead of weighting them into one number, as kiwi
/// does) is what makes priorities strict.
struct Objective {
    /// Level slot → its priority value (1…999).
    private(set) var priorities: [Int] = []
    /// Level slot → the coefficients of the level's objective row, indexed by symbol (symbols
    /// are dense; a symbol past the end, or a zero, has no cost at that level).
    private var levels: [[Double]] = []
    /// Level slots from the highest priority to the lowest.
    private(set) var order: [Int] = []

    /// Old values saved while recording, to undo a failed operation.
    private var undoLog: [(slot: Int, symbol: Symbol, old: Double)]?
    private var slotCountAtRecordingStart = 0

    /// The level slot for a priority below required, created on first use.
    mutating func slot(for priority: Priority) -> Int {
        // A layout uses a handful of priorities: a scan beats hashing.
        if let slot = priorities.firstIndex(of: priority.value) { return slot }
        let slot = levels.count
        levels.append([])
        priorities.append(priority.value)
        order = priorities.indices.sorted { priorities[$0] > priorities[$1] }
        return slot
    }

    /// The sign of the symbol's reduced cost: the first level, from the top, where its
    /// coefficient is not zero decides. Negative means entering the basis improves the objective.
    func sign(of symbol: Symbol) -> Int {
        for slot in order {
            let value = cost(of: symbol, slot: slot)
            if !value.isNearZero { return value < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Whether `a`'s reduced cost divided by `aScale` is lexicographically smaller than `b`'s
    /// divided by `bScale` (the dual simplex ratio test); nil when they are equal.
    func isRatio(of a: Symbol, _ aScale: Double, lessThan b: Symbol, _ bScale: Double) -> Bool? {
        for slot in order {
            let ra = cost(of: a, slot: slot) / aScale
            let rb = cost(of: b, slot: slot) / bScale
            if !(ra - rb).isNearZero { return ra < rb }
        }
        return nil
    }

    /// Adds `coefficient * symbol` to a level; returns the symbol's new coefficient there.
    mutating func add(_ symbol: Symbol, times coefficient: Double, slot: Int) {
        let old = cost(of: symbol, slot: slot)
        undoLog?.append((slot, symbol, old))
        let sum = old + coefficient
        setCost(sum.isNearZero ? 0 : sum, of: symbol, slot: slot)
    }

    private func cost(of symbol: Symbol, slot: Int) -> Double {
        symbol < levels[slot].count ? levels[slot][symbol] : 0
    }

    private mutating func setCost(_ value: Double, of symbol: Symbol, slot: Int) {
        if symbol >= levels[slot].count {
            guard value != 0 else { return }
            // Errors are made one after another: grow by doubling, not to each new symbol.
            let count = Swift.max(symbol + 1, 2 * levels[slot].count, 256)
            levels[slot] += repeatElement(0, count: count - levels[slot].count)
        }
        levels[slot][symbol] = value
    }

    /// Adds `coefficient * row` to a level; the symbols whose cost changed are the row's.
    mutating func add(_ row: Row, times coefficient: Double, slot: Int) {
        for (symbol, value) in row.cells {
            add(symbol, times: value * coefficient, slot: slot)
        }
    }

    /// Replaces `symbol` by the right side of `row` in every level; says whether any cost
    /// changed (then the changed ones are the row's symbols).
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Bool {
        var touched = false
        for slot in levels.indices {
            let coefficient = cost(of: symbol, slot: slot)
            guard coefficient != 0 else { continue }
            undoLog?.append((slot, symbol, coefficient))
            setCost(0, of: symbol, slot: slot)
            add(row, times: coefficient, slot: slot)
            touched = true
        }
        return touched
    }

    mutating func startRecording() {
        undoLog = []
        slotCountAtRecordingStart = levels.count
    }

    /// Stops recording; returns the symbols whose costs were restored when `undo` is true.
    @discardableResult
    mutating func stopRecording(undo: Bool) -> [Symbol] {
        defer { undoLog = nil }
        guard undo, let log = undoLog else { return [] }
        for entry in log.reversed() where entry.slot < levels.count {
            setCost(entry.old, of: entry.symbol, slot: entry.slot)
        }
        while levels.count > slotCountAtRecordingStart {
            levels.removeLast()
            priorities.removeLast()
        }
        order = priorities.indices.sorted { priorities[$0] > priorities[$1] }
        return log.map(\.symbol)
    }
}
