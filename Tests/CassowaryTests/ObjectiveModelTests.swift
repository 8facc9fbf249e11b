@testable import Cassowary
import PropertyBased
import Testing

/// The sparse objective against a model of the dense one it replaced: one row of
/// coefficients per level, every symbol in every row. Random sequences of the operations
/// the tableau performs must leave both with the same numbers, bit for bit, and the same
/// answers to every question the simplex asks — that is what makes the solver's pivots, and
/// so its solutions, the same as before.
@Suite struct ObjectiveModelTests {
    /// The dense objective: `weights[l][symbol]` at `levels[l]`, levels descending.
    struct DenseModel {
        var levels: [Double] = []
        var weights: [[Double]] = []
        var symbolCount = 0

        mutating func appendSymbol() {
            symbolCount += 1
            for l in weights.indices { weights[l].append(0) }
        }

        mutating func truncate(to count: Int) {
            symbolCount = count
            for l in weights.indices { weights[l].removeLast(weights[l].count - count) }
        }

        mutating func level(_ priority: Double) -> Int {
            if let l = levels.firstIndex(of: priority) { return l }
            let l = levels.firstIndex { $0 < priority } ?? levels.count
            levels.insert(priority, at: l)
            weights.insert([Double](repeating: 0, count: symbolCount), at: l)
            return l
        }

        mutating func add(_ amount: Double, at priority: Double, to s: Int) {
            let l = level(priority)
            weights[l][s] = cleanedSum(weights[l][s], amount)
        }

        mutating func substitute(_ y: Int, with def: Row) -> Bool {
            var changed = false
            for l in weights.indices {
                let c = weights[l][y]
                if c == 0 { continue }
                weights[l][y] = 0
                changed = true
                for cell in def.cells { weights[l][cell.symbol] = cleanedSum(weights[l][cell.symbol], c * cell.coefficient) }
            }
            return changed
        }

        mutating func clear(_ s: Int) { for l in weights.indices { weights[l][s] = 0 } }

        func costs(of s: Int) -> [LevelCost] {
            levels.indices.filter { weights[$0][s] != 0 }.map { LevelCost(level: levels[$0], coefficient: weights[$0][s]) }
        }

        func isNegative(_ s: Int) -> Bool {
            for l in weights.indices {
                if weights[l][s] > Objective.epsilon { return false }
                if weights[l][s] < -Objective.epsilon { return true }
            }
            return false
        }

        func isZero(_ s: Int) -> Bool { weights.allSatisfy { abs($0[s]) <= Objective.epsilon } }

        func ratioLess(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Bool {
            for l in weights.indices {
                let ra = weights[l][a] / ca, rb = weights[l][b] / cb
                if abs(ra - rb) <= Objective.epsilon * max(1, abs(ra), abs(rb)) { continue }
                return ra < rb
            }
            return false
        }
    }

    /// Runs `steps` random operations on both; false at the first disagreement.
    static func agree(seed: Int, steps: Int, levels: Int, compactionThreshold: Int) -> (Bool, compactions: Int) {
        var r = SplitMix(seed: seed)
        var sparse = Objective(compactionThreshold: compactionThreshold)
        var dense = DenseModel()
        let priorities = (0..<levels).map { Double(1 + $0 * 997 / max(1, levels)) + (r.int(0...3) == 0 ? 0.5 : 0) }
        let amounts: [Double] = [1, -1, 2, 0.5, -0.25, 1 + 1e-6, 1e-12, -3, 1e-300]
        for _ in 0..<4 { sparse.appendSymbol(); dense.appendSymbol() }
        for step in 0..<steps {
            let n = dense.symbolCount
            switch r.int(0...9) {
            case 0:
                sparse.appendSymbol(); dense.appendSymbol()
            case 1 where n > 6 && r.int(0...3) == 0:
                let keep = r.int(4...(n - 1))
                sparse.truncate(to: keep); dense.truncate(to: keep)
            case 2:
                let s = r.int(0...(n - 1))
                sparse.clear(s); dense.clear(s)
            case 3, 4:
                // Cancel an existing coefficient exactly, now and then.
                let s = r.int(0...(n - 1))
                let existing = dense.costs(of: s)
                if let pick = existing.isEmpty ? nil : existing[r.int(0...(existing.count - 1))], r.int(0...1) == 0 {
                    sparse.add(-pick.coefficient, at: pick.level, to: s)
                    dense.add(-pick.coefficient, at: pick.level, to: s)
                } else {
                    let p = r.pick(priorities), a = r.pick(amounts)
                    sparse.add(a, at: p, to: s); dense.add(a, at: p, to: s)
                }
            default:
                let p = r.pick(priorities), a = r.pick(amounts), s = r.int(0...(n - 1))
                sparse.add(a, at: p, to: s); dense.add(a, at: p, to: s)
                // A pivot: y's cost moves onto the symbols of its new row.
                let y = r.int(0...(n - 1))
                var symbols = Array(Set((0..<r.int(0...min(8, n - 1))).map { _ in r.int(0...(n - 1)) })).filter { $0 != y }
                symbols.sort()
                let row = Row(cells: symbols.map { Cell(symbol: $0, coefficient: r.pick([1, -1, 0.5, -2, 1.5, 1e-7])) })
                let changed = sparse.substitute(y, with: row)
                if changed != dense.substitute(y, with: row) { Issue.record("seed \(seed) step \(step): substitute"); return (false, 0) }
            }
            for s in 0..<dense.symbolCount {
                let a = sparse.costs(of: s), b = dense.costs(of: s)
                guard a.map(\.level) == b.map(\.level),
                      a.map(\.coefficient.bitPattern) == b.map(\.coefficient.bitPattern),
                      sparse.isNegative(s) == dense.isNegative(s), sparse.isZero(s) == dense.isZero(s) else {
                    Issue.record("seed \(seed) step \(step): symbol \(s) is \(a) sparse, \(b) dense")
                    return (false, 0)
                }
            }
            let a = r.int(0...(dense.symbolCount - 1)), b = r.int(0...(dense.symbolCount - 1))
            let ca = r.pick([1, 0.5, 3.0]), cb = r.pick([1, 2, 0.25])
            if sparse.ratioLess(a, ca, b, cb) != dense.ratioLess(a, ca, b, cb) {
                Issue.record("seed \(seed) step \(step): ratio test of \(a), \(b)")
                return (false, 0)
            }
        }
        return (true, sparse.compactions)
    }

    @Test func sparseAgreesWithDenseBitForBit() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = SplitMix(seed: seed)
            _ = Self.agree(seed: seed, steps: 300, levels: r.pick([1, 3, 12, 200]), compactionThreshold: 4096)
        }
    }

    /// Slots outgrow their room, move, and the pool is compacted: nothing changes.
    @Test func compactionChangesNothing() {
        var compactions = 0
        for seed in 0..<20 {
            let (ok, count) = Self.agree(seed: seed, steps: 400, levels: 60, compactionThreshold: 16)
            #expect(ok)
            compactions += count
        }
        #expect(compactions > 0, "no run compacted the pool: the test is not testing compaction")
    }
}
