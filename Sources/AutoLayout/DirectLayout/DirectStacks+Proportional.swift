/// A `fillProportionally` stack whose wishes interleave with its views' own priorities
/// (`.proportionalRigid`), laid out at a length fixed from outside other than its natural
/// one — a long proportional stack squeezed into a shorter canvas, say.
///
/// Along the axis the solver weighs only constraints on one view's length each: view `i`'s
/// wish `x = l·S / T` at `999 − i` (weight 1), its compression resistance `x ≥ l` and its
/// hugging `x ≤ l` (weighted by the tie weight), with the lengths adding up to the stack's
/// `S` less its spacing (required). So the cost is a sum of one convex, piecewise linear
/// cost per view, each with two kinks (its wish and its natural length) and three slopes,
/// and the optimum is the price `λ` (a cost vector, compared level by level as the solver
/// does) at which every view sits where its own slope crosses `λ` and the lengths add up:
/// sweeping `λ` upward through every view's slopes, the view whose slope it is when the
/// sum passes the length takes what the others leave. Where another view has the same
/// slope there, the split between them is the solver's symbol order: handed back.
///
/// Only a length fixed whatever the views cost is taken (`lengthIsFixed`): a stack laid
/// out this way reports no compression or stretch cost to anyone (`measureAlong`), so no
/// one may have chosen the length by it.
extension DirectStacks {
    /// One view's move at price `slope`: from `from` to `to` (±∞ beyond its outer kinks).
    private struct PriceStep {
        var slope: StretchCost
        var slot: Int
        var from: Double
        var to: Double
    }

    /// Step 2b for a `.proportionalRigid` stack `v` fixed at `total` (its views' natural
    /// lengths already in `length`): their lengths; false when the split is not decided by
    /// the costs or a view resists or hugs at a required priority (a bound, not a cost).
    mutating func shareProportionalAway(_ v: Int, total: Double, spacing: Double) -> Bool {
        let first = childStart[v], end = visibleEnd[v]
        let t = natural[v]
        let room = total - spacing
        var steps: [PriceStep] = []
        steps.reserveCapacity(3 * (end - first))
        let axis = stackAxis[v]
        for k in first..<end {
            let a = children[k]
            let l = natural[a], wish = l / t * total
            guard tree.views[a].compressionResistance[axis] < 1000, tree.views[a].hugging[axis] < 1000 else { return false }
            let p = Self.proportionalPriority(arrangedIndex[a])
            // d/dx of p·|x − wish| plus the leaf's own costs either side of its length (its
            // weighted resistance below, its stretch cost above), either side of each kink.
            let compress = compressionSlope(of: a).negated, stretch = cost[a]
            func slope(at x: Double) -> StretchCost {
                StretchCost(priority: p, amount: x < wish ? -1 : 1) + (x < l ? compress : stretch)
            }
            let low = min(wish, l), high = max(wish, l)
            steps.append(PriceStep(slope: slope(at: low - 1), slot: k, from: -.infinity, to: low))
            steps.append(PriceStep(slope: slope(at: (low + high) / 2), slot: k, from: low, to: high))
            steps.append(PriceStep(slope: slope(at: high + 1), slot: k, from: high, to: .infinity))
        }
        steps.sort { StretchCost.less($0.slope, $1.slope) }
        // Where each view sits below the price swept so far, and how many are unbounded.
        var place = [Double](repeating: -.infinity, count: end - first)
        var below = end - first, above = 0
        var placed = 0.0
        for (i, step) in steps.enumerated() {
            let own = place[step.slot - first]
            let othersBelow = below - (own == -.infinity ? 1 : 0), othersAbove = above - (own == .infinity ? 1 : 0)
            if othersBelow == 0 && othersAbove == 0 {
                let x = room - (placed - (own.isFinite ? own : 0))
                if x >= step.from - 1e-9 * max(1, abs(x)), x <= step.to + 1e-9 * max(1, abs(x)) {
                    // Another view at the same price could take any part of it.
                    if i > 0, StretchCost.compare(steps[i - 1].slope, step.slope) == nil { return false }
                    if i + 1 < steps.count, StretchCost.compare(steps[i + 1].slope, step.slope) == nil { return false }
                    for k in first..<end where k != step.slot { length[children[k]] = place[k - first] }
                    length[children[step.slot]] = x
                    return true
                }
            }
            if own == -.infinity { below -= 1 } else if own.isFinite { placed -= own }
            if step.to == .infinity { above += 1 } else { placed += step.to }
            place[step.slot - first] = step.to
        }
        return false
    }
}
