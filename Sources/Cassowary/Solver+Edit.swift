/// Edit variables: variables whose value the caller steers with suggestions.
extension Solver {
    /// Adds the edit constraint `variable == current value` at `priority` (below 1000).
    ///
    /// - Throws: ``SolverError/unknownVariable(_:)``, ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)`` (priority 1000) or
    ///   ``SolverError/invalidPriority(_:)``.
    public func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        try changing { core throws(SolverError) in try core.addEditVariable(variable, priority: priority) }
    }

    /// Removes the edit constraint of `variable`; the value it was pulled to is no longer held.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it has none.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        try changing { core throws(SolverError) in try core.removeEditVariable(variable) }
    }

    /// True when `variable` has an edit constraint.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        core.hasEditVariable(variable)
    }

    /// Asks for `variable == value` at its edit priority and re-solves.
    ///
    /// Only the constants of the rows that depend on the edit change; the dual simplex then
    /// repairs any row that went infeasible, so a drag costs a few pivots, not a rebuild.
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` or
    ///   ``SolverError/nonFiniteSuggestion(_:_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        try changing { core throws(SolverError) in try core.suggestValue(variable, value) }
    }
}

extension SolverCore {
    mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(SolverError) {
        guard knows(variable) else { throw .unknownVariable(variable) }
        guard edits[variable.index] == nil else { throw .duplicateEditVariable(variable) }
        let p = priority.value
        guard p.isFinite, p > 0, p <= 1000 else { throw .invalidPriority(p) }
        guard p < 1000 else { throw .requiredEditVariable(variable) }
        let value = self.value(of: variable)
        let expr = Expression(terms: [.init(variable, 1)], constant: -value)
        let (plus, _) = placeSoft(expr, .equal, priority: p, weight: 1, owner: -1, shareable: false)
        guard let info = rowInfos[plus] else { return }
        edits[variable.index] = Edit(plus: plus, minus: info.other, value: value, priority: p)
        cachedValues = nil
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable.index], knows(variable) else { throw .unknownEditVariable(variable) }
        edits[variable.index] = nil
        releaseRow(marker: edit.plus, cost: Cost(level: edit.priority, weight: 1, onPlus: true, onMinus: true))
        cachedValues = nil
    }

    func hasEditVariable(_ variable: Variable) -> Bool { edits[variable.index] != nil }

    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[variable.index] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFiniteSuggestion(variable, value) }
        let delta = value - edit.value
        edit.value = value
        edits[variable.index] = edit
        if delta == 0 { return }
        tableau.shiftEdit(plus: edit.plus, by: delta)
        tableau.dualOptimize()
        cachedValues = nil
    }
}
