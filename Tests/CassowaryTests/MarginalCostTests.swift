import Cassowary
import PropertyBased
import Testing

/// `marginalCost(of:)`: the dual value of a required equality, per priority level. Checked
/// by hand, then on random systems against the definition: pinning a variable elsewhere and
/// solving again changes each level's error by at least `rate × t` (lexicographically).
@Suite struct MarginalCostTests {
    @Test func handWorked() throws {
        let solver = Solver()
        let x = solver.makeVariable()
        try solver.add(Constraint(Expression(x), .lessOrEqual, Expression(constant: 10), priority: .low))
        try solver.add(Constraint(Expression(x), .greaterOrEqual, Expression(constant: 20), priority: Priority(50)))
        let pin = try solver.add(Constraint(Expression(x), .equal, Expression(constant: 15)))
        // Moving the pin to x == 15 − t: 1 less error at 250, 1 more at 50, per point.
        let cost = try #require(solver.marginalCost(of: pin))
        #expect(cost.map(\.priority) == [250, 50])
        #expect(cost.map(\.rate) == [-1, 1])
        // Soft constraints and unknown ids have none.
        let soft = try solver.add(Constraint(Expression(x), .equal, Expression(constant: 3), priority: .low))
        #expect(solver.marginalCost(of: soft) == nil)
        try solver.remove(soft)
        #expect(solver.marginalCost(of: soft) == nil)
    }

    /// Error per level (highest first) of the accepted soft specs at `x`.
    static func errors(_ specs: [Spec], _ x: [Double], levels: [Double]) -> [Double] {
        levels.map { level in
            specs.filter { $0.priority == level }.reduce(0) { $0 + $1.weight * $1.violation(x) }
        }
    }

    /// `a ≥ b` level by level from the highest, up to rounding.
    static func atLeast(_ a: [Double], _ b: [Double]) -> Bool {
        for (u, v) in zip(a, b) where abs(u - v) > 1e-6 * max(1, abs(u), abs(v)) { return u > v }
        return true
    }

    @Test func boundsTheChangeOfEveryLevel() async {
        var checked = 0, nonZero = 0
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = SplitMix(seed: seed)
            let n = r.int(1...4)
            let point = (0..<n).map { _ in Double(r.int(-10...10)) }
            let specs = (0..<r.int(1...8)).map { _ in Spec.random(&r, variables: n, through: point) }
            let k = r.int(0...(n - 1))
            func solve(pinAt value: Double) -> (solver: Solver, vars: [Variable], accepted: [Spec], pin: ConstraintID)? {
                let solver = Solver()
                let (vars, accepted, _) = PropertyTests.load(specs, variables: n, into: solver)
                guard let pin = try? solver.add(Constraint(Expression(vars[k]), .equal, Expression(constant: value))) else {
                    return nil
                }
                return (solver, vars, accepted, pin)
            }
            guard let base = solve(pinAt: point[k]), let cost = base.solver.marginalCost(of: base.pin) else { return }
            let soft = base.accepted.filter { $0.priority < 1000 }
            let levels = Array(Set(soft.map(\.priority))).sorted(by: >)
            let x0 = PropertyTests.values(base.solver, base.vars)
            let e0 = Self.errors(soft, x0, levels: levels)
            let rate = levels.map { level in cost.first { $0.priority == level }?.rate ?? 0 }
            if rate.contains(where: { $0 != 0 }) { nonZero += 1 }
            #expect(cost.allSatisfy { c in levels.contains(c.priority) }, "seed \(seed): a level no soft constraint has")
            for t in [-2.0, -0.5, 0.5, 2] {
                guard let moved = solve(pinAt: point[k] - t), moved.accepted.count == base.accepted.count else { continue }
                let e = Self.errors(soft, PropertyTests.values(moved.solver, moved.vars), levels: levels)
                let change = zip(e, e0).map { $0 - $1 }
                #expect(Self.atLeast(change, rate.map { $0 * t }), "seed \(seed), t = \(t): \(change) vs \(rate)")
                checked += 1
            }
        }
        // Enough moves, and enough systems where moving the pin costs or saves something.
        #expect(checked >= 200 && nonZero >= 50, "\(checked) moves, \(nonZero) non-zero rates")
    }
}
