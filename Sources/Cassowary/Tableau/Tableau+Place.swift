/// Placing a new constraint row (held in `acc`) into the tableau.
///
/// 1. Expand basic external variables in the row, latest definition first (`ord` order, so
///    each is expanded once and terms cancel before they spread), until a non-basic external
///    variable can define the row without creating a cycle — or nothing is left to expand.
/// 2. If one can, the row becomes that variable's definition (lazy: it may still refer to
///    basic symbols). Nothing else changes, so building a chain costs O(1) per link.
/// 3. Otherwise the row is restricted: pick a slack or error whose entry keeps every row
///    feasible (own markers first, then the smallest symbol number), or
/// 4. if none exists, find a feasible point with an artificial variable (phase one).
extension Tableau {
    enum Placement: Equatable {
        case placed
        /// The constraint cannot hold; the owners of the required markers in the way.
        case unsatisfiable([Int])
    }

    /// A constraint's own marker symbols: one (a slack or dummy) or two (a soft row's
    /// errors, `second` ≥ 0), without an array per placement.
    struct Markers {
        var first: Int
        var second = -1
        func first(where test: (Int) -> Bool) -> Int? {
            if test(first) { return first }
            return second >= 0 && test(second) ? second : nil
        }
    }

    /// Places the row in `acc` (constant + terms, markers included) and clears `acc`.
    mutating func place(markers: Markers, owner: Int) -> Placement {
        defer { acc.reset() }
        if let x = expandUntilSubject() {
            installDefinition(x)
            return .placed
        }
        if abs(acc.constant) <= 1e-12 { acc.constant = 0 }
        if let y = restrictedSubject(markers: markers) {
            installRestricted(y)
            return .placed
        }
        let hasPivotable = acc.touched.contains { acc.coefficient[$0] != 0 && kinds[$0].isPivotable }
        if !hasPivotable {
            // Only required equalities' dummies: the row is a combination of them.
            if abs(acc.constant) <= 1e-8, let d = markers.first(where: { acc.coefficient[$0] != 0 }) {
                installRestricted(d)  // redundant: keep it so it can be removed later
                return .placed
            }
            return .unsatisfiable(owners(in: acc.touched.filter { acc.coefficient[$0] != 0 }, excluding: owner))
        }
        let saved = self
        if let conflicts = placeWithArtificial(owner: owner) {
            self = saved
            return .unsatisfiable(conflicts)
        }
        return .placed
    }

    /// Step 1: expands basic externals until a non-basic external is a safe subject.
    ///
    /// A non-basic external `x` is safe when every definition that mentions it has a larger
    /// `ord` than every basic external still referenced by the row: then none of those can
    /// reach `x`, the new definition of `x` creates no cycle, and `x`'s coefficient is final.
    mutating func expandUntilSubject() -> Int? {
        if let x = subjectWithoutExpanding() { return x }
        let order = ord
        let later: (Int, Int) -> Bool = { a, b in order[a] > order[b] || (order[a] == order[b] && a > b) }
        var pending = BinaryHeap()
        var candidates: [Int] = []
        var lowestUser: [Double] = []
        func consider(_ s: Int, _ t: inout Tableau) {
            guard t.kinds[s] == .external, !t.acc.queued[s] else { return }
            t.acc.queued[s] = true
            if t.rows[s] != nil {
                pending.push(s, later)
            } else {
                candidates.append(s)
                lowestUser.append(t.columns[s].reduce(Double.infinity) { min($0, order[$1]) })
            }
        }
        for s in acc.touched { consider(s, &self) }
        while true {
            let highest = pending.first.map { order[$0] } ?? -Double.infinity
            for (k, x) in candidates.enumerated() where acc.coefficient[x] != 0 && lowestUser[k] > highest {
                return x
            }
            guard let top = pending.pop(later) else { break }
            let c = acc.coefficient[top]
            guard c != 0, let row = rows[top] else { continue }
            acc.coefficient[top] = 0
            acc.constant = cleanedSum(acc.constant, c * row.constant)
            for cell in row.cells {
                acc.add(cell.symbol, c * cell.coefficient)
                consider(cell.symbol, &self)
            }
        }
        expandRestrictedBasics()
        return nil
    }

    /// The common case, checked without allocating: the first non-basic external whose
    /// users all come after every basic external the row mentions (a new variable has no
    /// users at all: a chain link defines its new position this way).
    func subjectWithoutExpanding() -> Int? {
        var highest = -Double.infinity
        for s in acc.touched where kinds[s] == .external && rows[s] != nil && acc.coefficient[s] != 0 {
            highest = max(highest, ord[s])
        }
        for s in acc.touched where kinds[s] == .external && rows[s] == nil && acc.coefficient[s] != 0 {
            var safe = true
            for u in columns[s] where ord[u] <= highest { safe = false; break }
            if safe { return s }
        }
        return nil
    }

    /// Replaces basic restricted symbols in `acc` by their rows (which mention non-basic
    /// symbols only), leaving a row in non-basic terms.
    mutating func expandRestrictedBasics() {
        let n = acc.touched.count
        for i in 0..<n {
            let s = acc.touched[i]
            let c = acc.coefficient[s]
            guard c != 0, kinds[s] != .external, let row = rows[s] else { continue }
            acc.coefficient[s] = 0
            acc.constant = cleanedSum(acc.constant, c * row.constant)
            for cell in row.cells { acc.add(cell.symbol, c * cell.coefficient) }
        }
    }

    /// Step 2: `x = −(rest)/a` becomes a definition, ordered between what it refers to and
    /// the definitions that already mention `x`.
    mutating func installDefinition(_ x: Int) {
        let a = acc.coefficient[x]
        let row = Row(cells: acc.cells(scale: -1 / a, excluding: x), constant: -acc.constant / a)
        var lo = -Double.infinity
        for cell in row.cells where kinds[cell.symbol] == .external && rows[cell.symbol] != nil {
            lo = max(lo, ord[cell.symbol])
        }
        var hi = Double.infinity
        for u in columns[x] { hi = min(hi, ord[u]) }
        ord[x] = orderBetween(lo, hi, refs: row, users: Array(columns[x]))
        insertRow(x, row)
    }

    /// A value strictly between `lo` and `hi`, renumbering all definitions when the gap has
    /// worn too thin to split.
    mutating func orderBetween(_ lo: Double, _ hi: Double, refs: Row, users: [Int]) -> Double {
        if hi == .infinity {
            topOrd = max(topOrd, lo) + 1
            return topOrd
        }
        if lo == -.infinity { return hi - 1 }
        let mid = lo + (hi - lo) / 2
        if mid > lo && mid < hi && hi - lo > 1e-6 { return mid }
        renumberDefinitions()
        var newLo = -Double.infinity, newHi = Double.infinity
        for cell in refs.cells where kinds[cell.symbol] == .external && rows[cell.symbol] != nil {
            newLo = max(newLo, ord[cell.symbol])
        }
        for u in users { newHi = min(newHi, ord[u]) }
        return newLo == -.infinity ? newHi - 1 : newLo + (newHi - newLo) / 2
    }

    /// Respaces every definition's `ord` to 1024·rank, keeping their relative order.
    mutating func renumberDefinitions() {
        var defs = (0..<kinds.count).filter { kinds[$0] == .external && rows[$0] != nil }
        defs.sort { ord[$0] < ord[$1] || (ord[$0] == ord[$1] && $0 < $1) }
        for (rank, s) in defs.enumerated() { ord[s] = Double(rank + 1) * 1024 }
        topOrd = Double(defs.count + 1) * 1024
    }

    /// Step 3: a slack or error that can be basic in the new row with every row feasible.
    func restrictedSubject(markers: Markers) -> Int? {
        let k = acc.constant
        // Own fresh markers first: no other row mentions them, so nothing else moves.
        if let m = markers.first(where: { isUsableSubject($0, k) }) { return m }
        var others = acc.touched.filter { isUsableSubject($0, k) }
        others.sort()
        for s in others where k == 0 || staysFeasible(enter: s, value: -k / acc.coefficient[s]) {
            return s
        }
        return nil
    }

    /// True when `s` can be the basic symbol of the row in `acc` (constant `k`) with the row
    /// feasible. A method called from closure literals rather than a closure kept in a
    /// local: that closure copied the whole tableau (every array of it retained, then
    /// released) on every placement.
    @inline(__always)
    private func isUsableSubject(_ s: Int, _ k: Double) -> Bool {
        let c = acc.coefficient[s]
        return c != 0 && kinds[s].isPivotable && (k == 0 || (c < 0) != (k < 0))
    }

    /// True when giving `s` the value `value` keeps every restricted row that mentions it ≥ 0.
    func staysFeasible(enter s: Int, value: Double) -> Bool {
        for r in columns[s] where kinds[r].isRestrictedRow {
            guard let row = rows[r] else { continue }
            if row.constant + row.coefficient(of: s) * value < 0 { return false }
        }
        return true
    }

    /// Makes `y` basic with the row in `acc` solved for it.
    mutating func installRestricted(_ y: Int) {
        let a = acc.coefficient[y]
        let row = Row(cells: acc.cells(scale: -1 / a, excluding: y), constant: -acc.constant / a)
        insertRow(y, row)
        substituteEverywhere(y, with: row)
    }

    /// The sorted, distinct constraint owners of required markers among `symbols`.
    func owners(in symbols: [Int], excluding own: Int) -> [Int] {
        var out: [Int] = []
        for s in symbols where (kinds[s] == .dummy || kinds[s] == .slack) && owner[s] >= 0 && owner[s] != own {
            out.append(owner[s])
        }
        out.sort()
        var unique: [Int] = []
        for o in out where unique.last != o { unique.append(o) }
        return unique
    }
}
