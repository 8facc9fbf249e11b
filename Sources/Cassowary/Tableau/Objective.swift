/// The lexicographic objective: one cost row per priority level, highest level first.
///
/// A symbol's reduced cost is the vector of its coefficients at every level, compared
/// lexicographically, so any amount of error at 999 outweighs any amount at 998 and no single
/// floating-point number has to encode the order. Each level keeps a dense array indexed by
/// symbol: a layout has a handful of levels, and dense arrays make a substitution one
/// multiply-add per cell with no hashing.
struct Objective {
    /// Priority values, strictly descending.
    private(set) var levels: [Double] = []
    /// `weights[l][symbol]`: the coefficient of `symbol` at `levels[l]`.
    var weights: [[Double]] = []
    private(set) var symbolCount = 0

    /// Makes room for one more symbol (cost 0 at every level).
    mutating func appendSymbol() {
        symbolCount += 1
        for l in weights.indices { weights[l].append(0) }
    }

    /// Forgets the symbols numbered `count` and above.
    mutating func truncate(to count: Int) {
        symbolCount = count
        for l in weights.indices { weights[l].removeLast(weights[l].count - count) }
    }

    /// The index of the level for `priority`, inserting a new level when it is not there yet.
    mutating func levelIndex(for priority: Double) -> Int {
        var lo = 0, hi = levels.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if levels[mid] == priority { return mid }
            if levels[mid] > priority { lo = mid + 1 } else { hi = mid }
        }
        levels.insert(priority, at: lo)
        weights.insert([Double](repeating: 0, count: symbolCount), at: lo)
        return lo
    }

    /// Coefficients this small count as zero when deciding anything. Rounding in a long
    /// chain of substitutions leaves ~1e-15 where an exact 0 belongs; taken at face value at
    /// a high level, such noise would hide a real improvement at every level below it.
    /// Deliberate tie-breaking weights (1 + 1e-6) stay far above it.
    static let epsilon = 1e-9

    /// True when the first non-zero coefficient of `symbol`, from the top level down, is < 0:
    /// raising the symbol would lower the objective.
    func isNegative(_ symbol: Int) -> Bool {
        for l in weights.indices {
            let c = weights[l][symbol]
            if c > Self.epsilon { return false }
            if c < -Self.epsilon { return true }
        }
        return false
    }

    /// True when `symbol` costs nothing at any level.
    func isZero(_ symbol: Int) -> Bool {
        for l in weights.indices where abs(weights[l][symbol]) > Self.epsilon { return false }
        return true
    }

    /// Compares the ratios `cost(a)/ca` and `cost(b)/cb` lexicographically (the dual ratio
    /// test). Returns true when a's ratio is smaller by more than rounding noise.
    func ratioLess(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Bool {
        for l in weights.indices {
            let ra = weights[l][a] / ca, rb = weights[l][b] / cb
            if abs(ra - rb) <= Self.epsilon * max(1, abs(ra), abs(rb)) { continue }
            return ra < rb
        }
        return false
    }

    /// Sets every coefficient of `symbol` to 0.
    mutating func clear(_ symbol: Int) {
        for l in weights.indices { weights[l][symbol] = 0 }
    }
}
