/// Removing a constraint's row and shifting an edit constraint's constant.
extension Tableau {
    /// Takes the row marked by `marker` out of the tableau (the constraint stops holding).
    ///
    /// 1. If the marker is not basic, make it basic through the row that keeps the tableau
    ///    feasible: a restricted row where it has a negative coefficient (smallest ratio),
    ///    else one where it is positive, else the definition with the smallest `ord` (so
    ///    references still point down the order). Coefficients within `pivotNoise` of zero
    ///    are rounding residue, not occurrences: they are deleted first (`dropResidue`).
    /// 2. Replace the marker by its row wherever a definition still mentions it, then drop
    ///    the row. `other` (the second error of a soft row) is left in no row by then up to
    ///    rounding, which is cleared.
    mutating func removeRow(marker m: Int, other: Int) {
        if rows[m] == nil {
            dropResidue(of: m)
            if let r = markerLeavingRow(m) {
                if kinds[r] == .external {
                    guard let old = deleteRow(r) else { return }
                    insertRow(m, solved(old, basic: r, for: m))
                } else {
                    pivot(enter: m, leave: r)
                }
            }
        }
        if let def = rows[m] {
            for u in columns[m] { substitute(m, with: def, into: u) }
            flushCancelled()
            columns[m].removeAll()
            deleteRow(m)
        }
        purge(m)
        if other >= 0 { purge(other) }
    }

    func markerLeavingRow(_ m: Int) -> Int? {
        var first = -1, firstRatio = Double.infinity
        var second = -1, secondRatio = Double.infinity
        var third = -1
        for r in columns[m] {
            guard let row = rows[r] else { continue }
            let c = row.coefficient(of: m)
            if kinds[r].isRestrictedRow {
                if c < 0 {
                    let ratio = -row.constant / c
                    if ratio < firstRatio || (ratio == firstRatio && r < first) { firstRatio = ratio; first = r }
                } else if c > 0 {
                    let ratio = row.constant / c
                    if ratio < secondRatio || (ratio == secondRatio && r < second) { secondRatio = ratio; second = r }
                }
            } else if kinds[r] == .external {
                if third < 0 || ord[r] < ord[third] || (ord[r] == ord[third] && r < third) { third = r }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Deletes the occurrences of non-basic `s` within `pivotNoise` of zero, the rule the
    /// simplex loops and phase one already follow. Solving a row for a residue of 1e-12 (or
    /// 1e-36) multiplies it by the inverse: the tableau fills with huge coefficients whose
    /// rounding then steers the optimizer round in circles (`equalCentering`-shaped stacks,
    /// `PivotCountTests`). Merely skipping such a row would not do: a definition that still
    /// mentioned `s` would get the marker's row substituted in, and that row may refer to
    /// later definitions (a reference cycle, which evaluation cannot finish).
    mutating func dropResidue(of s: Int) {
        var residue: [Int] = []
        for r in columns[s] {
            guard let row = rows[r], let i = row.position(of: s) else { continue }
            if abs(row.cells[i].coefficient) <= Self.pivotNoise { residue.append(r) }
        }
        for r in residue {
            guard var row = rows[r], let i = row.position(of: s) else { continue }
            rows[r] = nil
            row.cells.remove(at: i)
            rows[r] = row
            columns[s].remove(r)
        }
    }

    /// Deletes `s` from every row and from the objective (its coefficients are rounding
    /// leftovers by the time this is called).
    mutating func purge(_ s: Int) {
        for r in columns[s] {
            guard var row = rows[r], let i = row.position(of: s) else { continue }
            rows[r] = nil
            row.cells.remove(at: i)
            rows[r] = row
        }
        columns[s].removeAll()
        objective.clear(s)
    }

    /// The constant of an edit constraint moved by `delta`: shift every row that depends on
    /// it (the rows mentioning its positive error, and that error's own row when basic).
    mutating func shiftEdit(plus: Int, by delta: Double) {
        if rows[plus] != nil {
            rows[plus]!.constant = cleanedSum(rows[plus]!.constant, -delta)
            if rows[plus]!.constant < 0 { infeasible.push(plus, <) }
        }
        for r in columns[plus] {
            guard rows[r] != nil else { continue }
            let c = rows[r]!.coefficient(of: plus)
            rows[r]!.constant = cleanedSum(rows[r]!.constant, c * delta)
            if rows[r]!.constant < 0 && kinds[r].isPivotable { infeasible.push(r, <) }
        }
    }
}
