extension DirectStacks {
    /// How the user's constraints mention one view.
    struct Mention {
        /// By a baseline: a stack forwards it to a view inside, which only the solver handles.
        var unhandled = false
        var horizontal = AxisMention()
        var vertical = AxisMention()

        /// Not mentioned at all (what a view inside a direct subtree must be).
        var isNone: Bool { !unhandled && !horizontal.any && !vertical.any }

        subscript(axis: Axis) -> AxisMention {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }

    /// How the user's constraints mention a view along one axis: its position `p` (the
    /// minimum edge) and its length `l`.
    struct AxisMention {
        /// Mentioned at all along this axis.
        var any = false
        /// `l` takes part somewhere: an attribute other than the minimum edge (top, left,
        /// leading in left-to-right, or their margin forms) — a size, a far edge, a centre.
        var sized = false
        /// Constraints that mention the view along this axis.
        var count = 0
        /// The last of them names the view once, by an attribute with `p` in it.
        var positional = false

        /// Nothing outside can care about `l`: no constraint has it, or exactly one does and
        /// has `p` in it too (`centerX == root.centerX`, a trailing edge alone), so whatever
        /// `l` is, `p` can move to give that constraint the same value — the length is the
        /// content's, as for a view nobody mentions. Any other length waits for the solver.
        var lengthIsFree: Bool { !sized || (count == 1 && positional) }
    }

    /// Every view's mentions, by index.
    static func userMentions(_ user: [LayoutConstraint], tree: LayoutTree) -> [Mention] {
        var mentions = [Mention](repeating: Mention(), count: tree.views.count)
        for c in user {
            let anchors = [c.first] + (c.second.map { [$0] } ?? [])
            for (k, anchor) in anchors.enumerated() {
                guard case .view(let v) = anchor.item, v >= 0, v < mentions.count else { continue }
                let attribute = anchor.attribute.absolute(tree.direction)
                guard let sized = Self.involvesLength(attribute) else {
                    mentions[v].unhandled = true
                    continue
                }
                let axis = attribute.axis
                mentions[v][axis].any = true
                if sized { mentions[v][axis].sized = true }
                // A constraint counts once per view and axis, even if it names the view twice.
                let earlier = anchors[..<k].contains { a in
                    a.item == anchor.item && a.attribute.absolute(tree.direction).axis == axis
                }
                guard !earlier else {
                    mentions[v][axis].positional = false
                    continue
                }
                mentions[v][axis].count += 1
                mentions[v][axis].positional = !attribute.isSize
            }
        }
        return mentions
    }

    /// Whether an (absolute) attribute involves the item's length along its axis: false for
    /// the minimum edge, true for sizes, far edges and centres, nil for baselines (which a
    /// stack forwards to a view inside it).
    static func involvesLength(_ attribute: Attribute) -> Bool? {
        switch attribute {
        case .left, .top, .leftMargin, .topMargin: false
        case .right, .bottom, .width, .height, .centerX, .centerY, .rightMargin, .bottomMargin,
             .centerXWithinMargins, .centerYWithinMargins: true
        case .firstBaseline, .lastBaseline: nil
        // `absolute(_:)` has already mapped these to left and right.
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        }
    }
}

extension DirectStacks {
    /// A leaf's lengths fixed by the user: `v.width == c` or `v.height == c`, required, the
    /// only constraint naming the view along that axis.
    struct FixedLengths {
        var width: Double?
        var height: Double?

        subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
    }

    /// The leaves whose every mention is a fixed length (an icon's `width == 24` and
    /// `height == 24`, or `height == 40` and the aspect ratio `width == 1.5 × height`):
    /// they are laid out here as views of that length that neither stretch nor give way
    /// (`DirectStacks.fixingLengths`). Hidden leaves (UIKit's hiding constraint contradicts
    /// the length), text (measured at the width it is given), leaves without a length on an
    /// axis nobody fixes, and leaves whose intrinsic size is required along a fixed axis are
    /// left out. Returned with the leaves that follow their stack's length (`followers`).
    static func fixedLengths(_ user: [LayoutConstraint], mentions: [Mention], tree: LayoutTree,
                             intrinsic: [IntrinsicSize]) -> (fixed: [Int: FixedLengths], followers: [Int: Axis]) {
        var fixed: [Int: FixedLengths] = [:]
        // A leaf's own aspect ratio: its length along `axis` from the other one's.
        var ratio: [Int: (axis: Axis, multiplier: Double, constant: Double)] = [:]
        for c in user where c.relation == .equal && c.isRequired {
            guard case .view(let v) = c.first.item, v > 0, v < tree.views.count,
                  c.first.attribute == .width || c.first.attribute == .height, c.constant.isFinite else { continue }
            let axis: Axis = c.first.attribute == .width ? .horizontal : .vertical
            guard let second = c.second else {
                guard c.constant >= 0 else { continue }
                if axis == .horizontal { fixed[v, default: FixedLengths()].width = c.constant } else {
                    fixed[v, default: FixedLengths()].height = c.constant
                }
                continue
            }
            // `v.width == m × v.height + k` (the mentions are counted below).
            guard second.item == c.first.item, second.attribute == (axis == .horizontal ? .height : .width),
                  c.multiplier.isFinite, ratio[v] == nil else { continue }
            ratio[v] = (axis, c.multiplier, c.constant)
        }
        for (v, r) in ratio {
            let other: Axis = r.axis == .horizontal ? .vertical : .horizontal
            guard let length = fixed[v]?[other], fixed[v]?[r.axis] == nil else {
                fixed[v] = nil  // the aspect ratio's other length is not fixed: not taken
                continue
            }
            let derived = r.multiplier * length + r.constant
            guard derived >= 0 else { fixed[v] = nil; continue }
            if r.axis == .horizontal { fixed[v]?.width = derived } else { fixed[v]?.height = derived }
        }
        let followers = Self.followers(mentions: mentions, tree: tree, intrinsic: intrinsic, fixed: fixed)
        let taken = fixed.filter { v, lengths in
            let view = tree.views[v]
            guard Self.isPlainLeaf(v, tree: tree, mentions: mentions) else { return false }
            // Every mention along a fixed axis is one of the above (an aspect ratio counts on
            // both); a required hugging or resistance of an intrinsic size contradicts
            // another length.
            return [Axis.horizontal, .vertical].allSatisfy { axis in
                guard lengths[axis] != nil else {
                    return !mentions[v][axis].any && (intrinsic[v][axis] != nil || followers[v] == axis)
                }
                let expected = ratio[v].map { $0.axis == axis ? 1 : 2 } ?? 1
                return mentions[v][axis].count == expected
                    && (intrinsic[v][axis] == nil || view.hugging[axis] < 1000 && view.compressionResistance[axis] < 1000)
            }
        }
        // A follower whose other length is fixed keeps its place only if that length is taken.
        return (taken, followers.filter { v, axis in
            let along: Axis = axis == .horizontal ? .vertical : .horizontal
            return taken[v]?[along] != nil || intrinsic[v][along] != nil && !mentions[v][along].any
        })
    }

    /// Leaves with no length of their own across a fill-aligned stack (a divider's width, a
    /// slider's): nothing but the alignment names that length, so the leaf is as long as
    /// the stack at no cost (`DirectStacks+FixedLength.swift`), where its other length is
    /// its own or fixed. A stack whose length would rest on such leaves alone is handed
    /// back once laid out (`layOutAxis`).
    static func followers(mentions: [Mention], tree: LayoutTree, intrinsic: [IntrinsicSize],
                          fixed: [Int: FixedLengths]) -> [Int: Axis] {
        var found: [Int: Axis] = [:]
        for (p, parent) in tree.views.enumerated() {
            guard let stack = parent.stack, stack.alignment == .fill else { continue }
            let across: Axis = stack.axis == .horizontal ? .vertical : .horizontal
            for v in stack.arranged where v > 0 && v < tree.views.count && tree.views[v].parent == p {
                guard Self.isPlainLeaf(v, tree: tree, mentions: mentions), intrinsic[v][across] == nil,
                      !mentions[v][across].any else { continue }
                let ownOrFixed = fixed[v]?[stack.axis] != nil || intrinsic[v][stack.axis] != nil && !mentions[v][stack.axis].any
                if ownOrFixed { found[v] = across }
            }
        }
        return found
    }

    /// A visible leaf whose size is its own, not text measured for it, and no constraint
    /// names but by its lengths: what `fixedLengths` and `followers` may lay out.
    static func isPlainLeaf(_ v: Int, tree: LayoutTree, mentions: [Mention]) -> Bool {
        let view = tree.views[v]
        guard !mentions[v].unhandled, view.stack == nil, view.subviews.isEmpty, !view.isHidden,
              !view.isMultilineText else { return false }
        if case .measured = view.intrinsic { return false }
        return true
    }
}
