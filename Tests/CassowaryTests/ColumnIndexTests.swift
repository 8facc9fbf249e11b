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
            _ = CenteringStack(seed: seed) { phase, solver in
                let exact = Self.indexIsExact(solver.core.tableau)  // a Bool: a failure prints no tableau
                #expect(exact, "seed \(seed): after \(phase)")
            }
        }
    }
}
