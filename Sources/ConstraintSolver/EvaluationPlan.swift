/// Every definition row in dependency order with its references laid out flat, so that all
/// values can be computed in one linear pass. Edits move only row constants, which the pass
/// reads fresh; the plan is rebuilt only when the tableau's structure changes.
struct EvaluationPlan {
    let version: Int
    private let order: [Symbol]
    /// `references[starts[i]..<starts[i + 1]]` are the references of `order[i]`.
    private let starts: [Int]
    private let references: [(symbol: Symbol, coefficient: Double)]

    init(_ tableau: Tableau) {
        version = tableau.structureVersion
        order = tableau.definitionsInDependencyOrder()
        var starts = [0]
        var references: [(symbol: Symbol, coefficient: Double)] = []
        for basic in order {
            if let row = tableau.row(of: basic) { references += tableau.references(in: row) }
            starts.append(references.count)
        }
        self.starts = starts
        self.references = references
    }

    /// The value of every symbol: parametric ones are zero, restricted basic ones their row's
    /// constant, definitions their constant plus their references' values.
    func evaluate(_ tableau: Tableau) -> [Double] {
        var values = [Double](repeating: 0, count: tableau.symbolCount)
        for symbol in 0..<tableau.symbolCount where tableau.kind(of: symbol).isRestricted {
            values[symbol] = tableau.row(of: symbol)?.constant ?? 0
        }
        for (index, basic) in order.enumerated() {
            var sum = tableau.row(of: basic)?.constant ?? 0
            for reference in references[starts[index]..<starts[index + 1]] {
                sum += reference.coefficient * values[reference.symbol]
            }
            values[basic] = sum
        }
        return values
    }
}
