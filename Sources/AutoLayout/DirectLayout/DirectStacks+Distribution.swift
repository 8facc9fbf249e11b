/// The distributions beyond `fill` and `fillEqually`, along their stack's axis: what they
/// cost, how long they are by content, and how they share a length out — worked from the
/// constraints `StackRules+Distribution.swift` generates, so the solver's optimum follows.
///
/// - `equalSpacing`: the gaps are one length `g` (required guides), at least every spacing
///   (a `>=` chain), and the canvas wishes to shrink at 49. Every view costs more than 49
///   to move, so by content the views are at their natural lengths and `g` is the largest
///   spacing; extra length goes to the gaps (it costs only the fit); missing length is
///   taken from the views as along `fill` (the gaps are already as small as they may be),
///   and the fit saves a point per point.
/// - `equalCentering`: the distances between neighbouring centres are wished equal to the
///   first at `150 − i`. With the views at their natural lengths every wish holds once the
///   distance `D` is the largest `spacing + (previous + next) / 2`; the fit makes it no
///   larger. Extra length widens `D` (again only the fit). Shorter than that, a wish or a
///   view must give (`DirectStacks+Centring.swift`), laid out only where that length is
///   fixed whatever the views cost; elsewhere handed back. Past ``maxCentered`` views the
///   wishes sink to the fits' levels (50, 49) and below, where
///   the canvas around the stack takes part (`DirectStacks+Tiered.swift`).
/// - `fillProportionally` (UIKit's rule, leaves with intrinsic lengths `l` only): view `i`
///   wishes to be `l / T` of the stack at `999 − i`, `T` being `Σl` plus the spacing. At
///   `T` every wish holds with every view at its natural length; that is the natural
///   length. Elsewhere the spacing chain lets all but one wish hold: when every wish but
///   the last outranks every hugging and resistance of the views, the views before the
///   last get their shares and the last takes the rest (UIKit's documented bug), so the
///   cost is linear on each side of `T` (`.proportional`). Otherwise lower wishes and the
///   views' own priorities interleave (`.proportionalRigid`): the natural length is laid
///   out, and a length fixed whatever the views cost (`DirectStacks+Proportional.swift`);
///   any other hands the subtree back.
///
/// A stack laid out only at its natural length reports a stretch cost of zero and no
/// compression pieces: both are lower bounds of the true costs, so a parent or the solver
/// pass may only ever choose to move it (and hand the subtree back), never wrongly keep it.
extension DirectStacks {
    /// Stack configurations this layout reproduces exactly.
    static func handles(_ stack: StackConfiguration) -> Bool {
        guard !stack.arranged.isEmpty,
              !(stack.isBaselineRelativeArrangement && stack.axis == .vertical) else { return false }
        switch stack.distribution {
        case .fill, .fillEqually, .equalSpacing: break
        // FDStackView's pairwise ratios are not the proportional rule laid out here, nor
        // are UIKit's wishes relative to the canvas while the views sit inside the margins.
        case .fillProportionally:
            if stack.model == .fdstackview || stack.isLayoutMarginsRelativeArrangement { return false }
        case .equalCentering: break
        }
        switch stack.alignment {
        case .fill, .leading, .top, .center, .trailing, .bottom: return true
        // Across a horizontal stack the views line up by their baselines
        // (`DirectStacks+Baseline.swift`); a vertical one lays them out as leading and trailing.
        case .firstBaseline, .lastBaseline: return true
        }
    }

    /// How a member stack shares its length along its axis.
    enum Along {
        case fill, equally, spacing, centering
        /// `fillProportionally` laid out at any length.
        case proportional
        /// `fillProportionally` laid out at its natural length, or at a length fixed
        /// whatever its views cost; it reports no cost of moving it.
        case proportionalRigid
        /// `equalCentering` of more than ``maxCentered`` leaves, at a root
        /// (`DirectStacks+Tiered.swift`).
        case tiered
    }

    /// The most arranged views an `equalCentering` stack may have anywhere in a subtree:
    /// its lowest wish is then at 52, above every fit (51, 50, 49). Longer ones are taken
    /// at a root only (`.tiered`).
    static let maxCentered = 100

    /// The priority of the wish that the distance after arranged view `k` equals the first.
    static func centeringPriority(_ k: Int) -> Double { Double(max(1, 150 - k)) }

    /// The lowest of an equal-centering stack's centring wishes, nil with fewer than three
    /// visible views (no wish): the last gap's, `150 − i` where `i` is the arranged index
    /// (hidden views counted) of the second-to-last visible view.
    func lowestCenteringWish(_ arranged: [Int]) -> Double? {
        let visible = arranged.indices.filter { !tree.views[arranged[$0]].isHidden }
        return visible.count >= 3 ? Self.centeringPriority(visible[visible.count - 2]) : nil
    }

    /// The canvas fit of the equal family, `canvas.dim == 0 @49`: a point per point.
    static let canvasFit = StretchCost(priority: 49, amount: 1)

    /// How `stack` (its arranged views not yet gathered) shares its length, or nil when it
    /// is not laid out here. `fillProportionally` counts intrinsic lengths (a stack's is
    /// 0); it falls back to `fillEqually` when they add up to nothing, as `StackRules` does.
    func alongMode(_ stack: StackConfiguration) -> Along? {
        let axis = stack.axis
        switch stack.distribution {
        case .fill: return .fill
        case .fillEqually: return .equally
        case .equalSpacing: return .spacing
        case .equalCentering: return stack.arranged.count > Self.maxCentered ? .tiered : .centering
        case .fillProportionally:
            // Hidden views count only in UIKit's fallback rule, in the wishes' priorities
            // (`999 − i` by arranged index) and in the chain's constants.
            let arranged = stack.arranged
            let visible = arranged.indices.filter { !tree.views[arranged[$0]].isHidden }
            let hidden = arranged.count - visible.count
            // One view: the stack's length is the view's, as along `fill`.
            if arranged.count == 1 { return .fill }
            var total = 0.0
            var zero = 0
            var highest = -Double.infinity
            for i in visible {
                let a = arranged[i]
                let l = tree.views[a].stack == nil ? max(0, intrinsic[a][axis] ?? 0) : 0
                total += l
                if l == 0 { zero += 1 }
                let node = tree.views[a]
                // A required resistance is no cost but a bound: squeezed against it, the
                // solver breaks a wish instead, which the shares below do not model.
                highest = max(highest, node.hugging[axis], node.compressionResistance[axis])
            }
            if hidden == 0 ? total == 0 : total <= stack.spacing * Double(hidden) { return .equally }
            // A view with no length is held at 0 (required): not laid out here.
            guard zero == 0, total.isFinite, let firstVisible = visible.first, let lastVisible = visible.last else { return nil }
            if hidden > 0 {
                // The wishes' total counts every constant of the chain; laid out here only
                // when those outside the visible views add nothing, so it is the natural length.
                let constants = Self.chainConstants(stack) { tree.views[$0].isHidden }
                for k in constants.indices where (k < firstVisible || k >= lastVisible) && constants[k] != 0 { return nil }
                // One visible view: its required wish is the stack's length, as along `fill`.
                if visible.count == 1 { return .fill }
            }
            return Self.proportionalPriority(visible[visible.count - 2]) > highest ? .proportional : .proportionalRigid
        }
    }

    /// The priority of arranged view `i`'s proportional wish (two views or more).
    static func proportionalPriority(_ i: Int) -> Double { Double(max(1, 999 - i)) }

    /// Step 2a for a stack along its axis distributed other than `fill` / `fillEqually`:
    /// its natural length and what stretching it costs. `spacing` is the sum of its gaps.
    /// False for an equal-family stack shorter than nothing by content: its fit costs the
    /// absolute length, so the solver would stretch it to 0 for free.
    mutating func measureAlong(_ v: Int, spacing: Double) -> Bool {
        let first = childStart[v], end = visibleEnd[v]
        let n = end - first
        var total = 0.0
        for k in first..<end { total += natural[children[k]] }
        cheapest[v] = -1
        // Where compressing starts to cost (`longestGiveWay`): the cheapest view's level,
        // or a centring wish; every view of a proportional stack gives its share.
        giveLevel[v] = cheapestGiveLevel(v)
        if along[v] == .centering, let arranged = tree.views[v].stack?.arranged, let wish = lowestCenteringWish(arranged) {
            giveLevel[v] = min(giveLevel[v], wish)
        }
        switch along[v] {
        case .fill, .equally:
            return true  // measured in `layOutAxis`
        case .tiered:
            return measureTiered(v, axis: stackAxis[v])
        case .spacing where n == 1, .centering where n == 1:
            natural[v] = total
            cost[v] = cost[children[first]] + Self.canvasFit
            cheapest[v] = children[first]
        case .spacing:
            natural[v] = total + Double(n - 1) * largestGap(v)
            cost[v] = Self.canvasFit
        case .centering:
            natural[v] = Double(n - 1) * centreDistance(v)
                + (natural[children[first]] + natural[children[end - 1]]) / 2
            cost[v] = Self.canvasFit
        case .proportional:
            natural[v] = total + spacing
            cost[v] = proportionalSlope(v, spacing: spacing, stretching: true)
            giveLevel[v] = proportionalGiveLevel(v, spacing: spacing)
        case .proportionalRigid:
            natural[v] = total + spacing
            cost[v] = .zero
        }
        return natural[v] >= 0 || !isEqualFamily(v)
    }

    /// `equalSpacing` or `equalCentering`: the canvas fits along the axis at 49.
    func isEqualFamily(_ v: Int) -> Bool { along[v] == .spacing || along[v] == .centering || along[v] == .tiered }

    /// The largest gap of an `equalSpacing` stack: the least its common gap may be.
    func largestGap(_ v: Int) -> Double {
        var gap = -Double.infinity
        for k in childStart[v]..<(visibleEnd[v] - 1) { gap = max(gap, gapAfter[k]) }
        return gap
    }

    /// The least distance between neighbouring centres of an `equalCentering` stack with
    /// its views at their current lengths (`length`), or natural ones.
    func centreDistance(_ v: Int, current: Bool = false) -> Double {
        let lengths = current ? length : natural
        var distance = -Double.infinity
        for k in childStart[v]..<(visibleEnd[v] - 1) {
            distance = max(distance, gapAfter[k] + (lengths[children[k]] + lengths[children[k + 1]]) / 2)
        }
        return distance
    }

    /// What one more point (`stretching`) or one fewer costs a `.proportional` stack at or
    /// beyond its natural length on that side: each view before the last moves by its
    /// share `l / T`, the last by what is left, `(l + spacing) / T`, and the last wish
    /// errs by `|spacing| / T`. Every view is a leaf, so each moves at one slope.
    func proportionalSlope(_ v: Int, spacing: Double, stretching: Bool) -> StretchCost {
        let first = childStart[v], end = visibleEnd[v]
        let t = natural[v]
        var slope = StretchCost.zero
        for k in first..<end {
            let a = children[k]
            let share = k == end - 1 ? (natural[a] + spacing) / t : natural[a] / t
            // A view that moves the way the stack does pays that way's slope.
            let grows = (share >= 0) == stretching
            let leaf = grows ? cost[a] : compressionSlope(of: a)
            slope = slope + leaf.scaled(by: abs(share))
        }
        // Last: the views' slopes mostly share a level and add without a list of levels.
        return slope + StretchCost(priority: Self.proportionalPriority(arrangedIndex[children[end - 1]]), amount: abs(spacing) / t)
    }

    /// The highest level of `proportionalSlope(v, spacing:, stretching: false)`, without
    /// adding the slopes up: every amount in it is positive, so none cancels.
    func proportionalGiveLevel(_ v: Int, spacing: Double) -> Double {
        let first = childStart[v], end = visibleEnd[v]
        var level = spacing != 0 ? Self.proportionalPriority(arrangedIndex[children[end - 1]]) : -Double.infinity
        for k in first..<end {
            let a = children[k]
            let share = k == end - 1 ? natural[a] + spacing : natural[a]
            if share > 0 { level = max(level, compressionSlope(of: a).top) }
            if share < 0 { level = max(level, cost[a].top) }
        }
        return level
    }

    /// What one point of compression costs leaf `a` arranged along its stack's axis: its
    /// resistance, weighted by its tie weight.
    func compressionSlope(of a: Int) -> StretchCost {
        let parent = tree.views[a].parent ?? 0
        return StretchCost(priority: tree.views[a].compressionResistance[stackAxis[parent]],
                           amount: StackRules.tieWeight(at: arrangedIndex[a]))
    }

    /// Step 2b for a stack along its axis distributed other than `fill` / `fillEqually`:
    /// its views' lengths and positions at length `total`; false when that is not a length
    /// this layout reproduces (see the type's comment).
    /// `fixed`: `v`'s length is fixed whatever its views cost (`lengthIsFixed`).
    mutating func shareAlong(_ v: Int, total: Double, spacing: Double, axis: Axis, order: [Int], fixed: Bool) -> Bool {
        let first = childStart[v], end = visibleEnd[v]
        let n = end - first
        let extra = total - (natural[v] - marginSum(v, axis))
        let tolerance = 1e-9 * max(1, abs(total))
        for k in first..<end { length[children[k]] = natural[children[k]] }
        var gap = 0.0
        switch along[v] {
        case .fill, .equally:
            return false  // shared out in `layOutAxis`
        case .tiered:
            return shareTiered(v, total: total)
        case .spacing where n == 1, .centering where n == 1:
            if extra < -tolerance {
                guard shrink(v, by: -extra, axis: axis, order: order) else { return false }
            } else {
                length[children[first]] += extra
            }
        case .spacing:
            gap = largestGap(v)
            if extra < -tolerance {
                guard shrink(v, by: -extra, axis: axis, order: order) else { return false }
            } else {
                gap += extra / Double(n - 1)
            }
        case .centering:
            guard extra >= -tolerance else { return fixed && shareCentredSqueezed(v, total: total, axis: axis, order: order) }
            let distance = (total - (length[children[first]] + length[children[end - 1]]) / 2) / Double(n - 1)
            var centre = length[children[first]] / 2
            position[children[first]] = 0
            for k in (first + 1)..<end {
                centre += distance
                position[children[k]] = centre - length[children[k]] / 2
            }
            return true
        case .proportional:
            let t = natural[v]
            var used = spacing
            for k in first..<(end - 1) {
                let a = children[k]
                length[a] = natural[a] / t * total
                used += length[a]
            }
            length[children[end - 1]] = total - used
        case .proportionalRigid:
            if abs(extra) <= tolerance {
                length[children[end - 1]] += extra
            } else {
                guard fixed, shareProportionalAway(v, total: total, spacing: spacing) else { return false }
            }
        }
        var x = 0.0
        for k in first..<end {
            let a = children[k]
            position[a] = x
            if k + 1 < end { x = x + length[a] + (along[v] == .spacing ? gap : gapAfter[k]) }
        }
        return true
    }
}
