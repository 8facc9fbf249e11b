import Cassowary
import PropertyBased
import Testing

/// Systems with many distinct priority levels: the levels are an order, nothing more, and
/// the optimum is the lexicographic one however many there are.
@Suite struct ManyLevelsTests {
    /// Adds `specs` (priorities passed through `level`), then edits and removals drawn from
    /// `r`; returns the solution's bits and the ambiguity of every variable.
    static func run(_ specs: [Spec], variables n: Int, ops r: SplitMix, level: (Double) -> Double)
        -> (bits: [UInt64], ambiguous: [Bool]) {
        var r = r
        let solver = Solver()
        let vars = (0..<n).map { _ in solver.makeVariable() }
        var ids: [ConstraintID] = []
        for spec in specs {
            var s = spec
            if s.priority < 1000 { s.priority = level(s.priority) }
            if let id = try? solver.add(s.constraint(vars)) { ids.append(id) }
            if r.int(0...5) == 0, !ids.isEmpty { try? solver.remove(ids.remove(at: r.int(0...(ids.count - 1)))) }
        }
        let edited = vars[r.int(0...(n - 1))]
        try? solver.addEditVariable(edited, priority: Priority(level(Double(r.int(1...999)))))
        for _ in 0..<r.int(0...3) { try? solver.suggestValue(edited, Double(r.int(-40...40))) }
        return (vars.map { solver.value(of: $0).bitPattern }, solver.ambiguousVariables())
    }

    /// Renaming the levels by any strictly increasing map changes no bit of the solution:
    /// the solver compares levels, it never weighs them.
    @Test func onlyTheOrderOfLevelsMatters() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = SplitMix(seed: seed)
            let n = r.int(1...5)
            let levels = (0..<r.int(1...40)).map { _ in Double(r.int(1...999)) + r.pick([0, 0, 0.5]) }
            let specs = (0..<r.int(1...24)).map { _ in
                Spec.random(&r, variables: n, priorities: levels + [1000])
            }
            let ops = SplitMix(seed: seed &+ 1)
            let plain = Self.run(specs, variables: n, ops: ops) { $0 }
            let squeezed = Self.run(specs, variables: n, ops: ops) { 0.5 + $0 * 0.9 }
            let bent = Self.run(specs, variables: n, ops: ops) { ($0 / 1000).squareRoot() * 999 }
            #expect(plain.bits == squeezed.bits && plain.bits == bent.bits, "seed \(seed)")
            #expect(plain.ambiguous == squeezed.ambiguous && plain.ambiguous == bent.ambiguous, "seed \(seed)")
        }
    }

    /// Every soft constraint at a level of its own, against enumeration.
    @Test func optimumMatchesBruteForceWithALevelPerConstraint() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = SplitMix(seed: seed)
            let n = r.int(1...3)
            let levels = (0..<12).map { _ in Double(r.int(1...999)) + r.pick([0, 0.5]) }
            var specs = (0..<r.int(1...7)).map { _ in Spec.random(&r, variables: n, priorities: levels + [1000]) }
            for i in 0..<n {  // lowest-level wishes give every cell of the arrangement a vertex
                specs.append(Spec(coefficients: (0..<n).map { $0 == i ? 1 : 0 }, constant: -Double(r.int(-15...15)),
                                  relation: .equal, priority: 0.5, weight: 1))
            }
            let solver = Solver()
            let (vars, accepted, _) = PropertyTests.load(specs, variables: n, into: solver)
            guard let best = BruteForce.optimum(accepted, variables: n) else {
                Issue.record("seed \(seed): brute force found no feasible vertex for accepted constraints")
                return
            }
            let got = objective(accepted, PropertyTests.values(solver, vars))
            #expect(sameObjective(got, best), "seed \(seed): solver \(got), brute force \(best)")
        }
    }

    /// A row of 2,000 views whose end is fixed 37 points past their natural widths, each
    /// view hugging at a level of its own: all 37 points go to the view with the lowest
    /// hugging priority. Moving that view's hugging to the top, 20 times over, hands the
    /// stretch to the next lowest each time.
    @Test func theLowestLevelStretchesAmongThousands() throws {
        let n = 2000
        let solver = Solver()
        let x = (0...n).map { _ in solver.makeVariable() }
        let w = (0..<n).map { _ in solver.makeVariable() }
        func natural(_ i: Int) -> Double { Double(20 + 5 * (i % 7)) }
        // A fixed shuffle of distinct levels in (1, 900).
        var r = SplitMix(seed: 7)
        var hugging = r.shuffled((0..<n).map { 1 + Double($0) * 0.4 })
        var ids: [ConstraintID] = []
        try solver.add(Constraint(Expression(x[0]), .equal, Expression(constant: 0)))
        var total = 0.0
        for i in 0..<n {
            total += natural(i) + 8
            try solver.add(Constraint(Expression(x[i + 1]), .equal, x[i] + w[i] + 8))
            ids.append(try solver.add(Constraint(Expression(w[i]), .lessOrEqual, Expression(constant: natural(i)),
                                                 priority: Priority(hugging[i]))))
            try solver.add(Constraint(Expression(w[i]), .greaterOrEqual, Expression(constant: natural(i)),
                                      priority: Priority(950 + Double(i) * 0.01)))
        }
        try solver.add(Constraint(Expression(x[n]), .equal, Expression(constant: total + 37)))
        for round in 0..<20 {
            let lowest = hugging.indices.min { hugging[$0] < hugging[$1] }!
            for i in [0, lowest, n - 1, (lowest + 1) % n] {
                let expected = natural(i) + (i == lowest ? 37 : 0)
                #expect(abs(solver.value(of: w[i]) - expected) <= 1e-9, "round \(round): view \(i)")
            }
            try solver.remove(ids[lowest])
            hugging[lowest] = 900 + Double(round)
            ids[lowest] = try solver.add(Constraint(Expression(w[lowest]), .lessOrEqual,
                                                    Expression(constant: natural(lowest)), priority: Priority(hugging[lowest])))
        }
    }
}
