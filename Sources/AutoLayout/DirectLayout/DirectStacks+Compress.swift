/// Making a `fill` stack shorter than its natural length: which views give the length back.
///
/// Each view's cost of compression is a list of *pieces*, in the order compressing reaches
/// them: over the next `pieceLength` points below where the previous piece ended, each
/// point costs `pieceSlope` (a vector over priority levels). The slopes rise from piece to
/// piece (the costs are convex) and the last piece never ends. A leaf has one piece: its
/// compression resistance, weighted by its tie weight along its stack's axis. A stack's
/// pieces come from its views':
/// - along a `fill` stack, the views' pieces merged cheapest first (the solver takes the
///   cheapest point wherever it is), up to the first piece that never ends; along an
///   `equalSpacing` stack the same, its canvas fit (49) saving a point per point;
/// - along a `fillProportionally` stack whose wishes outrank its views, one piece: each
///   view gives its share (`proportionalSlope`); stacks laid out only at their natural
///   length (`equalCentering`, other proportional ones) have no pieces: compressing them
///   is left to the solver;
/// - across a fill alignment, or along `fillEqually`, every view moves with the stack: a
///   view longer than its natural length gives back its stretch (a saving), a shorter one
///   pays its own pieces, and the stack's piece changes wherever one of those does;
/// - across another alignment, views shorter than the stack stay as they are, longer ones
///   are compressed to its length, and the fit (51, or 49 with one view) saves a point per
///   point.
/// A view arranged across a non-fill alignment also saves its ambiguity suppression (25).
///
/// Lists are built only for the views of a stack that must shrink (and what they need
/// below them), once per axis pass.
extension DirectStacks {
    /// Takes `deficit` points from the views of fill stack `v` (their lengths start at their
    /// natural ones): each point from the cheapest piece left. False when the views' pieces
    /// cannot be told apart where the cut falls — the solver would choose by its own order
    /// — or a view's costs are not ones the model covers. With `decidedAbove`, the pieces
    /// must be told apart by their levels above it (costs of the stack's own there, such as
    /// centring wishes, would otherwise weigh in first).
    mutating func shrink(_ v: Int, by deficit: Double, axis: Axis, order: [Int],
                         decidedAbove level: Double = -.infinity) -> Bool {
        makeCompressionScratch(order)
        let first = childStart[v], end = visibleEnd[v]
        for k in first..<end {
            guard buildCompression(children[k], axis: axis, order: order) else { return false }
        }
        for k in first..<end {
            let a = children[k]
            cursor[a] = pieceStart[a]
            used[a] = 0
            taken[a] = 0
        }
        var remaining = deficit
        let tolerance = 1e-12 * max(1, deficit)
        while remaining > tolerance {
            var best = -1
            for k in first..<end {
                let a = children[k]
                if best < 0 || StretchCost.less(pieceSlope[cursor[a]], pieceSlope[cursor[best]]) { best = a }
            }
            let room = pieceLength[cursor[best]] - used[best]
            let step = min(room, remaining)
            taken[best] += step
            remaining -= step
            if step == room {
                cursor[best] += 1
                used[best] = 0
            } else {
                used[best] += step
            }
        }
        // Unique only if moving any amount from one view to another costs clearly more: the
        // next point of every view dearer than the last point taken from any other.
        for k in first..<end where taken[children[k]] > 0 {
            let j = children[k]
            let last = pieceSlope[used[j] > 0 ? cursor[j] : cursor[j] - 1].above(level)
            for i in first..<end where children[i] != j {
                let next = pieceSlope[cursor[children[i]]].above(level)
                guard StretchCost.compare(next, last) == .greater else { return false }
            }
        }
        for k in first..<end { length[children[k]] -= taken[children[k]] }
        return true
    }

    /// Stack `v` across its axis with a fill alignment, whose longest views (`longest`)
    /// might give length back more cheaply than its other views stretch to them (see
    /// `longestGiveWay`): its natural length is where compressing it from `longest` stops
    /// saving — the first piece of its cost of compression, built from the views' pieces,
    /// that is clearly positive; stretching it from there costs what the last piece above
    /// saved. False when that point is not clear (a piece too close to zero to call, the
    /// solver's choice would be its own) or a view's pieces cannot be built.
    mutating func yieldBelowLongest(_ v: Int, _ longest: Double, axis: Axis, order: [Int]) -> Bool {
        makeCompressionScratch(order)
        yieldStamp[v] = stamp
        guard buildCompression(v, axis: axis, order: order) else { return false }
        let start = pieceStart[v]
        natural[v] = longest - yieldLength[v]  // the margins are added by the caller
        giveLevel[v] = pieceSlope[start].top
        if yieldLength[v] > 0 {
            cost[v] = pieceSlope[start - 1].negated
        } else {
            var sum = StretchCost.zero
            for k in childStart[v]..<takingPart(v, axis) { sum = sum + cost[children[k]] }
            cost[v] = sum
        }
        return true
    }

    /// Makes the per-view arrays on first use, and the subtree's pre-order positions once
    /// per pass.
    mutating func makeCompressionScratch(_ order: [Int]) {
        let n = tree.views.count
        if pieceStamp.count < n {
            pieceStart = [Int](repeating: 0, count: n)
            pieceEnd = [Int](repeating: 0, count: n)
            pieceStamp = [Int](repeating: -1, count: n)
            preorder = [Int](repeating: 0, count: n)
            subtreeEnd = [Int](repeating: 0, count: n)
            cursor = [Int](repeating: 0, count: n)
            yieldStamp = [Int](repeating: -1, count: n)
            yieldLength = [Double](repeating: 0, count: n)
            used = [Double](repeating: 0, count: n)
            taken = [Double](repeating: 0, count: n)
            breakAt = [Double](repeating: 0, count: n)
        }
        guard orderStamp != stamp else { return }
        orderStamp = stamp
        for (p, v) in order.enumerated() { preorder[v] = p }
        for v in order.reversed() {
            let end = childEnd[v]
            subtreeEnd[v] = end >= 0 ? subtreeEnd[children[end - 1]] : preorder[v] + 1
        }
    }

    /// Builds the pieces of `u` and of every view below it that has none yet in this pass
    /// (children before parents: the subtree's pre-order, reversed). False when `u`'s list
    /// cannot be built exactly.
    mutating func buildCompression(_ u: Int, axis: Axis, order: [Int]) -> Bool {
        if pieceStamp[u] != stamp {
            for p in (preorder[u]..<subtreeEnd[u]).reversed() where pieceStamp[order[p]] != stamp {
                buildPieces(order[p], axis: axis)
            }
        }
        return pieceEnd[u] >= 0
    }

    /// The pieces of one view whose children's pieces are built; `pieceEnd[w]` is -1 when
    /// they are not valid (a child's are not, or a slope is not clearly positive, so the
    /// natural length would not be where the view costs least).
    private mutating func buildPieces(_ w: Int, axis: Axis) {
        pieceStamp[w] = stamp
        let first = childStart[w], end = childEnd[w]
        pieceStart[w] = pieceSlope.count
        pieceEnd[w] = -1
        if end >= 0 {
            for k in first..<end where pieceEnd[children[k]] < 0 { return }
        }
        let parent = tree.views[w].parent ?? 0
        let arranged = arrangedIndex[w] >= 0
        var own = StretchCost.zero
        // Compressing a view arranged across a non-fill alignment saves its suppression.
        if arranged && stackAxis[parent] != axis && cross[parent] != .fill {
            own = StretchCost(priority: 25, amount: -1)
        }
        if end < 0 {
            // A follower gives way at no cost, even below 0: compressions that reach it
            // are the solver's (`DirectStacks+FixedLength.swift`).
            if isFollower(w, axis) { return }
            let weight = arranged && stackAxis[parent] == axis ? StackRules.tieWeight(at: arrangedIndex[w]) : 1
            let resistance = tree.views[w].compressionResistance[axis]
            append(StretchCost(priority: resistance, amount: weight) + own, .infinity)
        } else if isBaselineRow(w, axis) {
            return  // compressed only by the solver (`DirectStacks+Baseline.swift`)
        } else if stackAxis[w] == axis && along[w] != .equally {
            let single = visibleEnd[w] - first == 1
            switch along[w] {
            case .fill: mergePieces(of: w, own: own)
            // The equal family's canvas fit saves a point per point.
            case .spacing: mergePieces(of: w, own: own + Self.canvasFit.negated)
            case .centering where single: mergePieces(of: w, own: own + Self.canvasFit.negated)
            case .proportional:
                var spacing = 0.0
                for k in first..<(end - 1) { spacing += gapAfter[k] }
                append(proportionalSlope(w, spacing: spacing, stretching: false) + own, .infinity)
            // Compressed only by the solver (`DirectStacks+Distribution.swift`).
            case .centering, .proportionalRigid, .tiered, .equally: return
            }
        } else {
            sweepPieces(of: w, axis: axis, own: own)
            // A stack shorter than its longest view by content starts where its cost stops
            // falling (`yieldBelowLongest`).
            if yieldStamp[w] == stamp {
                var dropped = 0.0
                while pieceStart[w] < pieceSlope.count - 1,
                      StretchCost.compare(pieceSlope[pieceStart[w]], .zero) == .less {
                    dropped += pieceLength[pieceStart[w]]
                    pieceStart[w] += 1
                }
                yieldLength[w] = dropped
            }
        }
        for j in pieceStart[w]..<pieceSlope.count where !pieceSlope[j].isPositive { return }
        pieceEnd[w] = pieceSlope.count
    }

    private mutating func append(_ slope: StretchCost, _ length: Double) {
        pieceSlope.append(slope)
        pieceLength.append(length)
    }

    /// Along a `fill` stack: the views' pieces, cheapest first, until one never ends.
    private mutating func mergePieces(of w: Int, own: StretchCost) {
        let first = childStart[w], end = visibleEnd[w]
        for k in first..<end { cursor[children[k]] = pieceStart[children[k]] }
        while true {
            var best = -1
            for k in first..<end {
                let a = children[k]
                if best < 0 || StretchCost.less(pieceSlope[cursor[a]], pieceSlope[cursor[best]]) { best = a }
            }
            let j = cursor[best]
            append(pieceSlope[j] + own, pieceLength[j])
            if pieceLength[j] == .infinity { return }
            cursor[best] += 1
        }
    }

    /// Across a stack, or along `fillEqually`: every view moves with the stack's length
    /// (a share of it for `fillEqually`); sweeps the views' length `x` down from the longest
    /// natural length, one piece between consecutive points where any view's cost changes.
    private mutating func sweepPieces(of w: Int, axis: Axis, own: StretchCost) {
        let first = childStart[w], end = takingPart(w, axis)
        let alongEqually = stackAxis[w] == axis  // and so `fillEqually`: `fill` merges
        let count = Double(end - first)
        let share = alongEqually ? count : 1  // stack points per point of every view
        // Views shorter than the stack: stretched by it (fill, fillEqually), or left alone.
        let leftAlone = !alongEqually && cross[w] != .fill
        var x = -Double.infinity
        for k in first..<end { x = max(x, natural[children[k]]) }
        // `breakAt[a]`: where view `a`'s current contribution ends; `cursor[a]` is its
        // current piece, or -1 while it is longer than its natural length.
        for k in first..<end {
            let a = children[k]
            if natural[a] < x {
                cursor[a] = -1
                breakAt[a] = natural[a]
            } else {
                cursor[a] = pieceStart[a]
                breakAt[a] = x - pieceLength[pieceStart[a]]
            }
        }
        var fit = StretchCost.zero
        if leftAlone { fit = StretchCost(priority: childEnd[w] - first > 1 ? 51 : 49, amount: -1) }
        while true {
            var next = -Double.infinity
            for k in first..<end { next = max(next, breakAt[children[k]]) }
            if next < x {
                var slope = fit + own
                for k in first..<end {
                    let a = children[k]
                    if cursor[a] >= 0 {
                        slope = slope + pieceSlope[cursor[a]].scaled(by: 1 / share)
                    } else if !leftAlone {
                        slope = slope + cost[a].scaled(by: -1 / share)
                    }
                }
                append(slope, next == -.infinity ? .infinity : (x - next) * share)
                if next == -.infinity { return }
            }
            x = next
            for k in first..<end where breakAt[children[k]] == next {
                let a = children[k]
                cursor[a] = cursor[a] < 0 ? pieceStart[a] : cursor[a] + 1
                breakAt[a] = x - pieceLength[cursor[a]]
            }
        }
    }
}
