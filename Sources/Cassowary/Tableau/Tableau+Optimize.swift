/// The primal and dual simplex loops.
///
/// Both follow Bland's rule on symbol numbers, which cannot cycle: the entering symbol is
/// the smallest-numbered one that improves the objective, and ties in a ratio test go to the
/// smallest-numbered row. With a lexicographic objective "improves" means the first non-zero
/// level of its reduced cost is negative.
extension Tableau {
    /// A bound on pivots per call. Bland's rule cannot cycle in exact arithmetic; the bound
    /// guarantees the loop ends even if rounding ever made it try.
    var pivotLimit: Int { 64 * (symbolCount + 16) }

    /// Row coefficients no larger than this are never pivoted on. Cancellation leaves
    /// ~1e-14–1e-11 where an exact 0 belongs; dividing a row by such a residue multiplies
    /// everything by 1e11 or more and breaks rows that must stay exact (a required equality
    /// off by 0.09 after a one-point suggestion). Real coefficients are multipliers and
    /// their products, far above it.
    static let pivotNoise = 1e-9

    /// True (and ``interrupted`` set) when the caller's interruption asks to stop; asked
    /// every 16th pivot, as one pivot is cheap next to reading a clock in most systems.
    mutating func shouldStop(after pivots: Int) -> Bool {
        guard pivots & 15 == 0, let interruption, interruption() else { return false }
        interrupted = true
        return true
    }

    /// Primal simplex on the objective, from a feasible tableau.
    mutating func optimize() {
        var budget = pivotLimit
        while !interrupted, budget > 0, let y = entering.pop(<) {
            budget -= 1
            queuedEntering[y] = false
            guard rows[y] == nil, kinds[y].isPivotable, objective.isNegative(y) else { continue }
            guard let leave = leavingRow(for: y) else { continue }  // unbounded: cannot happen
            pivot(enter: y, leave: leave)                            // with costs ≥ 0; skip it
            if shouldStop(after: pivotLimit - budget) { return }
        }
    }

    /// The restricted row that limits how far `y` can rise: smallest `constant / -coeff`
    /// over rows where `y` has a negative coefficient; ties to the smallest row symbol.
    func leavingRow(for y: Int) -> Int? {
        var best = -1
        var bestRatio = Double.infinity
        for r in columns[y] where kinds[r].isRestrictedRow {
            guard let row = rows[r] else { continue }
            let c = row.coefficient(of: y)
            if c >= -Self.pivotNoise { continue }
            let ratio = -row.constant / c
            if ratio < bestRatio || (ratio == bestRatio && r < best) {
                bestRatio = ratio; best = r
            }
        }
        return best >= 0 ? best : nil
    }

    /// Dual simplex: restores feasibility after constants changed, keeping optimality.
    mutating func dualOptimize() {
        var budget = pivotLimit
        while !interrupted, budget > 0, let leave = infeasible.pop(<) {
            budget -= 1
            guard kinds[leave].isPivotable, let row = rows[leave], row.constant < 0 else { continue }
            var best = -1
            var bestCoeff = 0.0
            for cell in row.cells where cell.coefficient > Self.pivotNoise && kinds[cell.symbol].isPivotable {
                if best < 0 || objective.ratioLess(cell.symbol, cell.coefficient, best, bestCoeff) {
                    best = cell.symbol; bestCoeff = cell.coefficient
                }
            }
            guard best >= 0 else { continue }  // required constraints contradict; cannot happen
            pivot(enter: best, leave: leave)
            if shouldStop(after: pivotLimit - budget) { return }
        }
    }
}
