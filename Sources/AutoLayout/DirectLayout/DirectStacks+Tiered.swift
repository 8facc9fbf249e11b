/// An `equalCentering` stack of more than ``maxCentered`` leaves, at the root of its
/// subtree: its centring wishes (`150 − k` for the distance after view `k`) sink to the
/// fits' levels and below, where what the canvas around it wants decides them.
///
/// With the leaves at their natural lengths (everything here is cheaper than moving
/// them: every level involved is below their hugging), the distances between centres
/// are the only freedom. The wishes at or above a *cut* are held: those distances are
/// one length `D`, the least that keeps every spacing (`m_k`, the spacing plus half of
/// each neighbour); the rest are as short as their spacing allows, `m_k`, because
/// something below the cut but above their wishes — the stack's own fit (49), or a
/// canvas that fits its content (50) — shrinks them.
///
/// - Alone, the cut is 50: wishes above the fit hold. The distance at 49 is then free
///   between its least and `D` unless its least is already `D` (the stack's stretch cost
///   is zero there): the solver would choose by its symbol order, so that hands back.
/// - Sized from outside but not fixed, the stack is pinned at its length for cut 50
///   first; the pin's marginal cost says at which level the rest of the layout would
///   have it shorter, which moves the cut (`retier`), and the pin with it. The solver
///   pass then judges the pin as any other: stretching and compressing must both cost
///   the subtree more than the rest gains.
extension DirectStacks {
    /// The cut of tiered root `v`: wishes at or above it hold.
    func cut(of v: Int) -> Double { tierCut[v] ?? 50 }

    /// Index of the last held distance (the first, `k = 0`, is what the others are wished
    /// equal to, so it always counts).
    func lastHeld(_ v: Int) -> Int {
        let guides = childEnd[v] - childStart[v] - 1
        let cut = cut(of: v)
        guard cut <= 150 else { return 0 }
        return max(0, min(guides - 1, Int((150 - cut).rounded(.down))))
    }

    /// The least distance between the centres of views `k` and `k + 1` of `v` (natural lengths).
    func leastDistance(_ v: Int, _ k: Int) -> Double {
        let i = childStart[v] + k
        return gapAfter[i] + (natural[children[i]] + natural[children[i + 1]]) / 2
    }

    /// The held distance `D`: the largest least distance among the held ones.
    func heldDistance(_ v: Int) -> Double {
        var distance = -Double.infinity
        for k in 0...lastHeld(v) { distance = max(distance, leastDistance(v, k)) }
        return distance
    }

    /// Step 2a for a tiered stack: its length for its cut, and the least that one point
    /// more costs it — the held distances all growing (the fit, and the unheld wishes
    /// coming nearer or going further), or one unheld distance alone. False when the cut
    /// reaches a leaf's hugging (a leaf might then move instead, which is not modelled).
    mutating func measureTiered(_ v: Int, axis: Axis) -> Bool {
        let first = childStart[v], end = childEnd[v]
        let cut = cut(of: v)
        for k in first..<end where tree.views[children[k]].hugging[axis] < cut { return false }
        let held = lastHeld(v)
        let distance = heldDistance(v)
        var length = (natural[children[first]] + natural[children[end - 1]]) / 2 + Double(held + 1) * distance
        var together = Self.canvasFit
        var cheapest: StretchCost?
        for k in (held + 1)..<(end - first - 1) {
            let least = leastDistance(v, k)
            length += least
            // The wish's error |D − d| falls as d or D grows toward the other.
            let wish = Self.centeringPriority(k)
            together = together + StretchCost(priority: wish, amount: (least > distance ? -1 : 1) / Double(held + 1))
            let alone = Self.canvasFit + StretchCost(priority: wish, amount: least < distance ? -1 : 1)
            if cheapest.map({ StretchCost.less(alone, $0) }) ?? true { cheapest = alone }
        }
        natural[v] = length
        cost[v] = cheapest.map { StretchCost.less($0, together) ? $0 : together } ?? together
        giveLevel[v] = cut
        return length >= 0
    }

    /// Step 2b for a tiered stack: its views at their natural lengths, the held distances
    /// `D`, the others their least; false for any length but its natural one.
    mutating func shareTiered(_ v: Int, total: Double) -> Bool {
        guard abs(total - natural[v]) <= 1e-9 * max(1, abs(total)) else { return false }
        let first = childStart[v], end = childEnd[v]
        let held = lastHeld(v)
        let distance = heldDistance(v)
        var centre = natural[children[first]] / 2
        for k in first..<end {
            let a = children[k]
            length[a] = natural[a]
            if k > first { centre += k - first - 1 <= held ? distance : leastDistance(v, k - first - 1) }
            position[a] = centre - length[a] / 2
        }
        return true
    }

    /// Whether `root`'s length along `axis` is a tiered stack's.
    func isTiered(_ root: Int, _ axis: Axis) -> Bool { along[root] == .tiered && stackAxis[root] == axis }

    /// A tiered root pinned at its length, the rest of the layout changing by `price` per
    /// point it is made shorter: moves the cut to where the rest's wish to shrink it stops
    /// outweighing the wishes (at its level, a wish costs a point per point). True when
    /// the cut moved: the caller lays the root out again (`settle`) and re-pins it.
    mutating func retier(_ root: Deferred, axis: Axis, price: StretchCost) -> Bool {
        guard isTiered(root.root, axis), let (level, amount) = price.terms.first, amount < 0 else { return false }
        let cut = max(50, -amount < 1 ? level : level.rounded(.down) + 1)
        guard cut != self.cut(of: root.root) else { return false }
        tierCut[root.root] = cut
        return true
    }
}
