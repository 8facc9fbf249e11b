extension DirectStacks {
    /// Step 2: one axis of one subtree (`order` is its pre-order).
    ///
    /// 2a. Bottom-up, each view's natural length and stretch cost:
    ///     - a leaf: its intrinsic length; stretching costs its hugging priority, weighted by
    ///       its tie weight when the axis is its stack's (the engine's `1 + i·10⁻⁶`);
    ///     - a stack along its axis: `fill` sums its views and spacing, and the cheapest view
    ///       takes any extra; `fillEqually` makes every view as long as the longest, and
    ///       extra is shared equally, so its cost is the mean of theirs;
    ///     - a stack across its axis: the longest view; `fill` alignment stretches every
    ///       view with it (the costs add), other alignments stretch only the spanner, which
    ///       costs its fit (51), or with one view the canvas fit (49).
    /// 2b. Top-down, from the root at its natural length: each stack gives its views their
    ///     lengths and positions — a spacing chain from 0 along the axis, 0, centred or at the
    ///     far side across it — mirrored in right-to-left for horizontal positions.
    mutating func layOutAxis(_ axis: Axis, root: Int, order: [Int]) -> Bool {
        // 2a.
        for v in order.reversed() {
            let view = tree.views[v]
            guard let stack = view.stack else {
                natural[v] = intrinsic[v][axis] ?? 0
                let parentAxis = view.parent.flatMap { tree.views[$0].stack?.axis }
                let weight = parentAxis == axis ? 1 + Double(arrangedIndex[v]) * 1e-6 : 1
                cost[v] = StretchCost(priority: view.hugging[axis], amount: weight)
                continue
            }
            let arranged = stack.arranged
            if stack.axis == axis {
                let spacing = totalSpacing(stack)
                switch stack.distribution {
                case .fillEqually:
                    var longest = 0.0
                    var sum = StretchCost.zero
                    for a in arranged {
                        longest = max(longest, natural[a])
                        sum = sum + cost[a]
                    }
                    natural[v] = Double(arranged.count) * longest + spacing
                    cost[v] = sum.scaled(by: 1 / Double(arranged.count))
                default:
                    var total = 0.0
                    var best = arranged[0]
                    for a in arranged {
                        total += natural[a]
                        if a != best, StretchCost.compare(cost[a], cost[best]) == .less { best = a }
                    }
                    // Unique only if every other view is clearly dearer.
                    var tie = false
                    for a in arranged where a != best && StretchCost.compare(cost[a], cost[best]) != .greater {
                        tie = true
                    }
                    natural[v] = total + spacing
                    cost[v] = cost[best]
                    cheapest[v] = tie ? -1 : best
                }
            } else {
                var longest = 0.0
                for a in arranged { longest = max(longest, natural[a]) }
                natural[v] = longest
                if stack.alignment == .fill {
                    var sum = StretchCost.zero
                    for a in arranged { sum = sum + cost[a] }
                    cost[v] = sum
                } else {
                    cost[v] = StretchCost(priority: arranged.count > 1 ? 51 : 49, amount: 1)
                }
            }
        }

        // 2b.
        length[root] = natural[root]
        position[root] = 0
        let mirrored = axis == .horizontal && tree.direction == .rtl
        for v in order {
            guard let stack = tree.views[v].stack else { continue }
            let arranged = stack.arranged
            let total = length[v]
            if stack.axis == axis {
                if stack.distribution == .fillEqually {
                    let share = (total - totalSpacing(stack)) / Double(arranged.count)
                    for a in arranged { length[a] = share }
                } else {
                    let extra = total - natural[v]
                    if extra != 0 {
                        // Rounding can leave a hair either way; anything more is not ours.
                        guard cheapest[v] >= 0, extra > -1e-9 * max(1, abs(total)) else { return false }
                    }
                    for a in arranged { length[a] = natural[a] }
                    if extra != 0 { length[cheapest[v]] += extra }
                }
                var x = 0.0
                for (k, a) in arranged.enumerated() {
                    position[a] = x
                    if k + 1 < arranged.count { x = x + length[a] + spacing(stack, after: k) }
                }
            } else {
                let alignment = crossAlignment(stack)
                for a in arranged {
                    length[a] = alignment == .fill ? total : natural[a]
                    switch alignment {
                    case .fill, .min: position[a] = 0
                    case .max: position[a] = total - length[a]
                    case .center: position[a] = (total - length[a]) / 2
                    }
                }
            }
            if mirrored {
                for a in arranged { position[a] = total - position[a] - length[a] }
            }
        }
        return true
    }

    enum Cross { case fill, min, max, center }

    /// The alignment as it acts across the axis (`StackRules.crossAlignment`, for the
    /// alignments `handles` accepts).
    func crossAlignment(_ stack: StackConfiguration) -> Cross {
        switch stack.alignment {
        case .fill: .fill
        case .leading, .top, .firstBaseline: .min
        case .trailing, .bottom, .lastBaseline: .max
        case .center: .center
        }
    }

    /// UIKit's gap after arranged view `k` (no view here is hidden, so no halving).
    func spacing(_ stack: StackConfiguration, after k: Int) -> Double {
        stack.customSpacing.isEmpty ? stack.spacing : stack.customSpacing[stack.arranged[k]] ?? stack.spacing
    }

    func totalSpacing(_ stack: StackConfiguration) -> Double {
        var sum = 0.0
        for k in 0..<(stack.arranged.count - 1) { sum += spacing(stack, after: k) }
        return sum
    }
}
