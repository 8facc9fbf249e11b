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

    /// Taking out a batch of rows keeps the others in their order, the two inline places
    /// refilled from the front of the rest, as filtering a plain list would.
    @Test func batchRemovalKeepsTheOthersInOrder() async {
        // One flag per row: whether the batch takes it out.
        await propertyCheck(count: 200, input: Gen.bool.array(of: 0...12)) { taken in
            let rows = taken.indices.map { $0 * 3 + 1 }
            let removed = Set(rows.indices.filter { taken[$0] }.map { rows[$0] })
            var column = Column()
            for r in rows { column.append(r) }
            column.removeAll { removed.contains($0) }
            #expect(Array(column) == rows.filter { !removed.contains($0) }, "taken \(taken)")
            #expect(column.isEmpty == rows.allSatisfy { removed.contains($0) }, "taken \(taken)")
        }
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
