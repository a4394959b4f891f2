/// The rows that hold one symbol: the tableau's column index. Most symbols sit in a few rows,
/// kept in a short array that a scan searches without hashing; a symbol that many rows share
/// (a container's width in a long stack) moves to a set, so that its updates stay O(1).
struct Column {
    private var few: [Symbol] = []
    private var many: Set<Symbol>?

    private static let largest = 16

    var isEmpty: Bool { many?.isEmpty ?? few.isEmpty }

    /// The rows in symbol order.
    var sorted: [Symbol] { many?.sorted() ?? few.sorted() }

    mutating func insert(_ basic: Symbol) {
        if many != nil {
            many?.insert(basic)
        } else if !few.contains(basic) {
            few.append(basic)
            if few.count > Self.largest {
                many = Set(few)
                few = []
            }
        }
    }

    mutating func remove(_ basic: Symbol) {
        if many != nil {
            many?.remove(basic)
        } else if let index = few.firstIndex(of: basic) {
            few.swapAt(index, few.count - 1)
            few.removeLast()
        }
    }
}
