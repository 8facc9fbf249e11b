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
/// views included), and so does a row whose labels come out at their share. Any other row goes back to the solver, which
/// gives up some wish or some lower priority in a way this layout does not model.
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
}
