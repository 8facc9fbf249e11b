/// What one more point of length costs a view, per priority level: the error it adds at each
/// level when the view is made one point longer than it already is.
///
/// Beyond a view's natural length every cost in a free-standing stack subtree is linear
/// (hugging errors grow, fits grow), so one vector per view and axis says everything the
/// solver's lexicographic objective would weigh. Levels are compared from the highest down,
/// as the solver does: any amount at 250 outweighs any amount at 51.
struct StretchCost {
    /// `(priority, amount)` pairs, priorities strictly descending, amounts non-zero.
    private(set) var terms: [(priority: Double, amount: Double)]

    init(priority: Double, amount: Double) {
        terms = amount == 0 ? [] : [(priority, amount)]
    }

    private init(terms: [(priority: Double, amount: Double)]) { self.terms = terms }

    static let zero = StretchCost(terms: [])

    /// The cost of stretching several views by the same amount at once.
    static func + (a: StretchCost, b: StretchCost) -> StretchCost {
        if a.terms.isEmpty { return b }
        if b.terms.isEmpty { return a }
        // Same single level: the common case (every leaf hugging at 250).
        if a.terms.count == 1, b.terms.count == 1, a.terms[0].priority == b.terms[0].priority {
            return StretchCost(terms: [(a.terms[0].priority, a.terms[0].amount + b.terms[0].amount)])
        }
        var out: [(priority: Double, amount: Double)] = []
        out.reserveCapacity(a.terms.count + b.terms.count)
        var i = 0, j = 0
        while i < a.terms.count || j < b.terms.count {
            if j == b.terms.count || (i < a.terms.count && a.terms[i].priority > b.terms[j].priority) {
                out.append(a.terms[i]); i += 1
            } else if i == a.terms.count || b.terms[j].priority > a.terms[i].priority {
                out.append(b.terms[j]); j += 1
            } else {
                let sum = a.terms[i].amount + b.terms[j].amount
                if sum != 0 { out.append((a.terms[i].priority, sum)) }
                i += 1; j += 1
            }
        }
        return StretchCost(terms: out)
    }

    /// The cost scaled by `k` (`k` > 0): a view that gets a share of each point.
    func scaled(by k: Double) -> StretchCost {
        StretchCost(terms: terms.map { ($0.priority, $0.amount * k) })
    }

    /// `.less` or `.greater` when the solver would clearly prefer one; `nil` when the two are
    /// equal or too close to call (within the solver's own rounding tolerance), in which case
    /// the solver's choice would depend on the order of its internal symbols.
    static func compare(_ a: StretchCost, _ b: StretchCost) -> Order? {
        var i = 0, j = 0
        while i < a.terms.count || j < b.terms.count {
            let pa = i < a.terms.count ? a.terms[i].priority : -1
            let pb = j < b.terms.count ? b.terms[j].priority : -1
            let level = max(pa, pb)
            let x = pa == level ? a.terms[i].amount : 0
            let y = pb == level ? b.terms[j].amount : 0
            if pa == level { i += 1 }
            if pb == level { j += 1 }
            if x == y { continue }
            // The solver treats reduced costs within ~1e-9 as equal, and two sums of the same
            // weights may differ in their last bits: a near-tie is no answer at all.
            if abs(x - y) <= 1e-7 * max(1, abs(x), abs(y)) { return nil }
            return x < y ? .less : .greater
        }
        return nil
    }

    enum Order { case less, greater }
}
