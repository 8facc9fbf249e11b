/// Multi-line text in rows on the direct path.
///
/// Within one pass, text whose height follows its width is a leaf of the size last
/// measured; the engine measures it again at the width laid out and runs another pass, as
/// on the constraint path. A vertical stack adds nothing for it. A horizontal `fill`,
/// `equalSpacing` or `equalCentering` stack adds `UISV-text-width-disambiguation` for each
/// arranged multi-line label (`StackRules.swift`): the label's width wished, at 760, equal
/// to its share of the row, `(edge − spacing) / visible`. `fillEqually` adds nothing, and
/// `fillProportionally` counts such labels 0 long, which the proportional shares here do
/// not model (those rows stay with the solver).
///
/// The wishes are left out of the layout here and checked once the row is laid out: when
/// the layout without them meets every one exactly, it is the solver's too. Leaving out
/// constraints can only lower the solver's objective, so a layout that is optimal without
/// them and costs nothing more with them is optimal with them, and it is the only one (any
/// other optimum with them would be one without them, and that one is unique). A label
/// alone in its row meets its wish (the spacing constants add up to the row's, hidden
/// views included), and so does a row whose labels come out at their share. Any other
/// row goes back to the solver, which gives up some wish or some lower priority in a way
/// this layout does not model — unless it is laid out with its wishes, below.
///
/// One kind of row is laid out with its wishes (`shareBesideText`): a `fill` row of
/// leaves, nothing hidden, every hugging and compression resistance in it below 760, whose
/// width is fixed whatever its views cost (the subtree's root fixed from outside, and only
/// fill-aligned columns between them). Nothing else in such a row weighs 760 or more, so
/// the solver meets every wish first — each label exactly its share — and the other
/// views share what is left as a fill row of them alone would: the extra to the view that
/// stretches cheapest, the missing length from the one that compresses cheapest (ties by
/// arrangement order, as everywhere here).
extension DirectStacks {
    /// Whether width-dependent text `v` (a multi-line label, or a leaf measured at the
    /// width it is given) can be laid out here as a leaf of its last measured size, and
    /// notes the rows whose wishes must be checked (`hasTextWidthWishes`).
    mutating func takesText(_ v: Int) -> Bool {
        guard let parent = tree.views[v].parent, let row = tree.views[parent].stack else { return false }
        guard row.axis == .horizontal else { return true }
        switch row.distribution {
        case .fillEqually: return true
        case .fillProportionally: return false
        case .fill, .equalSpacing, .equalCentering: break
        }
        guard tree.views[v].isMultilineText else { return true }
        // A long equal-centering root moves its views once the solver has priced its
        // wishes (`DirectStacks+Tiered.swift`), after the check below.
        guard alongMode(row) != .tiered else { return false }
        hasTextWidthWishes = true
        return true
    }

    /// Whether every multi-line label arranged in a horizontal `fill`, `equalSpacing` or
    /// `equalCentering` stack of subtree `order`, as last laid out across, is exactly as
    /// wide as its 760 wish asks (the constraint path's arithmetic, from `StackRules`).
    func meetsTextWidthWishes(_ order: [Int]) -> Bool {
        guard hasTextWidthWishes else { return true }
        for v in order where childEnd[v] >= 0 && stackAxis[v] == .horizontal {
            switch along[v] {
            case .fill, .spacing, .centering: break
            case .equally, .proportional, .proportionalRigid, .tiered: continue
            }
            let arranged = children[childStart[v]..<childEnd[v]]
            guard arranged.contains(where: { tree.views[$0].isMultilineText }) else { continue }
            let rules = StackRules(stack: v, tree: tree, intrinsic: intrinsic)
            let n = Double(rules.visible.count)
            let spacing = rules.spacingConstants().reduce(0, +)
            let edge = frames[v].width - margins[v].leading - margins[v].trailing
            let wish = n == 0 ? 0 : edge * (1 / n) - spacing / n
            // Rounding apart, the solver then meets the wish too; anything more is a real
            // miss (it is ours that differs, by about as much).
            let tolerance = 1e-11 * max(1, abs(edge), abs(spacing))
            for a in arranged where tree.views[a].isMultilineText {
                guard abs(frames[a].width - wish) <= tolerance else { return false }
            }
        }
        return true
    }

    /// Step 2b for a horizontal `fill` row `v`, `total` long inside its margins, that
    /// wishes multi-line labels their shares and can be laid out with those wishes (see the
    /// type's comment): each label its share, the other views what is left. Nil when `v`
    /// is not such a row (it is laid out as any fill row, then checked); false when it is
    /// but the solver's answer is not one this reproduces (a tie, a share below zero).
    mutating func shareBesideText(_ v: Int, total: Double, root: Int, rootLength: Double?) -> Bool? {
        guard hasTextWidthWishes, along[v] == .fill, stackAxis[v] == .horizontal else { return nil }
        let first = childStart[v], end = childEnd[v]
        guard visibleEnd[v] == end else { return nil }
        var labels = 0
        for k in first..<end {
            let a = children[k]
            guard childEnd[a] < 0, tree.views[a].hugging.horizontal < 760,
                  tree.views[a].compressionResistance.horizontal < 760 else { return nil }
            if tree.views[a].isMultilineText { labels += 1 }
        }
        guard labels > 0, lengthIsFixed(v, axis: .horizontal, root: root, rootLength: rootLength) else { return nil }
        var spacing = 0.0
        for k in first..<(end - 1) { spacing += gapAfter[k] }
        let n = Double(end - first)
        // `StackRules.addTextWidthDisambiguation`: width == edge / n − spacing / n.
        let share = total * (1 / n) - spacing / n
        guard share >= 0 else { return false }
        var extra = total - spacing
        var others = false
        for k in first..<end {
            let a = children[k]
            let label = tree.views[a].isMultilineText
            length[a] = label ? share : natural[a]
            extra -= length[a]
            others = others || !label
        }
        // Only labels: the rest is rounding.
        guard others else { return true }
        if extra < -1e-9 * max(1, abs(total)) {
            guard let a = cheapestBesideText(v, leafGiveSlope) else { return false }
            length[a] += extra
        } else if extra != 0 {
            guard let a = cheapestBesideText(v, { cost[$0] }) else { return false }
            length[a] += extra
        }
        return true
    }

    /// The view of row `v`, labels aside, whose `slope` is clearly the least; nil on a tie
    /// (the solver's pick would follow its internal order).
    private func cheapestBesideText(_ v: Int, _ slope: (Int) -> StretchCost) -> Int? {
        let views = children[childStart[v]..<childEnd[v]].filter { !tree.views[$0].isMultilineText }
        guard var best = views.first else { return nil }
        for a in views.dropFirst() where StretchCost.compare(slope(a), slope(best)) == .less { best = a }
        for a in views where a != best {
            guard StretchCost.compare(slope(a), slope(best)) == .greater else { return nil }
        }
        return best
    }

    /// What compressing arranged leaf `a` of a horizontal row costs a point: its
    /// resistance, weighted by its tie weight.
    private func leafGiveSlope(_ a: Int) -> StretchCost {
        StretchCost(priority: tree.views[a].compressionResistance.horizontal, amount: StackRules.tieWeight(at: arrangedIndex[a]))
    }
}
