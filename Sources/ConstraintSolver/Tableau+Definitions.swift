// Reading definition rows, which may refer to each other (see `Tableau`). Both walks are
// iterative: a stack of 10,000 views makes reference chains 10,000 deep.

extension Tableau {
    /// `row` with each reference to a basic symbol replaced by its definition, recursively, so
    /// that only parametric symbols remain.
    func expanded(_ row: consuming Row) -> Row {
        if let expanded = expandedThroughLeaves(row) { return expanded }
        let starts = row.cells.keys.filter(isBasic).sorted()
        guard !starts.isEmpty else { return row }
        // Referrers before referents: each definition is substituted once, after everything
        // that could bring it into the row.
        let order = definitionsInPostOrder(from: starts).reversed()
        var result = row
        var position = order.startIndex
        while position != order.endIndex, result.cells.count <= 64 {
            let basic = order[position]
            position = order.index(after: position)
            guard let coefficient = result.remove(basic), let definition = self.row(of: basic) else { continue }
            result.add(definition, times: coefficient)
        }
        guard position != order.endIndex else { return result }
        // A row expanded through a long chain of definitions grows to thousands of cells one
        // at a time, which a sorted array would shift each time: the rest is summed in a map.
        var constant = result.constant
        var cells = Dictionary(uniqueKeysWithValues: result.cells.map { ($0.key, $0.value) })
        for basic in order[position...] {
            guard let coefficient = cells.removeValue(forKey: basic), let definition = self.row(of: basic) else { continue }
            constant += definition.constant * coefficient
            for (symbol, value) in definition.cells {
                let sum = (cells[symbol] ?? 0) + value * coefficient
                cells[symbol] = sum.isNearZero ? nil : sum
            }
        }
        return Row(constant: constant, cells: cells)
    }

    /// The common case of `expanded`, without building an order: every definition the row
    /// refers to refers to no other (a view's height defined by its own constraints), and the
    /// sum stays short. Substitutes in the order `expanded` would, so the sums are the same.
    /// Nil when the case does not apply.
    private func expandedThroughLeaves(_ row: Row) -> Row? {
        var cellCount = row.cells.count
        for (symbol, _) in row.cells {
            guard let definition = self.row(of: symbol) else { continue }
            for (inner, _) in definition.cells where isBasic(inner) { return nil }
            cellCount += definition.cells.count
        }
        guard cellCount <= 64 else { return nil }
        // Built afresh rather than edited in a copy, whose first change would copy the cells:
        // the parametric cells as they are, then each definition, from the highest reference
        // down, the same sums in the same order as `expanded`.
        var result = Row(constant: row.constant, capacity: cellCount)
        for (symbol, coefficient) in row.cells where !isBasic(symbol) { result.add(symbol, times: coefficient) }
        for (symbol, coefficient) in row.cells.entries.reversed() {
            guard let definition = self.row(of: symbol) else { continue }
            result.add(definition, times: coefficient)
        }
        return result
    }

    /// The value of `symbol`: zero when parametric, its row's constant when restricted, and
    /// for a definition, the constant plus its references' values (memoised in `cache`).
    func value(of symbol: Symbol, cache: inout ValueCache) -> Double {
        if let known = cache.value(of: symbol) { return known }
        guard let row = row(of: symbol) else { return 0 }
        guard kind(of: symbol) == .external else { return row.constant }
        // Taken out of the cache, not copied: a copy would share the buffer and allocate a new
        // one at the first write.
        var pending: [Symbol] = []
        swap(&pending, &cache.pending)
        pending.removeAll(keepingCapacity: true)
        pending.append(symbol)
        while let top = pending.last {
            guard cache.value(of: top) == nil, let definition = self.row(of: top) else {
                pending.removeLast()
                continue
            }
            // The references are the row's basic cells, in symbol order.
            var ready = true
            for (reference, _) in definition.cells where isBasic(reference) && cache.value(of: reference) == nil {
                pending.append(reference)
                ready = false
            }
            guard ready else { continue }
            var sum = definition.constant
            for (reference, coefficient) in definition.cells where isBasic(reference) {
                sum += coefficient * (cache.value(of: reference) ?? 0)
            }
            cache.store(sum, for: top, symbolCount: symbolCount)
            pending.removeLast()
        }
        swap(&pending, &cache.pending)
        return cache.value(of: symbol) ?? 0
    }

    /// Every definition row's basic symbol, each after the ones it refers to.
    func definitionsInDependencyOrder() -> [Symbol] {
        let all = (0..<symbolCount).filter { kind(of: $0) == .external && isBasic($0) }
        return definitionsInPostOrder(from: all)
    }

    /// The basic symbols a definition row refers to, in symbol order.
    func references(in row: Row) -> [(symbol: Symbol, coefficient: Double)] {
        // Cells are kept in symbol order.
        row.sortedCells.filter { isBasic($0.symbol) }
    }

    /// The basic symbols reachable from `starts` through references, each after the ones it
    /// refers to.
    private func definitionsInPostOrder(from starts: [Symbol]) -> [Symbol] {
        var visited = IdentityTable()
        var order: [Symbol] = []
        // Each entry walks its row's cells (sorted by symbol) from `next`, descending into
        // the basic ones: no list of children is built per node.
        var stack: [(symbol: Symbol, next: Int)] = []
        for start in starts where visited.insertSymbol(start) {
            stack.append((start, 0))
            while let top = stack.last {
                let cells = row(of: top.symbol)?.cells.entries ?? []
                var next = top.next
                var child: Symbol?
                while next < cells.count {
                    let symbol = cells[next].key
                    next += 1
                    if isBasic(symbol) && visited.insertSymbol(symbol) {
                        child = symbol
                        break
                    }
                }
                if let child {
                    stack[stack.count - 1].next = next
                    stack.append((child, 0))
                } else {
                    order.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        return order
    }
}
