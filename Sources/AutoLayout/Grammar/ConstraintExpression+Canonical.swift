/// One spelling per constraint, so that `a.top == b.bottom + 10` and
/// `b.bottom == a.top - 10` compare equal.
///
/// Steps of ``canonical()``:
/// 1. a constraint whose second item is cancelled (multiplier 0) or absent becomes
///    `first R constant` with multiplier 1;
/// 2. an anchor related to itself, `a R m·a + c` with m ≠ 1, is solved for `a`:
///    `(1 − m)·a R c` ⇒ `a R' c / (1 − m)`;
/// 3. otherwise the anchors are put in ``AnchorName``'s order: when the second precedes the
///    first, `a R m·b + c` is solved for `b`: `b R' (1/m)·a − c/m`.
///
/// R' is R seen from the other side (``LayoutRelation/flipped``), flipped back when the
/// division was by a negative number. The priority never changes.
extension ConstraintExpression {
    /// The same constraint in its one canonical spelling (see the steps above).
    public func canonical() -> ConstraintExpression {
        var result = self
        guard let second, multiplier != 0 else {
            // 1. A constant alone.
            result.second = nil
            result.multiplier = 1
            result.constant = Self.folded(constant)
            return result
        }
        if second == first {
            // 2. `a R m·a + c`; with m == 1 it is `0 R c`, which has no `a` to solve for.
            guard multiplier != 1 else { return result }
            let factor = 1 - multiplier
            result.second = nil
            result.multiplier = 1
            result.constant = Self.folded(constant / factor)
            result.relation = factor > 0 ? relation : relation.flipped
            return result
        }
        guard second < first else {
            result.constant = Self.folded(constant)
            return result
        }
        // 3. Swap sides: moving sides flips the relation; dividing by m < 0 flips it back.
        result.first = second
        result.second = first
        result.multiplier = 1 / multiplier
        result.constant = Self.folded(-constant / multiplier)
        result.relation = multiplier > 0 ? relation.flipped : relation
        return result
    }

    /// True if both describe the same constraint: equal canonical forms, with multiplier and
    /// constant compared to a relative tolerance of 1e-9 (solving for the other side divides,
    /// and `1 / (1 / 3)` need not be exactly 3).
    public func isEquivalent(to other: ConstraintExpression) -> Bool {
        let a = canonical(), b = other.canonical()
        return a.first == b.first && a.second == b.second && a.relation == b.relation
            && a.priority == b.priority
            && Self.nearlyEqual(a.multiplier, b.multiplier)
            && Self.nearlyEqual(a.constant, b.constant)
    }

    private static func nearlyEqual(_ x: Double, _ y: Double) -> Bool {
        abs(x - y) <= 1e-9 * max(1, abs(x), abs(y))
    }

    /// `-0` and `0` print alike; make them equal too.
    private static func folded(_ value: Double) -> Double {
        value == 0 ? 0 : value
    }
}
