import Cassowary
import PropertyBased
import Testing

/// `requiredValue(of:)`: a value exactly when the required equalities in the solver fix the
/// variable. Hand-worked cases, then random systems checked against linear algebra: the
/// equalities fix `v` when the unit vector of `v` lies in the span of their coefficient
/// rows (elimination, independent of the solver).
@Suite struct RequiredValueTests {
    @Test func handWorkedCases() throws {
        let solver = Solver()
        let x = solver.makeVariable(), w = solver.makeVariable(), canvas = solver.makeVariable()
        let unmentioned = solver.makeVariable()
        // canvas == 400; x == 20; x + w == canvas − 20  ⇒  w == 360.
        try solver.add(Constraint(Expression(canvas), .equal, Expression(constant: 400)))
        try solver.add(Constraint(Expression(x), .equal, Expression(constant: 20)))
        #expect(solver.requiredValue(of: w) == nil, "only x is fixed so far")
        try solver.add(Constraint(Expression(x) + Expression(w), .equal, Expression(canvas) - 20))
        #expect(solver.requiredValue(of: w) == 360)
        #expect(solver.requiredValue(of: canvas) == 400)
        #expect(solver.requiredValue(of: unmentioned) == nil)
        // Soft wishes and inequalities do not fix anything.
        let y = solver.makeVariable(), h = solver.makeVariable()
        try solver.add(Constraint(Expression(y), .equal, Expression(constant: 5), priority: Priority(999)))
        try solver.add(Constraint(Expression(h), .greaterOrEqual, Expression(constant: 10)))
        try solver.add(Constraint(Expression(h), .lessOrEqual, Expression(constant: 10)))
        #expect(solver.value(of: y) == 5 && solver.value(of: h) == 10)
        #expect(solver.requiredValue(of: y) == nil)
        #expect(solver.requiredValue(of: h) == nil, "bounds that meet are not an equality")
    }

    /// True when the unit vector of variable `v` is a combination of `rows` (n columns).
    static func inSpan(_ v: Int, _ rows: [[Double]], _ n: Int) -> Bool {
        func rank(_ m: [[Double]]) -> Int {
            var a = m, r = 0
            for col in 0..<n where r < a.count {
                var pivot = r
                for i in r..<a.count where abs(a[i][col]) > abs(a[pivot][col]) { pivot = i }
                guard abs(a[pivot][col]) > 1e-9 else { continue }
                a.swapAt(r, pivot)
                for i in 0..<a.count where i != r {
                    let f = a[i][col] / a[r][col]
                    if f != 0 { for c in col..<n { a[i][c] -= f * a[r][c] } }
                }
                r += 1
            }
            return r
        }
        var unit = [Double](repeating: 0, count: n)
        unit[v] = 1
        return rank(rows + [unit]) == rank(rows)
    }

    @Test func agreesWithTheSpanOfTheRequiredEqualities() async {
        var fixedSeen = 0
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = SplitMix(seed: seed)
            let n = r.int(1...6)
            let solver = Solver()
            let vars = (0..<n).map { _ in solver.makeVariable() }
            var equalities: [[Double]] = []
            for _ in 0..<r.int(1...10) {
                let spec = AmbiguityPassTests.sparse(&r, variables: n)
                guard (try? solver.add(spec.constraint(vars))) != nil else { continue }
                if spec.relation == .equal && spec.priority >= 1000 { equalities.append(spec.coefficients) }
            }
            for (i, v) in vars.enumerated() {
                let fixed = Self.inSpan(i, equalities, n)
                let value = solver.requiredValue(of: v)
                #expect((value != nil) == fixed, "seed \(seed): variable \(i)")
                if let value {
                    fixedSeen += 1
                    #expect(value == solver.value(of: v), "seed \(seed): variable \(i)")
                }
            }
        }
        #expect(fixedSeen >= 100, "only \(fixedSeen) fixed variables seen")
    }
}
