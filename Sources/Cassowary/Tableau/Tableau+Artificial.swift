/// Phase one: placing a required row that no slack or error can take on directly.
///
/// 1. An artificial symbol `a = residual` (oriented so it starts ≥ 0) joins the tableau, and
///    a copy of its row serves as a temporary objective (a row of kind `.objective`, so the
///    usual substitutions keep it current).
/// 2. Minimize it with the primal simplex (Bland's rule).
/// 3. If it reaches 0 the constraint holds: pivot `a` out if it is still basic and delete it
///    everywhere. Otherwise the constraint is unsatisfiable, and the markers of required
///    constraints left in the objective row are the ones it conflicts with.
extension Tableau {
    /// Returns nil on success, or the conflicting owners. On failure the caller restores the
    /// tableau it saved before the call.
    mutating func placeWithArtificial(owner own: Int) -> [Int]? {
        let sign: Double = acc.constant < 0 ? -1 : 1
        let start = Row(cells: acc.cells(scale: sign), constant: sign * acc.constant)
        let tolerance = 1e-8 * max(1, start.constant)
        let art = newSymbol(.slack)
        let goal = newSymbol(.objective)
        insertRow(art, start)
        insertRow(goal, start)

        var budget = pivotLimit
        while budget > 0, let row = rows[goal] {
            budget -= 1
            // A residue is not a direction (`pivotNoise`): entering on one once moved a
            // solution 4,500 points from rounding alone.
            guard let enter = row.cells.first(where: { $0.coefficient < -Self.pivotNoise && kinds[$0.symbol].isPivotable })?.symbol,
                  let leave = leavingRow(for: enter) else { break }
            pivot(enter: enter, leave: leave)
            // Stopped: report nothing; the caller finds `interrupted` and gives up the solver.
            if shouldStop(after: pivotLimit - budget) { return nil }
        }
        let final = deleteRow(goal) ?? Row()
        guard abs(final.constant) <= tolerance else {
            return owners(in: final.cells.map(\.symbol), excluding: own)
        }
        if let row = rows[art] {
            deleteRow(art)
            let pick = row.cells.first(where: { kinds[$0.symbol].isPivotable }) ?? row.cells.first
            if let enter = pick?.symbol {
                let def = solved(row, basic: art, for: enter)
                insertRow(enter, def)
                substituteEverywhere(enter, with: def)
            }
        }
        // `a` is non-basic now; fixing it at 0 means deleting it from every row.
        for r in columns[art] {
            guard var row = rows[r], let i = row.position(of: art) else { continue }
            rows[r] = nil
            row.cells.remove(at: i)
            rows[r] = row
        }
        columns[art].removeAll()
        objective.clear(art)
        return nil
    }
}
