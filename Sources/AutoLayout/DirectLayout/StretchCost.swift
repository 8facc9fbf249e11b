/// What one more point of length costs a view, per priority level: the error it adds at each
/// level when the view is made one point longer than it already is — or, for the costs of
/// compression, one point shorter.
///
/// Beyond a view's natural length every cost in a stack subtree is linear (hugging errors
/// grow, fits grow), so one vector per view and axis says everything the solver's
/// lexicographic objective would weigh; below it the cost is piecewise linear, one vector
/// per piece. Levels are compared from the highest down, as the solver does: any amount at
/// 250 outweighs any amount at 51. Amounts may be negative at a level (making a view
/// shorter lowers its fit's error) as long as a higher level outweighs them.
///
/// Nearly every cost has one level (a leaf's hugging, or a sum of hugging at 250), so the
/// highest level is stored inline and only further levels take an array.
struct StretchCost {
    /// The highest level and its amount; `amount == 0` means no cost at all.
    private var priority = 0.0
    private var amount = 0.0
    /// Lower levels, priorities strictly descending, amounts non-zero.
    private var rest: [(priority: Double, amount: Double)] = []

    init(priority: Double, amount: Double) {
        if amount != 0 { self.priority = priority; self.amount = amount }
    }

    /// A cost from `(priority, amount)` pairs, priorities strictly descending, amounts non-zero.
    init(terms: [(priority: Double, amount: Double)]) {
        guard let first = terms.first else { return }
        priority = first.priority
        amount = first.amount
        rest = Array(terms.dropFirst())
    }

    static let zero = StretchCost(terms: [])

    /// `(priority, amount)` pairs, priorities strictly descending.
    var terms: [(priority: Double, amount: Double)] {
        amount == 0 ? [] : [(priority, amount)] + rest
    }

    /// The highest level with an amount (-∞ for no cost at all).
    var top: Double { amount == 0 ? -.infinity : priority }

    /// The cost of stretching several views by the same amount at once.
    static func + (a: StretchCost, b: StretchCost) -> StretchCost {
        if a.amount == 0 { return b }
        if b.amount == 0 { return a }
        if a.rest.isEmpty, b.rest.isEmpty, a.priority == b.priority {
            let sum = a.amount + b.amount
            return sum == 0 ? .zero : StretchCost(priority: a.priority, amount: sum)
        }
        let x = a.terms, y = b.terms
        var out: [(priority: Double, amount: Double)] = []
        out.reserveCapacity(x.count + y.count)
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if j == y.count || (i < x.count && x[i].priority > y[j].priority) {
                out.append(x[i]); i += 1
            } else if i == x.count || y[j].priority > x[i].priority {
                out.append(y[j]); j += 1
            } else {
                let sum = x[i].amount + y[j].amount
                if sum != 0 { out.append((x[i].priority, sum)) }
                i += 1; j += 1
            }
        }
        return StretchCost(terms: out)
    }

    /// The cost scaled by `k`: a view that gets a share `k` of each point (or, negative,
    /// gives it back).
    func scaled(by k: Double) -> StretchCost {
        if rest.isEmpty { return StretchCost(priority: priority, amount: amount * k) }
        return StretchCost(terms: terms.map { ($0.priority, $0.amount * k) })
    }

    /// The levels above `level` only.
    func above(_ level: Double) -> StretchCost {
        if amount == 0 || (priority > level && (rest.isEmpty || rest[rest.count - 1].priority > level)) { return self }
        return StretchCost(terms: terms.filter { $0.priority > level })
    }

    /// The same cost with every amount negated: what undoing the change saves.
    var negated: StretchCost { scaled(by: -1) }

    /// True when the cost is clearly above zero: its highest level with an amount counts
    /// for more than rounding. A slope that is not is no natural length's slope.
    var isPositive: Bool { Self.compare(self, .zero) == .greater }

    /// Exact lexicographic order, highest level first: for choosing the cheapest of several
    /// without a tolerance (whether the choice is clear is `compare`'s question).
    static func less(_ a: StretchCost, _ b: StretchCost) -> Bool {
        guard let (u, v) = firstDifference(a, b) else { return false }
        return u < v
    }

    /// `.less` or `.greater` when the solver would clearly prefer one; `nil` when the two are
    /// equal or too close to call (within the solver's own rounding tolerance), in which case
    /// the solver's choice would depend on the order of its internal symbols.
    static func compare(_ a: StretchCost, _ b: StretchCost) -> Order? {
        firstDifference(a, b).flatMap { decide($0, $1) }
    }

    /// The amounts of `a` and `b` at the highest level where they differ (nil when they
    /// are equal at every level). Two single-level costs are compared without building
    /// their term lists: the common case in a stack.
    private static func firstDifference(_ a: StretchCost, _ b: StretchCost) -> (Double, Double)? {
        if a.rest.isEmpty, b.rest.isEmpty {
            if a.amount == 0 || b.amount == 0 || a.priority == b.priority {
                return a.amount == b.amount ? nil : (a.amount, b.amount)
            }
            // Different single levels: only the higher one counts.
            return a.priority > b.priority ? (a.amount, 0) : (0, b.amount)
        }
        // Walked in place: building the term lists cost an allocation per comparison.
        let m = a.count, n = b.count
        var i = 0, j = 0
        while i < m || j < n {
            let x = i < m ? a.term(i) : (priority: -1, amount: 0)
            let y = j < n ? b.term(j) : (priority: -1, amount: 0)
            let level = max(x.priority, y.priority)
            let u = x.priority == level ? x.amount : 0
            let v = y.priority == level ? y.amount : 0
            if x.priority == level { i += 1 }
            if y.priority == level { j += 1 }
            if u != v { return (u, v) }
        }
        return nil
    }

    /// How many levels have an amount.
    private var count: Int { amount == 0 ? 0 : 1 + rest.count }

    /// The `i`th of `terms`, without building them.
    @inline(__always) private func term(_ i: Int) -> (priority: Double, amount: Double) {
        i == 0 ? (priority, amount) : rest[i - 1]
    }

    private static func decide(_ x: Double, _ y: Double) -> Order? {
        if x == y || abs(x - y) <= 1e-7 * max(1, abs(x), abs(y)) { return nil }
        return x < y ? .less : .greater
    }

    enum Order { case less, greater }
}
