extension DirectStacks {
    /// Lays out the subtree of `root` here when it can be done exactly, and records it as a
    /// root; false when it is left to the solver.
    ///
    /// A root may be a stack another stack arranges, when that stack cannot be laid out
    /// here (a squeezed baseline row, say, or one a user constraint reaches into). The
    /// solver then lays out the stack arranging it, and the arranging stack's constraints
    /// name the root by its edges, centres and lengths only — never by a view inside it
    /// (`nestedCandidates`) — so the root meets the rest of the layout through its own
    /// variables, exactly as a stack nobody arranges does: its subtree's optimum is its own
    /// at the lengths the solver settles (`DirectStacks+Deferred.swift`). Both of its
    /// lengths wait for the solver, and inside the subtree nothing arranges it: the
    /// arranging stack's wishes about it (an ambiguity suppression across a non-fill
    /// alignment, a tie weight) are the solver's constraints, not the subtree's costs.
    mutating func take(_ root: Int, mentions: [Mention]) -> Bool {
        let m = mentions[root]
        guard !m.unhandled else { return false }
        let index = arrangedIndex[root], nested = index >= 0
        arrangedIndex[root] = -1
        // A length constraints from outside may care about waits for the solver.
        let wait = (width: nested || !m.horizontal.lengthIsFree, height: nested || !m.vertical.lengthIsFree)
        guard let (order, minCompression) = gather(root, mentions: mentions) else {
            arrangedIndex[root] = index
            return false
        }
        guard wait.width || layOutFree(.horizontal, root, order),
              wait.height || layOutFree(.vertical, root, order) else {
            arrangedIndex[root] = index
            for v in order { visited[v] = false }
            return false
        }
        roots.append(root)
        for v in order { member[v] = root }
        if wait.width || wait.height {
            deferred.append(Deferred(root: root, order: order, width: wait.width, height: wait.height,
                                     minCompression: minCompression, nested: nested))
        } else if m.horizontal.sized || m.vertical.sized {
            linked.append(root)
        }
        return true
    }

    /// The stacks `parent` arranges that may be roots while the solver lays `parent` out:
    /// visible ones, in order, unless `parent` lines its views up by their baselines or
    /// spaces them between baselines — those constraints name the view a stack forwards its
    /// baseline to, inside it, which only the solver has — or overlaps them (a negative
    /// spacing). Such a row can be loose until its text is measured at the width laid out
    /// (a random tree, seed 1484824655: a free row with spacing −2 and a squeezed column of
    /// text, both loose on the first pass): the solver's pick among equally good layouts
    /// follows its symbol order, which taking a root out changes, and the pick decides the
    /// widths the text is measured at next — the same final frames, one pass more. Such
    /// rows stay whole with the solver.
    func nestedCandidates(of parent: Int) -> [Int] {
        guard let stack = tree.views[parent].stack, stack.alignment != .firstBaseline,
              stack.alignment != .lastBaseline, !stack.isBaselineRelativeArrangement,
              stack.spacing >= 0, stack.customSpacing.values.allSatisfy({ $0 >= 0 }) else { return [] }
        return stack.arranged.filter { a in
            a > 0 && a < tree.views.count && tree.views[a].parent == parent && tree.views[a].stack != nil
                && !tree.views[a].isHidden && !visited[a]
        }
    }

    /// What a nested root's length along `axis` costs its subtree on either side of its
    /// natural length, for the solver to weigh against the rest of the layout: nil unless
    /// both sides are plain costs — every amount positive, every level below required.
    ///
    /// The arranging stack's rules often make such a length differ from the natural one
    /// (a row stretched to the widest of its column's rows), which a pin at the natural
    /// length (`settle`) would contradict. Instead the solver gets the subtree's cost as
    /// constraints an intrinsic size would give: `length <= natural` at the levels and
    /// amounts stretching costs, `length >= natural` at those of the first point of
    /// compression. Beyond the natural length the subtree's cost is that linear function
    /// (`StretchCost`); below it, the true cost is at least the first piece's, so a length
    /// the solver puts at or above the natural one is the subtree's optimum too, and one
    /// below it is handed back (`SolvePass`).
    mutating func proxy(_ root: Deferred, axis: Axis) -> (length: Double, stretch: StretchCost, compress: StretchCost)? {
        guard !isTiered(root.root, axis), let (length, stretch) = settle(root, axis: axis) else { return nil }
        let compress = compressionCostAtNatural(root.order, axis: axis)
        let plain = { (c: StretchCost) in
            !c.terms.isEmpty && c.terms.allSatisfy { $0.amount > 0 && $0.amount.isFinite && $0.priority < 1000 }
        }
        guard plain(stretch), plain(compress) else { return nil }
        return (length, stretch, compress)
    }
}
