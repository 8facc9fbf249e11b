/// The primal and dual simplex loops.
///
/// Both follow Bland's rule on symbol numbers, which cannot cycle in exact arithmetic: the
/// entering symbol is the smallest-numbered one that improves the objective, and ties in a
/// ratio test go to the smallest-numbered row. With a lexicographic objective "improves"
/// means the first non-zero level of its reduced cost is negative. In floating point the
/// primal loop can still come back to a basis when rounding makes "non-zero" a coin toss;
/// it watches for that (`BasisTrail`) and then ignores costs that small.
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

    /// How much coarser the cost threshold gets each time the primal loop returns to a
    /// basis. Most cycles turn on a cost just past the threshold, and one step ends them; in
    /// a tableau whose coefficients rounding has already blown up it takes more, and the
    /// steps go on so that the loop ends whatever the noise (past the largest cost, nothing
    /// enters any more).
    static let noiseGrowth = 1000.0

    /// Primal simplex on the objective, from a feasible tableau.
    ///
    /// Costs within `Objective.epsilon` of zero do not count, until the loop comes back to a
    /// basis it has visited in this call: that cannot happen in exact arithmetic, so the
    /// costs that led there were rounding, and from then on costs within 1000 times as much
    /// do not count either (and so on, should it happen again). The answer is then optimal
    /// only up to costs that small; before, such a call ran to `pivotLimit` and stopped at
    /// whatever basis the cycle was in. A re-solve that never revisits a basis — every one
    /// but in badly conditioned systems — is exactly Bland's rule, as before.
    mutating func optimize() {
        var budget = pivotLimit
        var noise = Objective.epsilon
        trail.start()
        while !interrupted, budget > 0, let y = entering.pop(<) {
            budget -= 1
            queuedEntering[y] = false
            guard rows[y] == nil, kinds[y].isPivotable, objective.isNegative(y, noise: noise) else { continue }
            guard let leave = leavingRow(for: y) else { continue }  // unbounded: cannot happen
            pivot(enter: y, leave: leave)                            // with costs ≥ 0; skip it
            if trail.revisits(enter: y, leave: leave) {
                noise *= Self.noiseGrowth
                trail.forgetVisited()
            }
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
