/// Hidden arranged leaves, laid out as the constraints `StackRules` generates for them
/// (UIKit's `UISV-hiding` and the halved spacing around a hidden view):
///
/// - along the axis a hidden view is 0 long (required); its own intrinsic constraints then
///   cost a constant, so they change nothing. The spacing chain keeps it, with constants
///   halved next to it and 0 between two hidden views or before/after a hidden first/last
///   view (`StackRules.spacingConstant(at:)`), and the canvas connects to the first and
///   last *visible* views. So between two visible neighbours the gap is the sum of the
///   chain's constants between them, and the hidden views between sit where the chain puts
///   them: after the previous visible view by the constants up to them (before the first
///   visible view by the constants from them, for hidden views at the start). Along the
///   axis the layout sees the visible views only, with those gaps.
/// - across the axis `UISV-alignment` still ties every arranged view to the first. With a
///   `fill` alignment a hidden view shares the stack's length like any other — its
///   intrinsic size there props the stack up (UIKit's "tallest hidden view" behaviour) —
///   so it takes part as a visible one does. With another alignment the spanner bounds the
///   visible views only: a hidden view is free at its intrinsic length (its hugging and
///   resistance outrank the ambiguity suppression, 25), aligned as the others.
///
/// A stack's arranged views are stored visible first, then hidden
/// (`children[childStart ..< visibleEnd]`, then `children[visibleEnd ..< childEnd]`), and the
/// subtree's pre-order follows that order. A hidden stack is laid out as any other, at
/// length 0 along its parent's axis: its views are squeezed into it as into a stack pinned
/// that short (below zero where its spacing needs it), and `coversLengths` hands the tree
/// back where that would take a negative length the model does not cover (a stack across a
/// non-fill alignment). What is handed back to the solver: a stack with every view hidden
/// (an ordering spanner carries it), FDStackView's model (it also collapses hidden views
/// across the axis), and long centred stacks. In the equal family the `>=` chain alone
/// holds a hidden view; `StackRules`' `hidden-position` wish places it as the chain's
/// constants do here (and equal centering's wishes, `150 − i`, count hidden views in `i`).
extension DirectStacks {
    /// Where a hidden arranged view sits along its stack's axis: `offset` past the far edge
    /// of the visible view in slot `anchor` when `after`, else `offset` before its near edge.
    struct HiddenPlace {
        var anchor: Int
        var after: Bool
        var offset: Double
    }

    /// The place of a visible view (unused).
    static let noPlace = HiddenPlace(anchor: -1, after: false, offset: 0)

    /// The end of the slots of stack `v` that take part in its layout along `axis`: every
    /// arranged view across a `fill` alignment, the visible ones otherwise.
    @inline(__always) func takingPart(_ v: Int, _ axis: Axis) -> Int {
        stackAxis[v] != axis && cross[v] == .fill ? childEnd[v] : visibleEnd[v]
    }

    /// Step 1 for stack `v`'s arranged views: appends them to `children` (visible first),
    /// with the gap after each visible view up to the next visible one and each hidden
    /// view's place; false when the hidden views are not laid out here.
    mutating func appendArranged(_ v: Int, _ stack: StackConfiguration) -> Bool {
        let arranged = stack.arranged
        childStart[v] = children.count
        var hiddenCount = 0
        for a in arranged where tree.views[a].isHidden { hiddenCount += 1 }
        guard hiddenCount > 0 else {
            // UIKit's gap after each arranged view (none is hidden, so no halving).
            for a in arranged {
                children.append(a)
                gapAfter.append(stack.customSpacing.isEmpty ? stack.spacing : stack.customSpacing[a] ?? stack.spacing)
            }
            hiddenPlace.append(contentsOf: repeatElement(Self.noPlace, count: arranged.count))
            childEnd[v] = children.count
            visibleEnd[v] = children.count
            return true
        }
        guard hiddenCount < arranged.count, stack.model == .uikit,
              stack.distribution != .equalCentering || arranged.count <= Self.maxCentered else { return false }
        let constants = Self.chainConstants(stack, hidden: { tree.views[$0].isHidden })
        // Visible views with the chain's constants up to the next visible one.
        var slotOf = [Int](repeating: -1, count: arranged.count)
        var previous = -1
        for (i, a) in arranged.enumerated() where !tree.views[a].isHidden {
            if previous >= 0 {
                var gap = 0.0
                for k in previous..<i { gap += constants[k] }
                gapAfter[gapAfter.count - 1] = gap
            }
            slotOf[i] = children.count
            children.append(a)
            gapAfter.append(0)
            hiddenPlace.append(Self.noPlace)
            previous = i
        }
        visibleEnd[v] = children.count
        let firstVisible = arranged.firstIndex { !tree.views[$0].isHidden } ?? 0
        previous = -1
        for (i, a) in arranged.enumerated() {
            guard tree.views[a].isHidden else {
                previous = i
                continue
            }
            var offset = 0.0
            if previous >= 0 {
                for k in previous..<i { offset += constants[k] }
            } else {
                for k in i..<firstVisible { offset += constants[k] }
            }
            children.append(a)
            gapAfter.append(0)
            hiddenPlace.append(HiddenPlace(anchor: slotOf[previous >= 0 ? previous : firstVisible],
                                           after: previous >= 0, offset: offset))
        }
        childEnd[v] = children.count
        return true
    }

    /// The spacing chain's constants between arranged neighbours, as
    /// `StackRules.spacingConstant(at:)` makes them.
    static func chainConstants(_ stack: StackConfiguration, hidden: (Int) -> Bool) -> [Double] {
        let arranged = stack.arranged
        guard arranged.count >= 2 else { return [] }
        return (0..<(arranged.count - 1)).map { k in
            let prevHidden = hidden(arranged[k]), nextHidden = hidden(arranged[k + 1])
            let gap = stack.customSpacing[arranged[k]] ?? stack.spacing
            switch (prevHidden, nextHidden) {
            case (false, false): return gap
            case (true, false): return k == 0 ? 0 : gap / 2
            case (false, true): return k + 1 == arranged.count - 1 ? 0 : gap / 2
            case (true, true): return 0
            }
        }
    }

    /// Step 2b along stack `v`'s axis, once its visible views have their lengths and
    /// positions: each hidden view 0 long, where the spacing chain puts it.
    mutating func placeHidden(_ v: Int) {
        for k in visibleEnd[v]..<childEnd[v] {
            let h = children[k], place = hiddenPlace[k]
            let anchor = children[place.anchor]
            length[h] = 0
            position[h] = place.after ? position[anchor] + length[anchor] + place.offset : position[anchor] - place.offset
        }
    }
}
