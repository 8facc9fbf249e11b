import Cassowary

/// Anchors as solver terms, appended to one expression in place: a constraint becomes one
/// terms array, with no intermediate expression per edge, offset or side (converting was a
/// fifth of a large layout's time when each `+` built a new array).
extension ItemGeometry {
    /// Adds `k ×` the frame width of `view` (its own coordinate space runs from 0 to this).
    func addFrameWidth(of view: Int, times k: Double, to e: inout Expression) {
        let insets = tree.views[view].alignmentInsets
        e.terms.append(.init(views[view].width, k))
        e.constant += k * (insets.left + insets.right)
    }

    /// Adds `k ×` the position of `view`'s frame origin along an axis in `space`'s coordinates.
    private func addFrameOrigin(of view: Int, axis: Axis, in space: Int, times k: Double, to e: inout Expression) {
        var current = view
        while current != space {
            let v = views[current]
            let insets = tree.views[current].alignmentInsets
            if let pos = axis == .horizontal ? v.x : v.y { e.terms.append(.init(pos, k)) }
            e.constant -= k * (axis == .horizontal ? insets.left : insets.top)
            guard let parent = tree.views[current].parent else { break }
            current = parent
        }
    }

    /// Adds `k ×` the position of the item's alignment-rect minimum edge along an axis in `space`.
    private func addMinEdge(_ item: LayoutItem, axis: Axis, in space: Int, times k: Double, to e: inout Expression) {
        switch item {
        case .view(let i):
            if i == space {
                let insets = tree.views[i].alignmentInsets
                e.constant += k * (axis == .horizontal ? insets.left : insets.top)
                return
            }
            let v = views[i]
            if let own = axis == .horizontal ? v.x : v.y { e.terms.append(.init(own, k)) }
            addFrameOrigin(of: tree.views[i].parent ?? 0, axis: axis, in: space, times: k, to: &e)
        case .guide(let g):
            let v = guides[g]
            if let own = axis == .horizontal ? v.x : v.y { e.terms.append(.init(own, k)) }
            addFrameOrigin(of: guideInfo[g].owner, axis: axis, in: space, times: k, to: &e)
        }
    }

    /// Adds `k × item.attribute` in `space`, after leading/trailing have been mapped to
    /// left/right by the caller.
    func add(_ anchor: LayoutAnchor, in space: Int, times k: Double, to e: inout Expression) {
        let item = anchor.item
        let v = vars(item)
        let axis = anchor.attribute.axis
        let size = axis == .horizontal ? v.width : v.height
        if anchor.attribute.isSize {
            e.terms.append(.init(size, k))
            return
        }
        addMinEdge(item, axis: axis, in: space, times: k, to: &e)
        var insets = EdgeInsets.zero, margins = EdgeInsets.zero
        if case .view(let i) = item {
            insets = tree.views[i].alignmentInsets
            margins = tree.views[i].layoutMargins.absolute(tree.direction)
        }
        // What each attribute adds to the minimum edge: some of the size, and an offset.
        let (sizeShare, offset): (Double, Double)
        switch anchor.attribute {
        case .left, .leading, .top: (sizeShare, offset) = (0, 0)
        case .right, .trailing, .bottom: (sizeShare, offset) = (1, 0)
        case .centerX, .centerY: (sizeShare, offset) = (0.5, 0)
        case .leftMargin, .leadingMargin: (sizeShare, offset) = (0, margins.left - insets.left)
        case .rightMargin, .trailingMargin: (sizeShare, offset) = (1, insets.right - margins.right)
        case .topMargin: (sizeShare, offset) = (0, margins.top - insets.top)
        case .bottomMargin: (sizeShare, offset) = (1, insets.bottom - margins.bottom)
        case .centerXWithinMargins:
            (sizeShare, offset) = (0.5, 0.5 * ((margins.left - insets.left) - (margins.right - insets.right)))
        case .centerYWithinMargins:
            (sizeShare, offset) = (0.5, 0.5 * ((margins.top - insets.top) - (margins.bottom - insets.bottom)))
        case .firstBaseline, .lastBaseline:
            (sizeShare, offset) = baseline(item, last: anchor.attribute == .lastBaseline)
        case .width, .height:
            (sizeShare, offset) = (1, 0)
        }
        if sizeShare != 0 { e.terms.append(.init(size, k * sizeShare)) }
        if offset != 0 { e.constant += k * offset }
    }

    /// A baseline below the minimum edge: measured from the top (an offset), or from the
    /// bottom (the whole size, less an offset).
    private func baseline(_ item: LayoutItem, last: Bool) -> (sizeShare: Double, offset: Double) {
        guard case .view(let i) = item else { return (1, 0) }
        let insets = tree.views[i].alignmentInsets
        switch last ? baselines[i].last : baselines[i].first {
        case .fromTop(let d): return (0, d - insets.top)
        case .fromBottom(let d): return (1, insets.bottom - d)
        }
    }
}
