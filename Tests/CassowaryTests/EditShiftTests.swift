import Cassowary
import Testing

/// Suggestions keep every required constraint. The systems are proportional rows: n widths
/// chained edge to edge (`x₀ == 0`, `xᵢ₊₁ == xᵢ + wᵢ`, `xₙ₋₁ + wₙ₋₁ == W`, `wᵢ >= 0`, all
/// required) with proportional wishes `wᵢ == cᵢ/Σc·W` at random priorities (some a countdown
/// 999 − i), content wishes at 750 and 250, added in a random order; then W becomes an edit
/// variable at 999.5 and is moved by one point. Whatever the wishes, the required chain
/// must still hold to rounding.
@Suite struct EditShiftTests {
    struct Row {
        let solver = Solver()
        let total: Variable
        var required: [Constraint] = []
        var values: [Variable] = []

        init(seed: Int, count n: Int) throws {
            var random = SplitMix(seed: seed)
            total = solver.makeVariable("W")
            let w = (0..<n).map { solver.makeVariable("w\($0)") }
            let x = (0..<n).map { solver.makeVariable("x\($0)") }
            values = [total] + w + x
            var all: [Constraint] = []
            func require(_ e: Expression, _ relation: Relation) { required.append(Constraint(e, relation)) }
            require(Expression(x[0]), .equal)
            for i in 0..<(n - 1) { require(Expression(x[i + 1]) - Expression(x[i]) - Expression(w[i]), .equal) }
            require(Expression(x[n - 1]) + Expression(w[n - 1]) - Expression(total), .equal)
            for i in 0..<n { require(Expression(w[i]), .greaterOrEqual) }
            all = required
            let content = (0..<n).map { _ in Double(random.int(1...200)) }
            let sum = content.reduce(0, +)
            for i in 0..<n {
                let p = random.int(0...2) == 0 ? 999 - Double(i)
                    : random.pick([250, 750, 999, 500, 150 - Double(i % 100)])
                all.append(Constraint(Expression(w[i]) - content[i] / sum * Expression(total), .equal,
                                      priority: Priority(max(1, p))))
                all.append(Constraint(Expression(w[i]) - content[i], .greaterOrEqual, priority: Priority(750)))
                all.append(Constraint(Expression(w[i]) - content[i], .lessOrEqual, priority: Priority(250)))
            }
            for i in random.shuffled(Array(all.indices)) { try solver.add(all[i]) }
            try solver.addEditVariable(total, priority: Priority(999.5))
        }

        /// The largest amount by which a required constraint is off.
        func worstViolation() -> Double {
            required.map { c in
                var v = c.expression.constant
                for t in c.expression.terms { v += t.coefficient * solver.value(of: t.variable) }
                switch c.relation {
                case .equal: return abs(v)
                case .greaterOrEqual: return max(-v, 0)
                case .lessOrEqual: return max(v, 0)
                }
            }.max() ?? 0
        }
    }

    @Test(arguments: 0..<400)
    func aSuggestionKeepsTheRequiredChain(seed: Int) throws {
        var sizes = SplitMix(seed: seed &+ 77)
        let row = try Row(seed: seed, count: sizes.int(2...30))
        try row.solver.suggestValue(row.total, row.solver.value(of: row.total) + 1)
        #expect(row.worstViolation() < 1e-7)
    }

    /// The one case among 4,000 seeds that broke: the dual simplex entered on a coefficient
    /// of 1.4e-14 (cancellation residue), the next pivot's element was 7e13, and one link of
    /// the chain ended 0.088 off after a one-point suggestion.
    @Test func theSeedThatPivotedOnResidue() throws {
        let row = try Row(seed: 1539, count: 23)
        #expect(row.worstViolation() < 1e-9, "the chain holds before the suggestion")
        try row.solver.suggestValue(row.total, row.solver.value(of: row.total) + 1)
        #expect(row.worstViolation() < 1e-7)
    }
}
