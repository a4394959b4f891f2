/// One equation of the tableau: `basic = constant + Σ cells[s] * s`.
///
/// Rows are sparse; a coefficient that falls within `tolerance` of zero is removed.
struct Row {
    enum CellChange { case added, removed, kept }

    var constant: Double
    private(set) var cells: Cells

    init(constant: Double = 0, cells: [Symbol: Double] = [:]) {
        self.constant = constant
        self.cells = Cells(cells)
    }

    /// An empty row with room for `capacity` cells.
    init(constant: Double, capacity: Int) {
        self.constant = constant
        cells = Cells()
        cells.reserveCapacity(capacity)
    }

    func coefficient(for symbol: Symbol) -> Double { cells[symbol] ?? 0 }

    /// The cells ordered by symbol (as they are stored), for decisions and sums.
    var sortedCells: [(symbol: Symbol, coefficient: Double)] {
        cells.entries.map { ($0.key, $0.value) }
    }

    /// Adds `coefficient * symbol`; says whether the symbol entered or left the row.
    @discardableResult
    mutating func add(_ symbol: Symbol, times coefficient: Double) -> CellChange {
        cells.add(symbol, coefficient)
    }

    /// Adds `coefficient * other`, reporting each symbol that enters or leaves the row.
    mutating func add(_ other: Row, times coefficient: Double, onChange: (Symbol, CellChange) -> Void) {
        constant += other.constant * coefficient
        cells.merge(other.cells, times: coefficient, onChange: onChange)
    }

    mutating func add(_ other: Row, times coefficient: Double) {
        add(other, times: coefficient) { _, _ in }
    }

    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double? { cells.removeValue(forKey: symbol) }

    mutating func negate() {
        constant = -constant
        cells.scale(by: -1)
    }

    /// Rewrites `0 = constant + … + a*symbol + …` as `symbol = …`; `symbol` leaves the cells.
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        cells.scale(by: factor)
    }

    /// Rewrites `basic = … + a*entering + …` as `entering = …`, with `basic` now in the cells.
    mutating func solve(for entering: Symbol, replacing basic: Symbol) {
        add(basic, times: -1)
        solve(for: entering)
    }

    /// Replaces `symbol` by the right side of `row`, reporting symbols that enter or leave.
    mutating func substitute(_ symbol: Symbol, with row: Row, onChange: (Symbol, CellChange) -> Void) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        onChange(symbol, .removed)
        add(row, times: coefficient, onChange: onChange)
    }

    /// Whether every cell is a dummy (the row can never change value).
    func hasOnlyDummies(kinds: [SymbolKind]) -> Bool {
        cells.keys.allSatisfy { kinds[$0] == .dummy }
    }
}
