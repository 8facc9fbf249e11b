/// Reading the solution and diagnosing it.
extension Solver {
    /// The current value of `variable` (0 for a variable no constraint mentions, or one this
    /// solver did not make).
    public func value(of variable: Variable) -> Double {
        core.value(of: variable)
    }

    /// A snapshot of every variable's current value.
    public func solution() -> Solution {
        core.solution()
    }

    /// True when `variable`'s value is not fixed by the constraints: it could move without
    /// changing the error at any priority level. UIKit calls the layout version of this
    /// `hasAmbiguousLayout`.
    ///
    /// The test, on the current optimal tableau:
    /// - a variable no constraint mentions, or one that is not basic (a free parameter of the
    ///   definitions that mention it), is ambiguous;
    /// - a basic variable is ambiguous when its row, expanded into non-basic symbols, has a
    ///   non-zero coefficient on a free external variable, or on a slack or error whose
    ///   reduced cost is exactly zero at every level: pivoting that symbol in keeps the
    ///   objective optimal and moves the variable;
    /// - except that a zero-cost slack or error which some row blocks at ratio 0 does not
    ///   count: at a degenerate vertex (views exactly at their intrinsic size) it cannot
    ///   move, and the layout is determined.
    ///
    /// The test looks at one symbol moving at a time; a move that needs two zero-cost
    /// symbols to rise together from a degenerate vertex is not looked for.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        core.isAmbiguous(variable)
    }

    /// The value the required equalities alone give `variable`, or `nil` when they leave it
    /// room to move.
    ///
    /// A caller that lays out part of a system by other means asks this of the variable the
    /// two parts share: when this gives a value, nothing else the system says —
    /// soft constraints, inequalities, variables still free — can change it, so the other
    /// part may take the value as given. The test expands the variable's row into non-basic
    /// symbols: every one left must be the marker of a required equality (always 0). A
    /// slack, an error or a free variable there means the value could change, and a
    /// non-basic variable is a free parameter itself.
    package func requiredValue(of variable: Variable) -> Double? {
        core.requiredValue(of: variable)
    }

    /// How the optimum's error at each priority level changes, per unit, when the required
    /// equality `id` (`e == 0`) is moved to `e == −t`: `(priority, rate)` pairs, highest
    /// priority first, levels whose rate is 0 left out.
    ///
    /// This is the equality's dual value, read from the optimal tableau: the cost of its
    /// marker. For small moves that keep the current basis feasible it is the exact rate;
    /// for any move, either way (`t < 0` too), `rate × t` is a lower bound on the change
    /// (weak duality: every other non-basic symbol stays ≥ 0 at a cost ≥ 0), compared level
    /// by level from the highest, as the objective is. A caller pinning a variable with
    /// `v == c` learns how much the rest of the system would gain or lose at most by
    /// moving `v` either way. `nil` when `id` is not a required equality in the solver, or
    /// is one made redundant by earlier ones (its marker is basic).
    package func marginalCost(of id: ConstraintID) -> [(priority: Double, rate: Double)]? {
        core.marginalCost(of: id)
    }

    /// ``isAmbiguous(_:)`` for every variable at once: `result[v.index]` is its answer.
    ///
    /// One pass over the tableau instead of one definition expansion per variable, so asking
    /// about all variables of a large layout costs about as much as reading its solution.
    public func ambiguousVariables() -> [Bool] {
        core.tableau.ambiguity(of: core.variableSymbols)
    }
}

extension SolverCore {
    mutating func value(of variable: Variable) -> Double {
        guard knows(variable) else { return 0 }
        return values()[variable.index]
    }

    mutating func solution() -> Solution { Solution(values: values()) }

    mutating func isAmbiguous(_ variable: Variable) -> Bool {
        guard knows(variable) else { return true }
        let s = variableSymbols[variable.index]
        guard tableau.rows[s] != nil else { return true }
        return tableau.expansionHasFreeSymbol(s)
    }

    mutating func requiredValue(of variable: Variable) -> Double? {
        guard knows(variable) else { return nil }
        let s = variableSymbols[variable.index]
        guard tableau.rows[s] != nil, tableau.expansionIsFixed(s) else { return nil }
        return values()[variable.index]
    }

    func marginalCost(of id: ConstraintID) -> [(priority: Double, rate: Double)]? {
        guard let entry = entries[id.rawValue], entry.cost == nil else { return nil }
        let d = entry.marker
        guard tableau.kinds[d] == .dummy, tableau.rows[d] == nil else { return nil }
        return tableau.objective.costs(of: d).filter { abs($0.coefficient) > Objective.epsilon }
            .map { (priority: $0.level, rate: $0.coefficient) }
    }

    /// Current values, recomputed after a change.
    mutating func values() -> [Double] {
        if let cachedValues { return cachedValues }
        let computed = tableau.evaluate(variableSymbols)
        cachedValues = computed
        return computed
    }
}
