/// Evaluating definitions, and expanding one for the ambiguity test.
extension Tableau {
    /// The values of `symbols` (external variables). Definitions refer to other definitions,
    /// so each basic external is evaluated once, after the ones it refers to, with an
    /// explicit stack (no recursion: a 10,000-view chain must not need 10,000 frames).
    func evaluate(_ symbols: [Int]) -> [Double] {
        var value = [Double](repeating: 0, count: kinds.count)
        var done = [Bool](repeating: false, count: kinds.count)
        var stack: [(symbol: Int, next: Int)] = []
        for root in symbols where !done[root] {
            guard rows[root] != nil else { done[root] = true; continue }
            stack.append((root, 0))
            while let top = stack.last {
                guard let row = rows[top.symbol] else { stack.removeLast(); continue }
                var i = top.next
                var descended = false
                while i < row.cells.count {
                    let s = row.cells[i].symbol
                    i += 1
                    if kinds[s] == .external && !done[s] && rows[s] != nil {
                        stack[stack.count - 1].next = i
                        stack.append((s, 0))
                        descended = true
                        break
                    }
                }
                if descended { continue }
                var sum = row.constant
                for cell in row.cells {
                    let s = cell.symbol
                    let v: Double
                    if kinds[s] == .external { v = value[s] } else { v = rows[s]?.constant ?? 0 }
                    sum += cell.coefficient * v
                }
                value[top.symbol] = sum
                done[top.symbol] = true
                stack.removeLast()
            }
        }
        return symbols.map { value[$0] }
    }

    /// Expands the definition of basic external `s` into non-basic symbols and reports
    /// whether any of them is free: an external variable, or a slack or error with zero
    /// cost at every level that can actually rise (no restricted row blocks it at ratio 0).
    /// Only the scratch accumulator changes, and it is cleared before returning.
    mutating func expansionHasFreeSymbol(_ s: Int) -> Bool {
        acc.add(s, 1)
        expandFully()
        defer { acc.reset() }
        for t in acc.touched where acc.coefficient[t] != 0 && rows[t] == nil {
            switch kinds[t] {
            case .external: return true
            case .slack, .error: if objective.isZero(t) && canRise(t) { return true }
            case .dummy, .objective: continue
            }
        }
        return false
    }

    /// True when the definition of basic external `s`, expanded into non-basic symbols,
    /// mentions only required equalities' markers: its value is the same in every solution.
    mutating func expansionIsFixed(_ s: Int) -> Bool {
        acc.add(s, 1)
        expandFully()
        defer { acc.reset() }
        for t in acc.touched where acc.coefficient[t] != 0 && rows[t] == nil && kinds[t] != .dummy {
            return false
        }
        return true
    }

    /// True when raising non-basic `t` from 0 keeps every restricted row ≥ 0 for some positive
    /// step: no row where `t` has a negative coefficient sits at 0. At a degenerate vertex
    /// (a stack exactly at its intrinsic size) a zero-cost error is blocked this way, and
    /// the layout is not ambiguous even though the tableau has a zero reduced cost.
    func canRise(_ t: Int) -> Bool {
        for r in columns[t] where kinds[r].isRestrictedRow {
            guard let row = rows[r] else { continue }
            if row.coefficient(of: t) < 0 && row.constant <= 0 { return false }
        }
        return true
    }

    /// Expands every basic symbol in `acc`, latest definition first.
    mutating func expandFully() {
        let order = ord
        let later: (Int, Int) -> Bool = { a, b in order[a] > order[b] || (order[a] == order[b] && a > b) }
        var pending = BinaryHeap()
        for s in acc.touched where kinds[s] == .external && rows[s] != nil && !acc.queued[s] {
            acc.queued[s] = true
            pending.push(s, later)
        }
        while let top = pending.pop(later) {
            let c = acc.coefficient[top]
            guard c != 0, let row = rows[top] else { continue }
            acc.coefficient[top] = 0
            acc.constant = cleanedSum(acc.constant, c * row.constant)
            for cell in row.cells {
                acc.add(cell.symbol, c * cell.coefficient)
                let t = cell.symbol
                if kinds[t] == .external && rows[t] != nil && !acc.queued[t] {
                    acc.queued[t] = true
                    pending.push(t, later)
                }
            }
        }
        expandRestrictedBasics()
    }
}
