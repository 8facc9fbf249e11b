/// Adding constraints.
extension Solver {
    /// Adds `constraint` and re-solves.
    ///
    /// - Returns: a handle for ``remove(_:)``; handles increase in add order.
    /// - Throws: ``SolverError/unsatisfiable(_:conflicting:)`` when a required constraint
    ///   cannot hold; ``SolverError/invalidPriority(_:)``, ``SolverError/invalidWeight(_:)``,
    ///   ``SolverError/nonFinite(_:)`` or ``SolverError/unknownVariable(_:)`` for bad input.
    ///   After an error the solver is exactly as before the call.
    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        try changing { core throws(SolverError) in try core.add(constraint) }
    }
}

extension SolverCore {
    mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        let expr = try validated(constraint)
        let id = nextConstraint
        if constraint.priority.isRequired {
            entries[id] = Entry(marker: try placeRequired(expr, constraint, owner: id), cost: nil)
        } else {
            let (marker, cost) = placeSoft(expr, constraint.relation, priority: constraint.priority.value,
                                           weight: constraint.weight, owner: id, shareable: true)
            entries[id] = Entry(marker: marker, cost: cost)
        }
        nextConstraint += 1
        cachedValues = nil
        return ConstraintID(rawValue: id)
    }

    /// Checks priority, weight, numbers and variables; returns the normalized expression.
    func validated(_ c: Constraint) throws(SolverError) -> Expression {
        let p = c.priority.value
        guard p.isFinite, p > 0, p <= 1000 else { throw .invalidPriority(p) }
        guard c.weight.isFinite, c.weight > 0 else { throw .invalidWeight(c.weight) }
        guard c.expression.isFinite else { throw .nonFinite(c) }
        for term in c.expression.terms where !knows(term.variable) { throw .unknownVariable(term.variable) }
        let expr = c.expression.normalized()
        guard expr.isFinite else { throw .nonFinite(c) }
        return expr
    }

    /// Places a required constraint: `expr + s = 0` (≤), `expr − s = 0` (≥) with a slack,
    /// or `expr + d = 0` (==) with a dummy marker.
    mutating func placeRequired(_ expr: Expression, _ c: Constraint, owner: Int) throws(SolverError) -> Int {
        let base = tableau.symbolCount
        let marker: Int
        let sign: Double
        switch c.relation {
        case .equal: marker = tableau.newSymbol(.dummy, owner: owner); sign = 1
        case .lessOrEqual: marker = tableau.newSymbol(.slack, owner: owner); sign = 1
        case .greaterOrEqual: marker = tableau.newSymbol(.slack, owner: owner); sign = -1
        }
        load(expr)
        tableau.acc.add(marker, sign)
        switch tableau.place(markers: .init(first: marker), owner: owner) {
        case .placed:
            tableau.optimize()
            rowInfos[marker] = RowInfo(marker: marker, other: -1, members: 1)
            return marker
        case .unsatisfiable(let owners):
            tableau.truncateSymbols(to: base)
            throw .unsatisfiable(c, conflicting: owners.map { ConstraintID(rawValue: $0) })
        }
    }

    /// Places a soft constraint as `canonical − e⁺ + e⁻ = 0`, sharing the row of an earlier
    /// constraint with the same canonical expression when `shareable`; returns its marker
    /// (`e⁺`) and cost.
    mutating func placeSoft(_ expr: Expression, _ relation: Relation, priority: Double, weight: Double,
                   owner: Int, shareable: Bool) -> (Int, Cost) {
        var terms = expr.terms
        if terms.count > 1 { terms.sort { $0.variable.index < $1.variable.index } }
        var constant = expr.constant
        var rel = relation
        if let first = terms.first, first.coefficient < 0 {
            terms = terms.map { Expression.Term($0.variable, -$0.coefficient) }
            constant = -constant
            rel = rel == .lessOrEqual ? .greaterOrEqual : rel == .greaterOrEqual ? .lessOrEqual : .equal
        }
        let cost = Cost(level: priority, weight: weight, onPlus: rel != .greaterOrEqual, onMinus: rel != .lessOrEqual)
        var key: ShareKey? = nil
        if shareable && terms.count == 1 {
            key = .single(variable: terms[0].variable.index, coefficient: terms[0].coefficient, constant: constant)
        } else if shareable && !terms.isEmpty {
            key = .general(variables: terms.map(\.variable.index), coefficients: terms.map(\.coefficient),
                           constant: constant)
        }
        if let key, let marker = sharedRows[key], var info = rowInfos[marker] {
            info.members += 1
            rowInfos[marker] = info
            applyCost(cost, plus: marker, minus: info.other, sign: 1)
            tableau.optimize()
            return (marker, cost)
        }
        let plus = tableau.newSymbol(.error, owner: owner)
        let minus = tableau.newSymbol(.error, owner: owner)
        load(Expression(terms: terms, constant: constant))
        tableau.acc.add(plus, -1)
        tableau.acc.add(minus, 1)
        _ = tableau.place(markers: .init(first: plus, second: minus), owner: owner)  // soft rows always place
        applyCost(cost, plus: plus, minus: minus, sign: 1)
        tableau.optimize()
        rowInfos[plus] = RowInfo(marker: plus, other: minus, members: 1)
        if let key {
            sharedRows[key] = plus
            shareKeys[plus] = key
        }
        return (plus, cost)
    }

    /// Adds (`sign` 1) or takes away (−1) a constraint's cost on its row's errors.
    mutating func applyCost(_ cost: Cost, plus: Int, minus: Int, sign: Double) {
        if cost.onPlus { tableau.addCost(plus, level: cost.level, sign * cost.weight) }
        if cost.onMinus { tableau.addCost(minus, level: cost.level, sign * cost.weight) }
    }

    /// Puts `expr` (in caller variables) into the tableau's row accumulator.
    mutating func load(_ expr: Expression) {
        tableau.acc.constant = expr.constant
        for term in expr.terms { tableau.acc.add(variableSymbols[term.variable.index], term.coefficient) }
    }
}
