/// Leaves whose lengths the user fixes, on the direct path.
///
/// `icon.width == 24` and `icon.height == 24` (required, the only constraints naming the
/// view along their axes) pin the leaf's length whatever else holds; its intrinsic size's
/// hugging and compression resistance, if it has any, are then errors of one fixed amount,
/// which no layout of the rest can change. So the solver's layout of the subtree is its
/// layout with the leaf as a view of that length that hugs and resists at 1000 — as long
/// as the leaf comes out at that length: one that would have to stretch or give way is a
/// conflict between required constraints, which the solver reports (`coversLengths` hands
/// such a subtree back). The leaf's own constraint stays out of the solver with the rest of
/// the subtree (`SolvePass.isLaidOutDirectly`).
///
/// A leaf with no length of its own across a fill-aligned stack (a divider 1 point tall in
/// a column, a slider) is only named there by the alignment's required edges: it is as long
/// as the stack, and costs nothing at any length, so it is laid out as a leaf 0 long whose
/// stretching is free. Something else in the stack must cost something to stretch, or the
/// stack's length is a tie and goes to the solver (`layOutAxis`); squeezing it is free too,
/// even below 0, so a compression that reaches it is the solver's (`buildPieces`).
///
/// UIKit's rules that read a leaf's intrinsic size itself, not its cost, are not modelled
/// for such leaves: a fillProportionally stack's shares (its own intrinsic length counts,
/// or 0 without one) and baselines (a view without text has its bottom as its baseline, at
/// the height laid out): subtrees with both go to the solver (`gather`).
extension DirectStacks {
    /// `tree` and the intrinsic sizes as this layout reads them: each leaf of `fixed` at its
    /// fixed lengths, hugging and resisting at 1000 along those axes; each follower 0 long
    /// across its stack.
    static func fixingLengths(_ fixed: [Int: FixedLengths], followers: [Int: Axis], tree: LayoutTree,
                              intrinsic: [IntrinsicSize]) -> (LayoutTree, [IntrinsicSize]) {
        guard !fixed.isEmpty || !followers.isEmpty else { return (tree, intrinsic) }
        var tree = tree, intrinsic = intrinsic
        // A follower starts at 0; stretching it costs nothing (`layOutAxis`), and a
        // compression that reaches it is the solver's (`buildPieces`), so it never goes
        // below 0 here (`coversLengths` would hand the subtree back if it did).
        for (v, axis) in followers {
            if axis == .horizontal {
                intrinsic[v].width = 0
                tree.views[v].compressionResistance.horizontal = 1000
            } else {
                intrinsic[v].height = 0
                tree.views[v].compressionResistance.vertical = 1000
            }
        }
        for (v, lengths) in fixed {
            if let width = lengths.width {
                intrinsic[v].width = width
                tree.views[v].hugging.horizontal = 1000
                tree.views[v].compressionResistance.horizontal = 1000
            }
            if let height = lengths.height {
                intrinsic[v].height = height
                tree.views[v].hugging.vertical = 1000
                tree.views[v].compressionResistance.vertical = 1000
            }
        }
        return (tree, intrinsic)
    }

    /// Whether leaf `v` has a length the user fixes along `axis`.
    func isFixed(_ v: Int, _ axis: Axis) -> Bool {
        !fixedAxes.isEmpty && fixedAxes[v] & (axis == .horizontal ? 1 : 2) != 0
    }

    /// Whether leaf `v` is as long as its fill-aligned stack across `axis`, at no cost.
    func isFollower(_ v: Int, _ axis: Axis) -> Bool {
        !fixedAxes.isEmpty && fixedAxes[v] & (axis == .horizontal ? 4 : 8) != 0
    }
}
