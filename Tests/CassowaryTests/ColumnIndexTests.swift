@testable import Cassowary
import PropertyBased
import Testing

/// The column index (`columns[s]`: the rows that mention `s`) stays exact while pivots
/// cancel a symbol in many rows at once and the entries are taken out in batches.
@Suite struct ColumnIndexTests {
    /// Every row's symbols list the row exactly once, and nothing else is listed.
    static func indexIsExact(_ t: Tableau) -> Bool {
        for s in 0..<t.symbolCount {
            let listed = Array(t.columns[s])
            guard Set(listed).count == listed.count else { return false }
            for r in listed { guard let row = t.rows[r], row.position(of: s) != nil else { return false } }
        }
        for r in 0..<t.symbolCount {
            guard let row = t.rows[r] else { continue }
            for cell in row.cells where !t.columns[cell.symbol].contains(r) { return false }
        }
        return true
    }

    /// Stacks of guides that all equal the first one (the shape of `equalCentering`, where
    /// one symbol sits in every row), built, edited and taken apart at random.
    @Test func staysExactUnderSharedSymbols() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = SplitMix(seed: seed)
            let solver = Solver()
            let n = r.int(12...40)
            let top = (0...n).map { _ in solver.makeVariable() }
            let h = (0..<n).map { _ in solver.makeVariable() }
            var ids: [ConstraintID] = []
            func add(_ c: Constraint) { if let id = try? solver.add(c) { ids.append(id) } }
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
                let c = Double(10 + 3 * (i % 5))
                add(Constraint(Expression(h[i]), .lessOrEqual, Expression(constant: c), priority: .low))
                add(Constraint(Expression(h[i]), .greaterOrEqual, Expression(constant: c), priority: .high))
            }
            add(Constraint(Expression(top[n]), .equal, Expression(constant: 0), priority: Priority(49)))
            var exact = Self.indexIsExact(solver.core.tableau)  // a Bool: a failure prints no tableau
            #expect(exact, "seed \(seed): after building")
            try? solver.addEditVariable(top[n], priority: Priority(999))
            for _ in 0..<r.int(1...4) { try? solver.suggestValue(top[n], Double(r.int(0...(40 * n)))) }
            exact = Self.indexIsExact(solver.core.tableau)
            #expect(exact, "seed \(seed): after suggestions")
            for id in r.shuffled(ids).prefix(r.int(1...ids.count)) { try? solver.remove(id) }
            exact = Self.indexIsExact(solver.core.tableau)
            #expect(exact, "seed \(seed): after removals")
        }
    }
}
