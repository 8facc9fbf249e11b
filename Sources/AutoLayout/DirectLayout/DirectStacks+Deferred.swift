/// Roots whose length constraints from outside mention: laid out once the solver has
/// everything outside the direct subtrees (`SolvePass`).
///
/// - A length the solver finds fixed by required equalities is given to `finish`: the
///   subtree is laid out at it, stretching or compressing as the solver would.
/// - Any other length is the subtree's natural one (`settle`) if the rest of the layout
///   gains less by moving it, either way, than moving it costs the subtree: the caller pins
///   it and compares the pin's marginal cost with `stretch` and `resistsCompression`.
extension DirectStacks {
    /// A root whose width, height or both wait for the solver.
    struct Deferred {
        var root: Int
        /// The subtree in pre-order.
        var order: [Int]
        var width: Bool
        var height: Bool
        /// The lowest compression resistance in the subtree: the least priority level at
        /// which squeezing it from its natural size costs anything.
        var minCompression: Double
        /// A stack the solver lays out arranges it (`DirectStacks+Nested.swift`).
        var nested = false
        func waits(for axis: Axis) -> Bool { axis == .horizontal ? width : height }
    }

    /// Whether `root`'s length along `axis` waits for the solver (it is then not pinned).
    func waits(_ root: Int, _ axis: Axis) -> Bool {
        deferred.contains { $0.root == root && $0.waits(for: axis) }
    }

    /// Lays out `root`'s subtree along `axis` with the root `length` long (a length the
    /// solver found fixed). False when the layout is not one this type reproduces exactly
    /// (the caller hands the subtree back to the solver).
    mutating func finish(_ root: Deferred, axis: Axis, length: Double) -> Bool {
        layOut(axis, root.root, root.order, rootLength: length)
    }

    /// Lays out `root`'s subtree along `axis` at its natural length, and returns that length
    /// with what one point more costs the subtree there; nil when it cannot be laid out
    /// exactly.
    mutating func settle(_ root: Deferred, axis: Axis) -> (length: Double, stretch: StretchCost)? {
        guard layOut(axis, root.root, root.order) else { return nil }
        return (natural[root.root], cost[root.root])
    }

    /// Whether making `root` one point shorter along `axis` than its natural length costs
    /// the subtree clearly more than `saving` (a cost vector, negative where the rest of the
    /// layout gains).
    ///
    /// The first point of compression costs some compression resistance at its own level,
    /// whatever else it saves lower down (every hugging, fit and suppression is below every
    /// resistance here): a saving only at lower levels than the least resistance in the
    /// subtree never outweighs it, and nothing needs computing. Otherwise the cost is
    /// worked out exactly, bottom-up.
    mutating func resistsCompression(_ root: Deferred, axis: Axis, against saving: StretchCost) -> Bool {
        // A tiered stack (`DirectStacks+Tiered.swift`) gives length back first by breaking
        // a held wish, at its cut or above.
        let least = isTiered(root.root, axis) ? min(root.minCompression, cut(of: root.root)) : root.minCompression
        if saving.terms.allSatisfy({ $0.priority < least }) { return true }
        guard layOutAxis(axis, root: root.root, order: root.order) else { return false }
        let first = compressionCostAtNatural(root.order, axis: axis)
        return first.isPositive && (first + saving).isPositive
    }

    /// What the first point of compression costs each view of a subtree (pre-order `order`)
    /// along the axis last laid out: the first piece of the lists `buildPieces` would build,
    /// without building the rest. Returns the root's.
    mutating func compressionCostAtNatural(_ order: [Int], axis: Axis) -> StretchCost {
        if compressionAtNatural.count < tree.views.count {
            compressionAtNatural = [StretchCost](repeating: .zero, count: tree.views.count)
        }
        for w in order.reversed() {
            let first = childStart[w], end = childEnd[w]
            let parent = tree.views[w].parent ?? 0
            let arranged = arrangedIndex[w] >= 0
            var own = StretchCost.zero
            if arranged && stackAxis[parent] != axis && cross[parent] != .fill {
                own = StretchCost(priority: 25, amount: -1)
            }
            var slope: StretchCost
            if end >= 0 && !yieldStamp.isEmpty && yieldStamp[w] == stamp {
                // Shorter than its longest view: its pieces are built (`yieldBelowLongest`).
                compressionAtNatural[w] = pieceSlope[pieceStart[w]]
                continue
            } else if end < 0 {
                let weight = arranged && stackAxis[parent] == axis ? StackRules.tieWeight(at: arrangedIndex[w]) : 1
                slope = isFollower(w, axis) ? .zero : StretchCost(priority: tree.views[w].compressionResistance[axis], amount: weight)
            } else if stackAxis[w] == axis && along[w] != .equally {
                // The cheapest view's first point (less the equal family's fit); a stack
                // only laid out at its natural length costs at least nothing. Only the
                // visible views move (`DirectStacks+Hidden.swift`).
                let end = visibleEnd[w]
                slope = compressionAtNatural[children[first]]
                for k in (first + 1)..<end where StretchCost.less(compressionAtNatural[children[k]], slope) {
                    slope = compressionAtNatural[children[k]]
                }
                switch along[w] {
                case .fill, .equally: break
                case .spacing: slope = slope + Self.canvasFit.negated
                case .centering where end - first == 1: slope = slope + Self.canvasFit.negated
                case .proportional:
                    var spacing = 0.0
                    for k in first..<(end - 1) { spacing += gapAfter[k] }
                    slope = proportionalSlope(w, spacing: spacing, stretching: false)
                case .centering, .proportionalRigid, .tiered: slope = .zero
                }
            } else if isBaselineRow(w, axis) {
                // Compressed only by the solver; squeezing a view costs at least nothing.
                slope = .zero
            } else {
                // Every view moves: the longest ones pay, the others give back their stretch
                // (or, across a non-fill alignment, stay); the fit saves.
                let end = takingPart(w, axis)
                let share = stackAxis[w] == axis ? Double(end - first) : 1
                let leftAlone = stackAxis[w] != axis && cross[w] != .fill
                var longest = -Double.infinity
                for k in first..<end { longest = max(longest, natural[children[k]]) }
                slope = leftAlone ? StretchCost(priority: childEnd[w] - first > 1 ? 51 : 49, amount: -1) : .zero
                for k in first..<end {
                    let a = children[k]
                    if natural[a] < longest {
                        if !leftAlone { slope = slope + cost[a].scaled(by: -1 / share) }
                    } else {
                        slope = slope + compressionAtNatural[a].scaled(by: 1 / share)
                    }
                }
            }
            compressionAtNatural[w] = slope + own
        }
        return compressionAtNatural[order[0]]
    }
}
