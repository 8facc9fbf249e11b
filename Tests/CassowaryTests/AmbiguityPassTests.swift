import Testing
import PropertyBased
import Cassowary

/// `ambiguousVariables()` (one pass over the tableau) must answer exactly as
/// `isAmbiguous(_:)` (one expansion per variable) does, on any tableau: the hand-worked
/// fixtures check both against known answers; these check them against each other on random
/// systems shaped like layouts (sparse rows over a few variables each, so definitions refer
/// to other definitions), with removals and edits mixed in.
@Suite struct AmbiguityPassTests {
    /// A sparse random constraint: one to three distinct variables.
    static func sparse(_ r: inout SplitMix, variables n: Int) -> Spec {
        var coefficients = [Double](repeating: 0, count: n)
        for _ in 0..<r.int(1...3) {
            coefficients[r.int(0...(n - 1))] = Double(r.pick([-2, -1, -0.5, 0.5, 1, 1, 2]))
        }
        if coefficients.allSatisfy({ $0 == 0 }) { coefficients[0] = 1 }
        return Spec(coefficients: coefficients, constant: Double(r.int(-20...20)),
                    relation: r.pick([.equal, .equal, .lessOrEqual, .greaterOrEqual]),
                    priority: r.pick([1000, 1000, 999, 750, 250, 50]), weight: r.pick([1, 1, 1.000001, 2]))
    }

    static func check(_ solver: Solver, _ vars: [Variable], _ seed: Int, _ when: String) {
        let all = solver.ambiguousVariables()
        #expect(all.count == vars.count)
        for v in vars {
            #expect(all[v.index] == solver.isAmbiguous(v), "seed \(seed), \(when): \(v)")
        }
    }

    @Test func onePassAgreesWithPerVariableExpansion() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = SplitMix(seed: seed)
            let n = r.int(1...10)
            let solver = Solver()
            let vars = (0..<n).map { solver.makeVariable("v\($0)") }
            var ids: [ConstraintID] = []
            for _ in 0..<r.int(1...20) {
                if let id = try? solver.add(Self.sparse(&r, variables: n).constraint(vars)) { ids.append(id) }
            }
            Self.check(solver, vars, seed, "after adding")
            if !ids.isEmpty {
                try? solver.remove(ids[r.int(0...(ids.count - 1))])
                Self.check(solver, vars, seed, "after a removal")
            }
            let edited = vars[r.int(0...(n - 1))]
            if (try? solver.addEditVariable(edited, priority: Priority(999))) != nil {
                try? solver.suggestValue(edited, Double(r.int(-30...30)))
                Self.check(solver, vars, seed, "after a suggestion")
            }
        }
    }

    @Test func chainsOfDefinitions() async {
        // x(k+1) = x(k) + w(k) + gap, with hugging/compression on some widths: long reference
        // chains between definitions, the shape a stack's spacing chain gives.
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = SplitMix(seed: seed)
            let count = r.int(1...12)
            let solver = Solver()
            let xs = (0...count).map { solver.makeVariable("x\($0)") }
            let ws = (0..<count).map { solver.makeVariable("w\($0)") }
            try solver.add(Constraint(Expression(xs[0]), .equal, Expression(constant: 0)))
            for k in 0..<count {
                try solver.add(Constraint(Expression(xs[k + 1]), .equal, xs[k] + ws[k] + 8))
                if r.int(0...3) > 0 {
                    let c = Double(r.int(10...40))
                    try solver.add(Constraint(Expression(ws[k]), .lessOrEqual, Expression(constant: c), priority: .low))
                    try solver.add(Constraint(Expression(ws[k]), .greaterOrEqual, Expression(constant: c), priority: .high))
                }
            }
            if r.int(0...1) == 1 {
                _ = try? solver.add(Constraint(Expression(xs[count]), .equal, Expression(constant: Double(r.int(50...400)))))
            }
            Self.check(solver, xs + ws, seed, "chain")
        }
    }
}
