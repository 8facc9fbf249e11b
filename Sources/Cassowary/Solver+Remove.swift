/// Removing constraints.
extension Solver {
    /// Removes the constraint `id` and re-solves.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when `id` is not in the solver (never
    ///   added, or removed already).
    public func remove(_ id: ConstraintID) throws(SolverError) {
        try changing { core throws(SolverError) in try core.remove(id) }
    }
}

extension SolverCore {
    mutating func remove(_ id: ConstraintID) throws(SolverError) {
        guard let entry = entries[id.rawValue] else { throw .unknownConstraint(id) }
        entries[id.rawValue] = nil
        releaseRow(marker: entry.marker, cost: entry.cost)
        cachedValues = nil
    }

    /// Takes one member's cost off a row, and the row itself when it was the last member.
    mutating func releaseRow(marker: Int, cost: Cost?) {
        guard var info = rowInfos[marker] else { return }
        if let cost { applyCost(cost, plus: marker, minus: info.other, sign: -1) }
        info.members -= 1
        if info.members > 0 {
            rowInfos[marker] = info
        } else {
            rowInfos[marker] = nil
            if let key = shareKeys[marker] {
                shareKeys[marker] = nil
                if sharedRows[key] == marker { sharedRows[key] = nil }
            }
            tableau.removeRow(marker: marker, other: info.other)
        }
        tableau.optimize()
    }
}
