/// The lexicographic objective: each symbol's reduced cost as a sparse vector over priority
/// levels, highest level first.
///
/// A symbol's reduced cost is the vector of its coefficients at every level, compared
/// lexicographically, so any amount of error at 999 outweighs any amount at 998 and no single
/// floating-point number has to encode the order. Levels are keyed by their priority value
/// (999.5 is a level of its own), and a symbol stores only the levels where its coefficient
/// is not zero: a layout with thousands of distinct priorities (a long `fillProportionally`
/// stack gives every view its own) costs what its non-zero coefficients cost, not levels ×
/// symbols. Each coefficient gets the same one multiply-add it got when every level was a
/// dense row, so the numbers — and every pivot chosen from them — are the same.
///
/// Storage: every symbol's entries sit in one pool, in a slot of their own with some room to
/// grow; a slot that outgrows its room moves to the end of the pool, and the pool is
/// compacted once half of it is abandoned slots. No allocation per symbol, none per update.
struct Objective {
    private var pool: [LevelCost] = []
    private var slots: [Slot] = []
    /// Pool entries in abandoned slots.
    private var abandoned = 0
    /// The pool is compacted when more than this many entries, and half of it, are abandoned.
    private let compactionThreshold: Int
    /// How many times the pool was compacted (for tests).
    private(set) var compactions = 0
    /// Scratch: a merge's result, and the cost being moved by a substitution.
    private var merged: [LevelCost] = []
    private var moved: [LevelCost] = []

    init(compactionThreshold: Int = 4096) { self.compactionThreshold = compactionThreshold }

    private struct Slot {
        var start = 0
        var count: Int32 = 0
        var capacity: Int32 = 0
    }

    /// Makes room for one more symbol (cost 0 at every level).
    mutating func appendSymbol() { slots.append(Slot()) }

    /// Forgets the symbols numbered `count` and above.
    mutating func truncate(to count: Int) {
        for s in count..<slots.count { abandoned += Int(slots[s].capacity) }
        slots.removeLast(slots.count - count)
    }

    /// Coefficients this small count as zero when deciding anything. Rounding in a long
    /// chain of substitutions leaves ~1e-15 where an exact 0 belongs; taken at face value at
    /// a high level, such noise would hide a real improvement at every level below it.
    /// Deliberate tie-breaking weights (1 + 1e-6) stay far above it.
    static let epsilon = 1e-9

    /// The non-zero coefficients of `symbol`, highest level first.
    func costs(of symbol: Int) -> [LevelCost] {
        let slot = slots[symbol]
        return Array(pool[slot.start..<slot.start + Int(slot.count)])
    }

    /// True when the first non-zero coefficient of `symbol`, from the top level down, is < 0:
    /// raising the symbol would lower the objective. Coefficients within `noise` of zero
    /// count as zero (a re-solve that finds rounding larger than `epsilon` raises it).
    func isNegative(_ symbol: Int, noise: Double = Self.epsilon) -> Bool {
        let slot = slots[symbol]
        for i in slot.start..<slot.start + Int(slot.count) {
            let c = pool[i].coefficient
            if c > noise { return false }
            if c < -noise { return true }
        }
        return false
    }

    /// True when `symbol` costs nothing at any level.
    func isZero(_ symbol: Int) -> Bool {
        let slot = slots[symbol]
        for i in slot.start..<slot.start + Int(slot.count) where abs(pool[i].coefficient) > Self.epsilon {
            return false
        }
        return true
    }

    /// Compares the ratios `cost(a)/ca` and `cost(b)/cb` lexicographically (the dual ratio
    /// test). Returns true when a's ratio is smaller by more than rounding noise. A level
    /// missing from both vectors is 0 against 0, which never decides, so only the levels
    /// either one has are visited, in order.
    func ratioLess(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Bool {
        let sa = slots[a], sb = slots[b]
        var i = sa.start, j = sb.start
        let endA = i + Int(sa.count), endB = j + Int(sb.count)
        while i < endA || j < endB {
            let wa: Double, wb: Double
            if j == endB || (i < endA && pool[i].level > pool[j].level) {
                wa = pool[i].coefficient; wb = 0; i += 1
            } else if i == endA || pool[j].level > pool[i].level {
                wa = 0; wb = pool[j].coefficient; j += 1
            } else {
                wa = pool[i].coefficient; wb = pool[j].coefficient; i += 1; j += 1
            }
            let ra = wa / ca, rb = wb / cb
            if abs(ra - rb) <= Self.epsilon * max(1, abs(ra), abs(rb)) { continue }
            return ra < rb
        }
        return false
    }

    /// Sets every coefficient of `symbol` to 0.
    mutating func clear(_ symbol: Int) { slots[symbol].count = 0 }

    /// Adds `amount` to the coefficient of `symbol` at `level`.
    mutating func add(_ amount: Double, at level: Double, to symbol: Int) {
        let slot = slots[symbol]
        let start = slot.start, end = slot.start + Int(slot.count)
        let done: Bool = pool.withUnsafeMutableBufferPointer { p in
            var i = start
            while i < end && p[i].level > level { i += 1 }
            if i < end && p[i].level == level {
                let sum = cleanedSum(p[i].coefficient, amount)
                if sum != 0 {
                    p[i].coefficient = sum
                } else {  // drop the entry
                    for k in i..<(end - 1) { p[k] = p[k + 1] }
                    slots[symbol].count -= 1
                }
                return true
            }
            if amount == 0 { return true }
            guard slot.count < slot.capacity else { return false }
            var k = end
            while k > i { p[k] = p[k - 1]; k -= 1 }
            p[i] = LevelCost(level: level, coefficient: amount)
            slots[symbol].count += 1
            return true
        }
        if done { return }
        // No room left in the slot: copy it, with the new entry, to a larger slot at the
        // end of the pool.
        var i = start
        while i < end && pool[i].level > level { i += 1 }
        let n = Int(slot.count) + 1
        let capacity = max(2, 2 * n)
        if abandoned > compactionThreshold && abandoned > pool.count / 2 { compact() }
        let from = slots[symbol].start, split = from + (i - start)
        let fresh = pool.count
        for k in from..<split { pool.append(pool[k]) }
        pool.append(LevelCost(level: level, coefficient: amount))
        for k in split..<(from + n - 1) { pool.append(pool[k]) }
        pool.append(contentsOf: repeatElement(LevelCost(level: 0, coefficient: 0), count: capacity - n))
        abandoned += Int(slot.capacity)
        slots[symbol] = Slot(start: fresh, count: Int32(n), capacity: Int32(capacity))
    }

    /// Moves the cost of `y` (which just became basic with row `def`) onto the symbols of
    /// `def`: `cost(t) += cost(y) · coefficient(t)` at every level, then `cost(y) = 0`.
    /// Returns false when `y` cost nothing (nothing changed).
    ///
    /// This runs for every pivot, so it works on raw buffers: each symbol's vector is merged
    /// with `cost(y)` into scratch and copied back into its slot; the few that outgrow their
    /// slot are merged again afterwards and moved.
    mutating func substitute(_ y: Int, with def: Row) -> Bool {
        let from = slots[y]
        let m = Int(from.count)
        if m == 0 { return false }
        moved.removeAll(keepingCapacity: true)
        moved.append(contentsOf: pool[from.start..<from.start + m])
        slots[y].count = 0
        var grown: [Cell] = []
        var pool: [LevelCost] = [], slots: [Slot] = [], out: [LevelCost] = []
        swap(&pool, &self.pool); swap(&slots, &self.slots); swap(&out, &merged)
        if out.count < 64 + m { out = Array(repeating: LevelCost(level: 0, coefficient: 0), count: 2 * (64 + m)) }
        moved.withUnsafeBufferPointer { v in
            pool.withUnsafeMutableBufferPointer { p in
                out.withUnsafeMutableBufferPointer { o in
                    slots.withUnsafeMutableBufferPointer { sl in
                        for cell in def.cells {
                            let slot = sl[cell.symbol]
                            let n = Int(slot.count)
                            guard n + m <= o.count else { grown.append(cell); continue }
                            let w = Self.merge(p, slot.start, n, v, cell.coefficient, into: o)
                            guard w <= Int(slot.capacity) else { grown.append(cell); continue }
                            for k in 0..<w { p[slot.start + k] = o[k] }
                            sl[cell.symbol].count = Int32(w)
                        }
                    }
                }
            }
        }
        swap(&pool, &self.pool); swap(&slots, &self.slots); swap(&out, &merged)
        for cell in grown { addScaled(cell.coefficient, to: cell.symbol) }
        return true
    }

    /// Merges the `n` entries at `p[start...]` with `k · v` into `o`; returns the count.
    /// Coefficients at a level both have are added with `cleanedSum`, and a zero result (or
    /// a zero product) leaves no entry.
    @inline(__always)
    private static func merge(_ p: UnsafeMutableBufferPointer<LevelCost>, _ start: Int, _ n: Int,
                              _ v: UnsafeBufferPointer<LevelCost>, _ k: Double,
                              into o: UnsafeMutableBufferPointer<LevelCost>) -> Int {
        var i = start, j = 0, w = 0
        let end = start + n, m = v.count
        while i < end || j < m {
            if j == m || (i < end && p[i].level > v[j].level) {
                o[w] = p[i]; w += 1; i += 1
            } else if i == end || v[j].level > p[i].level {
                let c = v[j].coefficient * k
                if c != 0 { o[w] = LevelCost(level: v[j].level, coefficient: c); w += 1 }
                j += 1
            } else {
                let c = cleanedSum(p[i].coefficient, v[j].coefficient * k)
                if c != 0 { o[w] = LevelCost(level: p[i].level, coefficient: c); w += 1 }
                i += 1; j += 1
            }
        }
        return w
    }

    /// `cost(t) += k · moved`, level by level, for a vector that outgrows its slot.
    private mutating func addScaled(_ k: Double, to t: Int) {
        let slot = slots[t]
        var out = [LevelCost](repeating: LevelCost(level: 0, coefficient: 0), count: Int(slot.count) + moved.count)
        var pool: [LevelCost] = []
        swap(&pool, &self.pool)
        let w = moved.withUnsafeBufferPointer { v in
            pool.withUnsafeMutableBufferPointer { p in
                out.withUnsafeMutableBufferPointer { o in Self.merge(p, slot.start, Int(slot.count), v, k, into: o) }
            }
        }
        swap(&pool, &self.pool)
        out.removeLast(out.count - w)
        store(out, into: t)
    }

    /// Makes `entries` the cost of `symbol`, in its slot when they fit, else in a new slot
    /// twice the size at the end of the pool.
    private mutating func store(_ entries: [LevelCost], into symbol: Int) {
        let n = entries.count
        if n > Int(slots[symbol].capacity) {
            if abandoned > compactionThreshold && abandoned > pool.count / 2 { compact() }
            abandoned += Int(slots[symbol].capacity)
            let capacity = max(2, 2 * n)
            slots[symbol].start = pool.count
            slots[symbol].capacity = Int32(capacity)
            pool.append(contentsOf: repeatElement(LevelCost(level: 0, coefficient: 0), count: capacity))
        }
        let start = slots[symbol].start
        for k in 0..<n { pool[start + k] = entries[k] }
        slots[symbol].count = Int32(n)
    }

    /// Rewrites the pool without abandoned slots, each symbol keeping its room to grow.
    private mutating func compact() {
        var fresh: [LevelCost] = []
        fresh.reserveCapacity(pool.count - abandoned)
        for s in slots.indices {
            let slot = slots[s]
            let start = fresh.count
            fresh.append(contentsOf: pool[slot.start..<slot.start + Int(slot.capacity)])
            slots[s].start = start
        }
        pool = fresh
        abandoned = 0
        compactions += 1
    }
}

/// One level's coefficient in a symbol's reduced cost.
struct LevelCost {
    /// The priority value of the level.
    var level: Double
    var coefficient: Double
}
