/// The rows of the simplex tableau, indexed by their basic symbol, with a column index from
/// each symbol to the rows that hold it.
///
/// Rows come in two kinds. A restricted row (its basic symbol is a slack, error or dummy) holds
/// only parametric symbols, as in kiwi. A definition row (its basic symbol is a user variable)
/// may also refer to other definition rows' basic symbols, acyclically: `top₂ = top₁ + h₁ + 8`
/// stays three cells long instead of growing to every symbol `top₁` depends on. That is what
/// keeps a chain of N views at O(N) cells where kiwi fills in O(N²).
///
/// While a transaction is open, the first change to each row saves its old value so that a
/// failed operation can be undone exactly.
struct Tableau {
    private(set) var kinds: [SymbolKind] = []
    private var rows: [Row?] = []
    /// Symbol → the basic symbols of the rows that hold it directly.
    private var columns: [Column] = []

    private struct Journal {
        let symbolCount: Int
        var savedRows: [Symbol: Row?] = [:]
    }
    private var journal: Journal?

    /// Changes whenever a row's cells change (not when only constants move), so that plans
    /// built from the rows' structure know when they are stale.
    private(set) var structureVersion = 0

    init() {
        // A screen's system has a few hundred symbols: skip the first doublings.
        kinds.reserveCapacity(64)
        rows.reserveCapacity(64)
        columns.reserveCapacity(64)
    }

    var symbolCount: Int { kinds.count }

    func kind(of symbol: Symbol) -> SymbolKind { kinds[symbol] }

    func row(of basic: Symbol) -> Row? { rows[basic] }

    func isBasic(_ symbol: Symbol) -> Bool { rows[symbol] != nil }

    /// The basic symbols of the rows that hold `symbol` directly, in symbol order.
    func rows(containing symbol: Symbol) -> ColumnRows { columns[symbol].sorted }

    /// Calls `body` with the basic symbol of each row that holds `symbol`, in no particular
    /// order: for searches whose ties are broken by symbol, which need no sorted copy.
    func forEachRow(containing symbol: Symbol, _ body: (Symbol) -> Void) { columns[symbol].forEach(body) }

    func occurs(_ symbol: Symbol) -> Bool { !columns[symbol].isEmpty }

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        kinds.append(kind)
        rows.append(nil)
        columns.append(Column())
        return kinds.count - 1
    }

    mutating func install(_ row: Row, basic: Symbol) {
        save(basic)
        structureVersion &+= 1
        columns.withUnsafeMutableBufferPointer { columns in
            for (symbol, _) in row.cells { columns[symbol].insert(basic) }
        }
        rows[basic] = row
    }

    @discardableResult
    mutating func uninstall(basic: Symbol) -> Row? {
        guard let row = rows[basic] else { return nil }
        save(basic)
        structureVersion &+= 1
        columns.withUnsafeMutableBufferPointer { columns in
            for (symbol, _) in row.cells { columns[symbol].remove(basic) }
        }
        rows[basic] = nil
        return row
    }

    /// Replaces `symbol` in the row of `basic` by the right side of `definition`.
    mutating func substitute(_ symbol: Symbol, with definition: Row, inRowOf basic: Symbol) {
        guard var row = rows[basic] else { return }
        save(basic)
        structureVersion &+= 1
        rows[basic] = nil  // keep the row's storage uniquely referenced while it changes
        row.substitute(symbol, with: definition) { changed, change in
            if change == .added { columns[changed].insert(basic) } else { columns[changed].remove(basic) }
        }
        rows[basic] = row
    }

    /// Adds `delta` to the constant of the row of `basic`; returns the new constant.
    mutating func shiftConstant(ofRowOf basic: Symbol, by delta: Double) -> Double {
        save(basic)
        rows[basic]?.constant += delta
        return rows[basic]?.constant ?? 0
    }

    /// Rewrites a definition row so that it refers to no other basic symbol.
    mutating func expandDefinition(of basic: Symbol) {
        guard let row = rows[basic], row.cells.keys.contains(where: isBasic) else { return }
        let expanded = expanded(row)
        uninstall(basic: basic)
        install(expanded, basic: basic)
    }

    // MARK: Transactions

    mutating func beginTransaction() { journal = Journal(symbolCount: symbolCount) }

    mutating func commitTransaction() { journal = nil }

    /// Restores every row changed since `beginTransaction` and forgets the symbols made since.
    mutating func rollBackTransaction() {
        guard let journal else { return }
        self.journal = nil
        structureVersion &+= 1
        for (basic, old) in journal.savedRows {
            if let current = rows[basic] {
                for symbol in current.cells.keys where symbol < columns.count { columns[symbol].remove(basic) }
            }
            rows[basic] = old
            if let old { for symbol in old.cells.keys { columns[symbol].insert(basic) } }
        }
        truncateSymbols(to: journal.symbolCount)
    }

    /// Forgets symbols made after the first `count`, which no row may hold any more.
    mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        kinds.removeSubrange(count...)
        rows.removeSubrange(count...)
        columns.removeSubrange(count...)
    }

    private mutating func save(_ basic: Symbol) {
        guard journal != nil, journal?.savedRows.index(forKey: basic) == nil else { return }
        journal?.savedRows.updateValue(rows[basic], forKey: basic)
    }
}
