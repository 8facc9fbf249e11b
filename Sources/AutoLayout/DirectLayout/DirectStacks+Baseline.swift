/// Horizontal stacks aligned by `firstBaseline` or `lastBaseline` ("baseline rows"), across
/// their axis, laid out as the constraints `StackRules` generates for them:
///
/// - `UISV-alignment` puts every arranged view's baseline (hidden ones included) on the
///   first's. A view without text has its baseline at its bottom, text and views given
///   offsets at a fixed distance from their top (the last line of text from its bottom:
///   `BaselineOffsets`); a stack forwards its baseline to its tallest arranged view, or for
///   a vertical one its first or last visible view (`ContentSizes.baselineView`). So with
///   every view at its natural height their tops sit at fixed distances from one another.
/// - The spanner (its fit at 51) reaches from the highest top to the lowest bottom of the
///   visible views. A first-baseline row's bottom is the spanner's and its top at most the
///   first arranged view's; a last-baseline row's top is the spanner's and its bottom at
///   least the first view's. The canvas fit (49) makes the row as short as that allows:
///   from the first view's top to the lowest bottom, or from the highest top to the first
///   view's bottom. A later view with a taller ascent sticks out above a first-baseline
///   row (UIKit's baseline canvas bug), one reaching lower out below a last-baseline row.
/// - Every hugging and resistance here ranks above both fits (`gather`), so no view leaves
///   its natural height for them.
/// - Made taller from outside, a row grows where only its canvas fit (49) pays: a
///   first-baseline row's top moves up and its views sit at its bottom (which keeps the
///   spanner as short as before), a last-baseline row's bottom moves down and its views
///   stay at its top. With one arranged view there is no spanner and the view could sit
///   anywhere in the taller row, which the solver calls ambiguous: handed back.
/// - Made shorter than its natural height a row must squeeze a view, weighing
///   resistances against both fits in ways not modelled here: handed back (a row has no
///   pieces of compression, `DirectStacks+Compress.swift`).
///
/// A child stack's baseline is where its forwarding chain puts it in the child's natural
/// layout, worked out bottom-up (`naturalBaseline`); after the top-down pass each row
/// checks that against the frames laid out (`baselinesHold`), and the subtree is handed
/// back where they differ.
extension DirectStacks {
    /// Whether member view `v` is a baseline row and `axis` the one its baselines act on.
    @inline(__always) func isBaselineRow(_ v: Int, _ axis: Axis) -> Bool {
        axis == .vertical && (cross[v] == .firstBaseline || cross[v] == .lastBaseline)
    }

    /// Step 2a for baseline row `v`: its natural height (inside its margins; the caller adds
    /// them), what stretching it costs (the canvas fit), and each view's top there. False
    /// when a view's baseline is not known here or the row would be shorter than nothing.
    mutating func measureBaselineRow(_ v: Int) -> Bool {
        if rowTop.count < tree.views.count {
            rowTop = [Double](repeating: 0, count: tree.views.count)
            rowBase = rowTop
        }
        let last = cross[v] == .lastBaseline
        let first = childStart[v], end = childEnd[v], visible = visibleEnd[v]
        var firstTop = 0.0, firstBottom = 0.0
        var highest = Double.infinity, lowest = -Double.infinity
        for k in first..<end {
            let a = children[k]
            guard let base = naturalBaseline(a, last: last) else { return false }
            rowBase[a] = base
            let top = -base  // measured down from the shared baseline
            if arrangedIndex[a] == 0 {
                firstTop = top
                firstBottom = top + natural[a]
            }
            if k < visible {
                highest = min(highest, top)
                lowest = max(lowest, top + natural[a])
            }
        }
        // A hidden first view can sit wholly outside the visible ones: the canvas fit then
        // counts a negative height as positive, which this model does not.
        let height = last ? firstBottom - highest : lowest - firstTop
        guard height >= 0 else { return false }
        let origin = last ? highest : firstTop
        for k in first..<end { rowTop[children[k]] = -rowBase[children[k]] - origin }
        natural[v] = height
        cost[v] = Self.canvasFit
        giveLevel[v] = cheapestGiveLevel(v)
        return true
    }

    /// Step 2b for baseline row `v`, `total` tall inside its margins: every view at its
    /// natural height, at the bottom of a taller first-baseline row, at the top of a
    /// last-baseline one. False when squeezed, or taller with a single arranged view.
    mutating func placeBaselineRow(_ v: Int, total: Double) -> Bool {
        let inner = natural[v] - marginSum(v, .vertical)
        let tolerance = 1e-9 * max(1, abs(inner))
        guard total >= inner - tolerance else { return false }
        if total > inner + tolerance && childEnd[v] - childStart[v] == 1 { return false }
        let shift = cross[v] == .firstBaseline ? total - inner : 0
        for k in childStart[v]..<childEnd[v] {
            let a = children[k]
            length[a] = natural[a]
            position[a] = rowTop[a] + shift
        }
        return true
    }

    /// How far below its top view `a`'s first (or last) baseline sits at its natural height,
    /// in the layout its views have there; nil when that layout is not one worked out here.
    ///
    /// Also nil when a stack on the way down is shorter than the one arranging it across
    /// its axis: stretching it costs only its canvas fit (49), which moves the baseline
    /// inside `a`, and the solver does so whenever that shortens the row's spanner (51) —
    /// a trade this model does not weigh.
    func naturalBaseline(_ a: Int, last: Bool) -> Double? {
        guard childEnd[a] >= 0 else { return leafBaseline(a, height: natural[a], last: last) }
        let target = content.baselineView(of: a, last: last)
        guard target != a, childEnd[target] < 0 else { return nil }
        var offset = leafBaseline(target, height: natural[target], last: last)
        var view = target
        while view != a {
            let parent = tree.views[view].parent ?? 0
            if view != target && hasRoomAcross(view, in: parent) { return nil }
            guard let y = naturalPosition(view, in: parent) else { return nil }
            offset += y
            view = parent
        }
        return offset
    }

    /// Whether arranged view `x` of horizontal stack `p` is shorter than `p`'s inside at
    /// their natural heights, so `x` could grow across `p` without moving `p`.
    func hasRoomAcross(_ x: Int, in p: Int) -> Bool {
        guard stackAxis[p] == .horizontal else { return false }
        let inner = natural[p] - marginSum(p, .vertical)
        return natural[x] < inner - 1e-9 * max(1, abs(inner))
    }

    /// The top of arranged view `x` in stack `p` when both have their natural heights, if
    /// `x` has its natural height there: along a `fill` stack the spacing chain, across
    /// one its alignment.
    func naturalPosition(_ x: Int, in p: Int) -> Double? {
        let lead = margins[p].top
        if stackAxis[p] == .vertical {
            guard along[p] == .fill else { return nil }
            var y = lead
            for k in childStart[p]..<visibleEnd[p] {
                if children[k] == x { return y }
                y += natural[children[k]] + gapAfter[k]
            }
            return nil
        }
        let inner = natural[p] - marginSum(p, .vertical)
        switch cross[p] {
        case .fill: return abs(natural[x] - inner) <= 1e-9 * max(1, abs(inner)) ? lead : nil
        case .min: return lead
        case .max: return lead + inner - natural[x]
        case .center: return lead + (inner - natural[x]) / 2
        case .firstBaseline, .lastBaseline: return lead + rowTop[x]
        }
    }

    /// Where leaf `t`'s baseline sits below its top when it is `height` tall.
    func leafBaseline(_ t: Int, height: Double, last: Bool) -> Double {
        let offsets = content.baselineOffsets(t)
        switch last ? offsets.last : offsets.first {
        case .fromTop(let d): return d
        case .fromBottom(let d): return height - d
        }
    }

    /// The alignment spanner of baseline row `owner`: from the highest top to the lowest
    /// bottom of its visible views (its fit, 51, shrinks it to them).
    func baselineSpannerFrame(owner: Int) -> Rect {
        var top = Double.infinity, bottom = -Double.infinity
        for k in childStart[owner]..<visibleEnd[owner] {
            let f = frames[children[k]]
            top = min(top, f.y)
            bottom = max(bottom, f.y + f.height)
        }
        return Rect(x: 0, y: top, width: 0, height: bottom - top)
    }

    /// Step 2c for the rows placed in this pass: every child stack's baseline is where the
    /// frames laid out put it, as `naturalBaseline` assumed.
    func baselinesHold() -> Bool {
        for v in baselineRows {
            let last = cross[v] == .lastBaseline
            for k in childStart[v]..<childEnd[v] where childEnd[children[k]] >= 0 {
                let a = children[k]
                let target = content.baselineView(of: a, last: last)
                var offset = leafBaseline(target, height: length[target], last: last)
                var view = target
                while view != a {
                    offset += position[view]
                    view = tree.views[view].parent ?? 0
                }
                guard abs(offset - rowBase[a]) <= 1e-9 * max(1, abs(offset)) else { return false }
            }
        }
        return true
    }
}
