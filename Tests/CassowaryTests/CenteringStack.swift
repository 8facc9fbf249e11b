@testable import Cassowary

/// One run of the system `ColumnIndexTests.staysExactUnderSharedSymbols` builds, edits and
/// takes apart (the shape of `equalCentering`: every gap wish mentions the first gap), with
/// what each phase cost in pivots and what it left to check.
///
/// The gap wish `top(i+1) − top(i) + h(i)/2 − h(i−1)/2 == first gap` next to the link
/// `top(i+1) ≥ top(i) + h(i) + 8` ties `h(i−1)` to `3·h(i)`: some bases of this system hold
/// coefficients of 3⁴⁰, and that is where rounding once sent the solver round in circles
/// for minutes.
struct CenteringStack {
    let seed: Int
    let n: Int
    let solver: Solver
    let top: [Variable]
    let h: [Variable]
    /// The intrinsic height of view i, which it hugs at 250 and resists shrinking from at 750.
    let intrinsic: [Double]
    /// Pivots of the three phases: building, suggesting, removing.
    private(set) var pivots: [Int] = []
    /// The solution after building, and after the suggestions with the last value suggested.
    private(set) var built = Solution(values: [])
    private(set) var edited = Solution(values: [])
    private(set) var suggested = 0.0
    /// The required constraints still in the solver at the end.
    private(set) var required: [Constraint] = []

    /// Builds, edits and takes the system apart; `afterPhase` sees the solver after each
    /// phase ("building", "suggestions", "removals").
    init(seed: Int, afterPhase: (String, Solver) -> Void = { _, _ in }) {
        self.seed = seed
        var r = SplitMix(seed: seed)
        let solver = Solver()
        self.solver = solver
        n = r.int(12...40)
        top = (0...n).map { _ in solver.makeVariable() }
        h = (0..<n).map { _ in solver.makeVariable() }
        intrinsic = (0..<n).map { Double(10 + 3 * ($0 % 5)) }
        var ids: [ConstraintID] = []
        var constraints: [ConstraintID: Constraint] = [:]
        func add(_ c: Constraint) {
            guard let id = try? solver.add(c) else { return }
            ids.append(id)
            constraints[id] = c
        }
        add(Constraint(Expression(top[0]), .equal, Expression(constant: 0)))
        for i in 0..<n {
            add(Constraint(Expression(top[i + 1]), .greaterOrEqual, top[i] + h[i] + 8))
            if i > 0 {
                let gap = top[i + 1] - top[i] + 0.5 * Expression(h[i]) - 0.5 * Expression(h[i - 1])
                let first = top[1] - top[0] + 0.5 * Expression(h[0])
                add(Constraint(gap, .equal, first, priority: Priority(Double(max(1, 150 - i)))))
            }
        }
        for i in 0..<n {
            add(Constraint(Expression(h[i]), .lessOrEqual, Expression(constant: intrinsic[i]), priority: .low))
            add(Constraint(Expression(h[i]), .greaterOrEqual, Expression(constant: intrinsic[i]), priority: .high))
        }
        add(Constraint(Expression(top[n]), .equal, Expression(constant: 0), priority: Priority(49)))
        pivots.append(tableauPivots)
        built = solver.solution()
        afterPhase("building", solver)
        try? solver.addEditVariable(top[n], priority: Priority(999))
        for _ in 0..<r.int(1...4) {
            suggested = Double(r.int(0...(40 * n)))
            try? solver.suggestValue(top[n], suggested)
        }
        pivots.append(tableauPivots - pivots.reduce(0, +))
        edited = solver.solution()
        afterPhase("suggestions", solver)
        for id in r.shuffled(ids).prefix(r.int(1...ids.count)) { try? solver.remove(id) }
        pivots.append(tableauPivots - pivots.reduce(0, +))
        afterPhase("removals", solver)
        required = ids.filter { solver.contains($0) }.compactMap { constraints[$0] }.filter { $0.priority.isRequired }
    }

    var tableauPivots: Int { solver.core.tableau.pivots }
    var symbolCount: Int { solver.core.tableau.symbolCount }

    /// The optimum after building, worked out by hand. Every height sits at its intrinsic
    /// size (750 and 250 outrank every other wish, and both hold there). Every gap wish can
    /// then hold too, once the first gap `top(1) + h(0)/2` is wide enough for each link:
    /// `top(1) ≥ 1.5·h(i) − 0.5·h(i−1) − 0.5·h(0) + 8`, and `top(1) ≥ h(0) + 8` for the
    /// first; the wish `top(n) == 0` at 49, the lowest level, takes the smallest such top(1).
    var handWorkedFirstTop: Double {
        var t = intrinsic[0] + 8
        for i in 1..<n { t = max(t, 1.5 * intrinsic[i] - 0.5 * intrinsic[i - 1] - 0.5 * intrinsic[0] + 8) }
        return t
    }

    /// The largest amount by which a required constraint still in the solver fails, over
    /// the largest value in the solution (at least 1): after some removals the optimum
    /// holds values of 1e20 and more, where an absolute tolerance means nothing.
    func worstRelativeViolation() -> Double {
        let solution = solver.solution()
        let scale = max(1, solution.values.map(abs).max() ?? 0)
        var worst = 0.0
        for c in required {
            var v = c.expression.constant
            for term in c.expression.terms { v += term.coefficient * solution[term.variable] }
            switch c.relation {
            case .equal: worst = max(worst, abs(v))
            case .greaterOrEqual: worst = max(worst, -v)
            case .lessOrEqual: worst = max(worst, v)
            }
        }
        return worst / scale
    }
}
