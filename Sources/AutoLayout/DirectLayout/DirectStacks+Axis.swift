extension DirectStacks {
    /// Step 2: one axis of one subtree (`order` is its pre-order).
    ///
    /// 2a. Bottom-up, each view's natural length and stretch cost:
    ///     - a leaf: its intrinsic length; stretching costs its hugging priority, weighted by
    ///       its tie weight when the axis is its stack's (`StackRules.tieWeight(at:)`);
    ///     - a stack along its axis: `fill` sums its views and spacing, and the cheapest view
    ///       takes any extra; `fillEqually` makes every view as long as the longest, and
    ///       extra is shared equally, so its cost is the mean of theirs;
    ///     - a stack across its axis: the longest view; `fill` alignment stretches every
    ///       view with it (the costs add), other alignments stretch only the spanner, which
    ///       costs its fit (51), or with one view the canvas fit (49).
    /// 2b. Top-down, from the root at `rootLength` (its natural length when nil): each stack
    ///     gives its views their lengths and positions — a spacing chain from 0 along the
    ///     axis, 0, centred or at the far side across it — mirrored in right-to-left for
    ///     horizontal positions. Along a `fill` stack longer than its natural length the
    ///     cheapest view takes the extra; shorter, the missing length is taken where
    ///     compressing costs least (`shrink`). Across a non-fill alignment a view longer than
    ///     the stack is compressed to it.
    /// 2c. Lengths the model does not cover hand the subtree back (`coversLengths`).
    mutating func layOutAxis(_ axis: Axis, root: Int, order: [Int], rootLength: Double? = nil) -> Bool {
        stamp += 1  // compression costs of an earlier axis or subtree are stale
        pieceSlope.removeAll(keepingCapacity: true)
        pieceLength.removeAll(keepingCapacity: true)
        // 2a.
        for v in order.reversed() {
            let first = childStart[v], end = childEnd[v]
            guard end >= 0 else {
                natural[v] = intrinsic[v][axis] ?? 0
                let parent = tree.views[v].parent ?? 0
                let weight = stackAxis[parent] == axis ? StackRules.tieWeight(at: arrangedIndex[v]) : 1
                cost[v] = isFollower(v, axis) ? .zero : StretchCost(priority: tree.views[v].hugging[axis], amount: weight)
                giveLevel[v] = tree.views[v].compressionResistance[axis]
                continue
            }
            if stackAxis[v] == axis {
                // Along the axis only the visible views take part (`DirectStacks+Hidden.swift`).
                let end = visibleEnd[v]
                let count = Double(end - first)
                var spacing = 0.0
                for k in first..<(end - 1) { spacing += gapAfter[k] }
                if along[v] != .fill && along[v] != .equally {
                    guard measureAlong(v, spacing: spacing) else { return false }
                } else if along[v] == .equally {
                    var longest = 0.0
                    var sum = StretchCost.zero
                    for k in first..<end {
                        longest = max(longest, natural[children[k]])
                        sum = sum + cost[children[k]]
                    }
                    // Views all shorter than nothing: the solver keeps them negative.
                    guard !Self.allNegative(natural, children[first..<end]) else { return false }
                    natural[v] = count * longest + spacing
                    cost[v] = sum.scaled(by: 1 / count)
                    guard longestGiveWay(v, longest, axis) else { return false }
                } else {
                    var total = 0.0
                    var best = children[first]
                    for k in first..<end {
                        let a = children[k]
                        total += natural[a]
                        if a != best, StretchCost.compare(cost[a], cost[best]) == .less { best = a }
                    }
                    // Unique only if every other view is clearly dearer.
                    var tie = false
                    for k in first..<end where children[k] != best {
                        if StretchCost.compare(cost[children[k]], cost[best]) != .greater { tie = true }
                    }
                    natural[v] = total + spacing
                    cost[v] = cost[best]
                    cheapest[v] = tie ? -1 : best
                    giveLevel[v] = cheapestGiveLevel(v)
                }
            } else if isBaselineRow(v, axis) {
                guard measureBaselineRow(v) else { return false }
            } else {
                let part = takingPart(v, axis)
                var longest = 0.0
                for k in first..<part { longest = max(longest, natural[children[k]]) }
                // Views all shorter than nothing (a negative spacing inside them): the solver
                // makes the stack that short too, where this layout would stop at 0.
                guard !Self.allNegative(natural, children[first..<part]) else { return false }
                natural[v] = longest
                // Across a fill alignment every view moves with the stack; across another,
                // the stack is as long as its longest visible views, which give way only to
                // a fit: the spanner's with two arranged views or more, hidden ones included.
                if !longestGiveWay(v, longest, axis) && cross[v] == .fill {
                    guard yieldBelowLongest(v, longest, axis: axis, order: order) else { return false }
                } else if cross[v] == .fill {
                    var sum = StretchCost.zero
                    var follows = false
                    for k in first..<part {
                        sum = sum + cost[children[k]]
                        follows = follows || isFollower(children[k], axis)
                    }
                    // Leaves that follow the stack's length at no cost, and nothing else to
                    // set it: any length is as good, a tie the solver breaks by its order.
                    guard !follows || sum.isPositive else { return false }
                    cost[v] = sum
                } else {
                    cost[v] = StretchCost(priority: end - first > 1 ? 51 : 49, amount: 1)
                }
            }
            natural[v] += marginSum(v, axis)
        }

        // 2b.
        baselineRows.removeAll(keepingCapacity: true)
        length[root] = rootLength ?? natural[root]
        position[root] = 0
        let mirrored = axis == .horizontal && tree.direction == .rtl
        for v in order {
            let first = childStart[v], end = childEnd[v]
            guard end >= 0 else { continue }
            // Inside the margins when the arrangement is margins-relative.
            let total = length[v] - marginSum(v, axis)
            let visible = visibleEnd[v]
            if stackAxis[v] == axis && along[v] != .fill && along[v] != .equally {
                var spacing = 0.0
                for k in first..<(visible - 1) { spacing += gapAfter[k] }
                guard shareAlong(v, total: total, spacing: spacing, axis: axis, order: order,
                                 fixed: lengthIsFixed(v, axis: axis, root: root, rootLength: rootLength)) else { return false }
                placeHidden(v)
            } else if stackAxis[v] == axis {
                let end = visible
                if along[v] == .equally {
                    var spacing = 0.0
                    for k in first..<(end - 1) { spacing += gapAfter[k] }
                    let share = (total - spacing) / Double(end - first)
                    for k in first..<end { length[children[k]] = share }
                } else if let shared = shareBesideText(v, total: total, root: root, rootLength: rootLength) {
                    guard shared else { return false }
                } else {
                    let extra = length[v] - natural[v]
                    for k in first..<end { length[children[k]] = natural[children[k]] }
                    if extra < -1e-9 * max(1, abs(total)) {
                        guard shrink(v, by: -extra, axis: axis, order: order) else { return false }
                    } else if extra != 0 {
                        // Rounding can leave a hair below the natural length; it goes where
                        // extra length would.
                        guard cheapest[v] >= 0 else { return false }
                        length[cheapest[v]] += extra
                    }
                }
                var x = 0.0
                for k in first..<end {
                    let a = children[k]
                    position[a] = x
                    if k + 1 < end { x = x + length[a] + gapAfter[k] }
                }
                placeHidden(v)
            } else if isBaselineRow(v, axis) {
                guard placeBaselineRow(v, total: total) else { return false }
                baselineRows.append(v)
            } else {
                let alignment = cross[v]
                for k in first..<end {
                    let a = children[k]
                    // The spanner bounds the visible views only; a hidden one keeps its length.
                    length[a] = alignment == .fill ? total : k >= visible ? natural[a] : min(natural[a], total)
                    switch alignment {
                    case .fill, .min: position[a] = 0
                    case .max: position[a] = total - length[a]
                    case .center: position[a] = (total - length[a]) / 2
                    case .firstBaseline, .lastBaseline: break  // across a horizontal stack only
                    }
                }
            }
            let lead = marginLead(v, axis)
            if lead != 0 {
                for k in first..<end { position[children[k]] += lead }
            }
            if mirrored {
                for k in first..<end {
                    let a = children[k]
                    position[a] = length[v] - position[a] - length[a]
                }
            }
        }
        return baselinesHold() && coversLengths(axis, order)
    }

    /// Whether the views of stack `v` that are `longest` long hold the stack there when its
    /// other views would have to stretch to it: the solver squeezes them instead when that
    /// is cheaper — compressing them costs at least something at `giveLevel` (their
    /// resistance, or an equal-centring wish, which may sit below the others' hugging),
    /// stretching the others at most at their stretch costs' highest level (which a
    /// proportional stack's last wish may lift above the resistance). Sets `giveLevel[v]`.
    mutating func longestGiveWay(_ v: Int, _ longest: Double, _ axis: Axis) -> Bool {
        var give = -Double.infinity, stretch = -Double.infinity
        for k in childStart[v]..<takingPart(v, axis) {
            let a = children[k]
            if natural[a] < longest { stretch = max(stretch, cost[a].top) } else { give = max(give, giveLevel[a]) }
        }
        giveLevel[v] = give
        return stretch < give
    }

    /// The lowest level at which compressing the cheapest of stack `v`'s views costs.
    func cheapestGiveLevel(_ v: Int) -> Double {
        var level = Double.infinity
        for k in childStart[v]..<visibleEnd[v] { level = min(level, giveLevel[children[k]]) }
        return level
    }

    /// Step 2c: the model holds for these lengths. Two kinds of cost are not linear in a
    /// view's length the way the passes above take them:
    /// - a required compression resistance (1000) is a bound, not a cost: a leaf forced
    ///   below it is a conflict the solver reports, so the solver must see it; so is a
    ///   required hugging (a length the user fixes) for a leaf stretched past it;
    /// - the fits (spanner 51, canvas 49) and the ambiguity suppression (25) cost the
    ///   *absolute* length of a stack with a non-fill alignment and of its views across
    ///   it, and of an equal-spacing or equal-centering stack along its axis; the passes take them as the length itself, exact only when it is not negative
    ///   (and a lower bound of the true cost otherwise, so where every such length is
    ///   ≥ 0 the optimum found is the true one).
    func coversLengths(_ axis: Axis, _ order: [Int]) -> Bool {
        for v in order {
            let first = childStart[v], end = childEnd[v]
            guard end >= 0 else {
                let c = intrinsic[v][axis] ?? 0
                if length[v] < c - 1e-9 * max(1, c) && tree.views[v].compressionResistance[axis] >= 1000 {
                    return false
                }
                if length[v] > c + 1e-9 * max(1, c) && isFixed(v, axis) { return false }
                continue
            }
            // The equal family's canvas fit (49) costs the absolute length as well.
            let inner = length[v] - marginSum(v, axis)
            if stackAxis[v] == axis && isEqualFamily(v) && inner < 0 { return false }
            guard stackAxis[v] != axis, cross[v] != .fill else { continue }
            if inner < 0 { return false }
            for k in first..<end where length[children[k]] < 0 { return false }
        }
        return true
    }

    enum Cross { case fill, min, max, center, firstBaseline, lastBaseline }

    /// The alignment as it acts across the axis (`StackRules.crossAlignment`): baselines
    /// across a horizontal stack, leading and trailing across a vertical one.
    static func crossAlignment(_ stack: StackConfiguration) -> Cross {
        switch stack.alignment {
        case .fill: .fill
        case .leading, .top: .min
        case .trailing, .bottom: .max
        case .center: .center
        case .firstBaseline: stack.axis == .horizontal ? .firstBaseline : .min
        case .lastBaseline: stack.axis == .horizontal ? .lastBaseline : .max
        }
    }

    /// True when `views` is not empty and every one's length in `lengths` is below 0.
    static func allNegative(_ lengths: [Double], _ views: ArraySlice<Int>) -> Bool {
        !views.isEmpty && views.allSatisfy { lengths[$0] < 0 }
    }
}
