/// The simplex tableau: rows, the column index, the objective and scratch space.
///
/// Two kinds of rows live here.
/// - *Definitions* (`kinds[basic] == .external`) give a caller variable's value. They may
///   refer to other basic symbols ("lazy" references) instead of being fully expanded, so a
///   chain `x₁ = x₀ + w₀ + 8`, `x₂ = x₁ + w₁ + 8`, … keeps three terms per row instead of
///   growing with its position. References between definitions always point to a smaller
///   `ord` (a topological order), so evaluation and expansion never loop.
/// - *Restricted rows* (slack, error and dummy basics) form the simplex proper. They mention
///   non-basic symbols only and never external variables, so pivots work on them alone and
///   never touch definitions.
///
/// The struct is a value: the solver copies it before a step that might have to be undone
/// (placing a required constraint with an artificial variable), which makes "the solver is
/// unchanged after an error" exact.
struct Tableau {
    var kinds: [SymbolKind] = []
    /// `rows[s]` is the row of `s` when `s` is basic.
    var rows: [Row?] = []
    /// `columns[s]`: the basic symbols whose rows mention `s` (the column index).
    var columns: [Column] = []
    /// The constraint a marker symbol belongs to (raw constraint id), or -1.
    var owner: [Int] = []
    /// Topological order of definitions: a definition refers only to smaller `ord`.
    var ord: [Double] = []
    var topOrd: Double = 0

    var objective = Objective()
    /// Candidates for entering the basis (lex-negative reduced cost), smallest symbol first.
    var entering = BinaryHeap()
    var queuedEntering: [Bool] = []
    /// Restricted rows whose constant went negative, smallest symbol first.
    var infeasible = BinaryHeap()
    /// The bases the running primal re-solve has visited (reused between calls).
    var trail = BasisTrail()
    /// Calls of `pivot(enter:leave:)` since the tableau was created: the simplex loops and
    /// removal (for tests: a count bounds work in a way no machine's speed can make flaky).
    var pivots = 0

    /// Asked every few pivots of a re-solve; true stops it (see ``Solver/interruption``).
    var interruption: (() -> Bool)?
    /// Set when ``interruption`` stopped a re-solve: the tableau is mid-way and unusable.
    var interrupted = false

    var acc = Accumulator()
    /// Reused buffer for row merges, so substitutions do not allocate per row.
    var scratch: [Cell] = []
    /// Column entries substitutions cancelled, taken out together by `flushCancelled()`.
    var cancelled: [(symbol: Int, row: Int)] = []
    /// Scratch for `flushCancelled()`, indexed by symbol: the last entry of `cancelled` for
    /// that symbol (-1 when none), and whether a row is being removed; -1 and false between
    /// calls.
    var lastCancelled: [Int] = []
    var marks: [Bool] = []

    var symbolCount: Int { kinds.count }

    /// Creates a symbol; symbols are numbered in creation order.
    mutating func newSymbol(_ kind: SymbolKind, owner: Int = -1) -> Int {
        let s = kinds.count
        kinds.append(kind)
        rows.append(nil)
        columns.append(Column())
        self.owner.append(owner)
        ord.append(0)
        queuedEntering.append(false)
        objective.appendSymbol()
        acc.appendSymbol()
        return s
    }

    /// Forgets the symbols numbered `count` and above. They must be unused (fresh markers of
    /// a constraint that was refused before it touched the tableau).
    mutating func truncateSymbols(to count: Int) {
        let k = kinds.count - count
        guard k > 0 else { return }
        kinds.removeLast(k); rows.removeLast(k); columns.removeLast(k)
        owner.removeLast(k); ord.removeLast(k); queuedEntering.removeLast(k)
        objective.truncate(to: count)
        acc.truncate(to: count)
    }

    // MARK: - Column index

    mutating func removeFromColumn(_ s: Int, _ basic: Int) {
        columns[s].remove(basic)
    }

    /// Removes the column entries `substitute` cancelled. A pivot substitutes into every row
    /// that mentions the entering symbol, and the same symbol often cancels in many of them:
    /// removing those one by one scans a long column each time (quadratic in an
    /// `equalCentering` stack), while one pass per symbol costs its column's length. Which
    /// order a column keeps its rows in reaches no decision (every reader takes a minimum,
    /// ties to the smallest symbol, or treats rows independently).
    mutating func flushCancelled() {
        guard !cancelled.isEmpty else { return }
        if cancelled.count <= 8 {
            for (s, row) in cancelled { columns[s].remove(row) }
            cancelled.removeAll(keepingCapacity: true)
            return
        }
        if marks.count < kinds.count {
            marks.append(contentsOf: repeatElement(false, count: kinds.count - marks.count))
            lastCancelled.append(contentsOf: repeatElement(-1, count: kinds.count - lastCancelled.count))
        }
        // Chain each symbol's entries (newest first) without sorting.
        var previous = [Int](repeating: -1, count: cancelled.count)
        var symbols: [Int] = []
        for (k, entry) in cancelled.enumerated() {
            let s = entry.symbol
            if lastCancelled[s] < 0 { symbols.append(s) }
            previous[k] = lastCancelled[s]
            lastCancelled[s] = k
        }
        var marked: [Bool] = []
        swap(&marked, &marks)
        // Marks are set and cleared through a pointer: a checked write per entry cost a
        // tenth of the flush when a pivot cancels thousands of entries.
        marked.withUnsafeMutableBufferPointer { marked in
            for s in symbols {
                let newest = lastCancelled[s]
                lastCancelled[s] = -1
                if previous[newest] < 0 || previous[previous[newest]] < 0 {  // one or two: remove them
                    var k = newest
                    while k >= 0 { columns[s].remove(cancelled[k].row); k = previous[k] }
                    continue
                }
                var k = newest
                while k >= 0 { marked[cancelled[k].row] = true; k = previous[k] }
                columns[s].removeAll { marked[$0] }
                k = newest
                while k >= 0 { marked[cancelled[k].row] = false; k = previous[k] }
            }
        }
        swap(&marked, &marks)
        cancelled.removeAll(keepingCapacity: true)
    }

    /// Stores `row` as the row of `basic` and records it in the column index.
    mutating func insertRow(_ basic: Int, _ row: Row) {
        for cell in row.cells { columns[cell.symbol].append(basic) }
        rows[basic] = row
    }

    /// Removes the row of `basic` and its column-index entries; returns it.
    @discardableResult
    mutating func deleteRow(_ basic: Int) -> Row? {
        guard let row = rows[basic] else { return nil }
        rows[basic] = nil
        for cell in row.cells { removeFromColumn(cell.symbol, basic) }
        return row
    }

    // MARK: - Objective bookkeeping

    /// Queues `s` as an entering candidate when its reduced cost has become negative.
    mutating func noteCost(_ s: Int) {
        guard !queuedEntering[s], kinds[s].isPivotable, rows[s] == nil,
              objective.isNegative(s) else { return }
        queuedEntering[s] = true
        entering.push(s, <)
    }

    /// Adds `amount` at `level` (a priority value) to the cost of symbol `e`, substituting
    /// its row when basic.
    mutating func addCost(_ e: Int, level: Double, _ amount: Double) {
        if let row = rows[e] {
            for cell in row.cells {
                objective.add(amount * cell.coefficient, at: level, to: cell.symbol)
                noteCost(cell.symbol)
            }
        } else {
            objective.add(amount, at: level, to: e)
            noteCost(e)
        }
    }
}
