import Cassowary

/// A small deterministic generator (SplitMix64), seeded by the property-test input, so a
/// failing seed reproduces the same system.
struct SplitMix {
    var state: UInt64
    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
    mutating func pick<T>(_ xs: [T]) -> T { xs[int(0...(xs.count - 1))] }
    mutating func shuffled<T>(_ xs: [T]) -> [T] {
        var a = xs
        for i in stride(from: a.count - 1, to: 0, by: -1) { a.swapAt(i, int(0...i)) }
        return a
    }
}

/// A constraint over variable numbers, independent of any solver, so the same system can
/// be given to several solvers and checked by the brute force.
struct Spec {
    var coefficients: [Double]  // one per variable
    var constant: Double
    var relation: Relation
    var priority: Double
    var weight: Double

    func value(_ x: [Double]) -> Double {
        var v = constant
        for i in coefficients.indices { v += coefficients[i] * x[i] }
        return v
    }

    /// How far `x` is from satisfying the relation `value (rel) 0`.
    func violation(_ x: [Double]) -> Double {
        let v = value(x)
        switch relation {
        case .equal: return abs(v)
        case .lessOrEqual: return max(v, 0)
        case .greaterOrEqual: return max(-v, 0)
        }
    }

    func constraint(_ vars: [Variable]) -> Constraint {
        var expr = Expression(constant: constant)
        for i in coefficients.indices where coefficients[i] != 0 {
            expr = expr + coefficients[i] * Expression(vars[i])
        }
        return Constraint(expr, relation, priority: Priority(priority), weight: weight)
    }

    /// A random constraint over `n` variables with small integer coefficients. When
    /// `through` is given, required constraints are made to hold at that point (so a set of
    /// them is always satisfiable).
    static func random(_ r: inout SplitMix, variables n: Int, through point: [Double]? = nil,
                       priorities: [Double] = [1000, 999.5, 999, 750, 250]) -> Spec {
        var coefficients = (0..<n).map { _ in Double(r.int(-3...3)) }
        if coefficients.allSatisfy({ $0 == 0 }) { coefficients[r.int(0...(n - 1))] = Double(r.pick([-1, 1, 2])) }
        var spec = Spec(coefficients: coefficients, constant: Double(r.int(-20...20)),
                        relation: r.pick([.equal, .lessOrEqual, .greaterOrEqual]),
                        priority: r.pick(priorities), weight: r.pick([1, 1, 2, 1.5]))
        if let point, spec.priority >= 1000 {
            let at = spec.value(point) - spec.constant
            switch spec.relation {
            case .equal: spec.constant = -at
            case .lessOrEqual: spec.constant = -at - Double(r.int(0...5))
            case .greaterOrEqual: spec.constant = -at + Double(r.int(0...5))
            }
        }
        return spec
    }
}

/// The objective of a solution, computed from values alone: the weighted error per
/// priority level, highest level first (required constraints excluded).
func objective(_ specs: [Spec], _ x: [Double]) -> [(level: Double, error: Double)] {
    let levels = Set(specs.filter { $0.priority < 1000 }.map(\.priority)).sorted(by: >)
    return levels.map { level in
        (level, specs.filter { $0.priority == level }.reduce(0) { $0 + $1.weight * $1.violation(x) })
    }
}

/// True when two objective vectors agree at every level within a relative tolerance.
func sameObjective(_ a: [(level: Double, error: Double)], _ b: [(level: Double, error: Double)],
                   tolerance: Double = 1e-6) -> Bool {
    guard a.count == b.count else { return false }
    for (p, q) in zip(a, b) where p.level != q.level || abs(p.error - q.error) > tolerance * (1 + abs(q.error)) {
        return false
    }
    return true
}

/// Lexicographic comparison with a tolerance: -1, 0 or 1.
func compareObjective(_ a: [(level: Double, error: Double)], _ b: [(level: Double, error: Double)]) -> Int {
    for (p, q) in zip(a, b) {
        let tol = 1e-7 * (1 + abs(p.error) + abs(q.error))
        if p.error < q.error - tol { return -1 }
        if p.error > q.error + tol { return 1 }
    }
    return 0
}
