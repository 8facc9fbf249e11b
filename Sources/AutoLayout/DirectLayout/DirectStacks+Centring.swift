/// An `equalCentering` stack (`.centering`) whose length is fixed from outside below its
/// natural one: too short for every centre distance to equal the largest need.
///
/// Along the axis the views' resistance (750) and hugging outrank every centring wish
/// (`150 − i`), so the views keep their lengths while the spacing chain lets them (each
/// distance `d_k` at least its need `spacing + (previous + next) / 2`), and the wishes share
/// what is left level by level: the first `K` wishes hold (`d_0 … d_K` one distance `y`)
/// for the largest `K` that still leaves every later distance its need; wish `K + 1` errs
/// as little as it can — its distance at its need and `y` as long as the rest allows when
/// its need is the larger, else `y` at the largest need before it and `d_{K+1}` what is
/// left — and every later distance is its need, with nothing left to share. Shorter than
/// the views and spacing together, every distance is its need and the views give the rest
/// as along `fill` (`shrink`).
///
/// Only a stack whose length is fixed whatever its views cost is taken (`lengthIsFixed`): it
/// reports no cost of being compressed, so no one may have chosen its length by it; nor
/// one with a view that gives length at or below the wishes' levels (a nested stack whose
/// compression costs only a fit), since it would move for them.
extension DirectStacks {
    /// Step 2b for a `.centering` stack `v` fixed at `total`, shorter than its natural
    /// length (its views' natural lengths already in `length`): lengths and positions;
    /// false where the model above does not hold.
    mutating func shareCentredSqueezed(_ v: Int, total: Double, axis: Axis, order: [Int]) -> Bool {
        let first = childStart[v], end = visibleEnd[v]
        let guides = end - first - 1
        guard guides >= 1 else { return false }
        for k in first..<end where giveLevel[children[k]] <= Self.centeringPriority(0) { return false }
        var views = 0.0, spacing = 0.0
        for k in first..<end { views += length[children[k]] }
        for k in first..<(end - 1) { spacing += gapAfter[k] }
        let tolerance = 1e-9 * max(1, abs(total))
        if total < views + spacing - tolerance {
            // Which view gives must be settled above the wishes, or they weigh in.
            guard shrink(v, by: views + spacing - total, axis: axis, order: order,
                         decidedAbove: Self.centeringPriority(0)) else { return false }
        }
        var need = [Double](repeating: 0, count: guides)
        for g in 0..<guides {
            let k = first + g
            need[g] = gapAfter[k] + (length[children[k]] + length[children[k + 1]]) / 2
        }
        let room = total - (length[children[first]] + length[children[end - 1]]) / 2
        // The largest K whose first K wishes hold: K + 1 distances at the largest of their
        // needs, every later one at its own.
        var after = need.reduce(0, +) - need[0]
        var largest = need[0]
        var held = 0
        for g in 1..<guides {
            let largestThen = max(largest, need[g])
            guard Double(g + 1) * largestThen + (after - need[g]) <= room + tolerance else { break }
            held = g
            largest = largestThen
            after -= need[g]
        }
        var distance = need
        if held == guides - 1 {
            for g in 0..<guides { distance[g] = room / Double(guides) }
        } else {
            let next = held + 1
            let budget = room - (after - need[next])
            let y: Double
            if need[next] >= largest {
                y = (budget - need[next]) / Double(held + 1)
            } else {
                y = largest
                distance[next] = budget - Double(held + 1) * largest
            }
            for g in 0...held { distance[g] = y }
        }
        var centre = length[children[first]] / 2
        position[children[first]] = 0
        for g in 0..<guides {
            centre += distance[g]
            let a = children[first + g + 1]
            position[a] = centre - length[a] / 2
        }
        return true
    }

    /// Whether stack `v`'s length along `axis` is fixed whatever its views cost: the root's
    /// is fixed from outside (`rootLength`), and every stack between them lays its views
    /// across `axis` with a fill alignment (each as long as itself).
    func lengthIsFixed(_ v: Int, axis: Axis, root: Int, rootLength: Double?) -> Bool {
        guard rootLength != nil else { return false }
        var w = v
        while w != root {
            let p = tree.views[w].parent ?? 0
            guard stackAxis[p] != axis, cross[p] == .fill else { return false }
            w = p
        }
        return true
    }
}
