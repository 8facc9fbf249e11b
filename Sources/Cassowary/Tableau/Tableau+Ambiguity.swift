/// The ambiguity test for every external variable in one pass over the tableau.
///
/// `expansionHasFreeSymbol` answers for one variable by expanding its definition into
/// non-basic symbols; asked for every variable of a large layout, that re-expands the same
/// shared definitions over and over. This pass gives the same answers at once:
///
/// 1. Collect the *free* non-basic symbols: externals, and slacks or errors with zero cost
///    at every level that can rise (`canRise`). In a determined layout there are none, and
///    the pass stops here: only non-basic variables are ambiguous.
/// 2. Otherwise visit definitions in `ord` order (a definition refers only to smaller `ord`,
///    so what it refers to is done first) and give each one its coefficients on the free
///    symbols, as a sparse vector: a referenced definition contributes its vector, a
///    restricted basic symbol its row's free cells (restricted rows mention non-basic
///    symbols only), a free symbol itself. These are the coefficients the full expansion
///    would leave on the free symbols.
/// 3. A basic variable is ambiguous when its vector has a non-zero coefficient.
extension Tableau {
    /// `result[i]` is true when `externals[i]` (an external symbol) is ambiguous.
    func ambiguity(of externals: [Int]) -> [Bool] {
        let n = kinds.count
        // Step 1: free symbols, numbered densely.
        var freeIndex = [Int](repeating: -1, count: n)
        var freeCount = 0
        for t in 0..<n where rows[t] == nil {
            let free: Bool
            switch kinds[t] {
            case .external: free = !columns[t].isEmpty
            case .slack, .error: free = !columns[t].isEmpty && objective.isZero(t) && canRise(t)
            case .dummy, .objective: free = false
            }
            if free { freeIndex[t] = freeCount; freeCount += 1 }
        }
        guard freeCount > 0 else { return externals.map { rows[$0] == nil } }

        // Step 2: each definition's coefficients on the free symbols, in `ord` order.
        var defs = (0..<n).filter { kinds[$0] == .external && rows[$0] != nil }
        defs.sort { ord[$0] < ord[$1] || (ord[$0] == ord[$1] && $0 < $1) }
        var start = [Int](repeating: 0, count: n)
        var end = [Int](repeating: 0, count: n)
        var index: [Int] = []
        var value: [Double] = []
        var dense = [Double](repeating: 0, count: freeCount)
        var present = [Bool](repeating: false, count: freeCount)
        var touched: [Int] = []
        func add(_ f: Int, _ c: Double) {
            dense[f] = cleanedSum(dense[f], c)
            if !present[f] { present[f] = true; touched.append(f) }
        }
        for s in defs {
            guard let row = rows[s] else { continue }
            for cell in row.cells {
                let t = cell.symbol, c = cell.coefficient
                if let inner = rows[t] {
                    if kinds[t] == .external {
                        for k in start[t]..<end[t] { add(index[k], c * value[k]) }
                    } else {
                        for d in inner.cells where freeIndex[d.symbol] >= 0 {
                            add(freeIndex[d.symbol], c * d.coefficient)
                        }
                    }
                } else if freeIndex[t] >= 0 {
                    add(freeIndex[t], c)
                }
            }
            start[s] = index.count
            for f in touched {
                if dense[f] != 0 { index.append(f); value.append(dense[f]) }
                dense[f] = 0
                present[f] = false
            }
            touched.removeAll(keepingCapacity: true)
            end[s] = index.count
        }
        // Step 3.
        return externals.map { rows[$0] == nil || end[$0] > start[$0] }
    }
}
