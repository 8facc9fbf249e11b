import Cassowary

/// Turns anchors into solver expressions.
///
/// Every item has four variables — the alignment rect's `x`, `y`, `width`, `height` — in
/// its *superview's* coordinates (a guide's in its owner's), as UIKit's engine keeps them.
/// A constraint is evaluated in the coordinate space of the closest common ancestor of its
/// items (where UIKit installs it), so `0.5 × superview.centerX` means half the
/// superview's width, not half of some canvas offset. Expressions stay short: a
/// constraint between siblings touches only their own variables.
struct ItemGeometry {
    struct Vars {
        var x: Variable?     // nil for the canvas: its origin is the origin of everything
        var y: Variable?
        var width: Variable
        var height: Variable
    }

    let tree: LayoutTree
    private(set) var views: [Vars] = []
    private(set) var guides: [Vars] = []
    private(set) var guideInfo: [LayoutGuide] = []
    /// Depth of each view in the tree (the canvas is 0); parents come before children.
    private(set) var depth: [Int] = []
    /// Baseline offsets per view, set from measurements before constraints are built.
    var baselines: [BaselineOffsets]

    /// `member[v]` (when not empty) is the root of the direct stack subtree view `v` belongs
    /// to, or -1 (see `DirectStacks`). Views inside such a subtree, and guides their stacks
    /// own, never reach the solver: they share one placeholder variable no constraint
    /// mentions, instead of four variables each.
    init(tree: LayoutTree, guides: [LayoutGuide], solver: Solver, member: [Int] = []) {
        self.tree = tree
        self.baselines = Array(repeating: BaselineOffsets(), count: tree.views.count)
        var placeholder: Variable?
        func unused() -> Vars {
            let v = placeholder ?? solver.makeVariable("unused")
            placeholder = v
            return Vars(x: v, y: v, width: v, height: v)
        }
        views.reserveCapacity(tree.views.count)
        for i in tree.views.indices {
            if !member.isEmpty && member[i] >= 0 && member[i] != i {
                views.append(unused())
                continue
            }
            let name = tree.views[i].id ?? "view#\(i)"
            views.append(Vars(
                x: i == 0 ? nil : solver.makeVariable("\(name).x"),
                y: i == 0 ? nil : solver.makeVariable("\(name).y"),
                width: solver.makeVariable("\(name).width"),
                height: solver.makeVariable("\(name).height")))
        }
        for (g, guide) in guides.enumerated() {
            if !member.isEmpty && member[guide.owner] >= 0 {
                self.guides.append(unused())
                continue
            }
            let name = "\(guide.identifier)#\(g)"
            self.guides.append(Vars(
                x: solver.makeVariable("\(name).x"), y: solver.makeVariable("\(name).y"),
                width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height")))
        }
        guideInfo = guides
        depth = [Int](repeating: 0, count: tree.views.count)
        for index in tree.views.indices {
            if let parent = tree.views[index].parent { depth[index] = depth[parent] + 1 }
        }
    }

    func vars(_ item: LayoutItem) -> Vars {
        switch item {
        case .view(let i): views[i]
        case .guide(let g): guides[g]
        }
    }

    /// The view whose coordinate space the item's variables live in, and the item's
    /// "own" view for ancestor searches.
    func ownerView(_ item: LayoutItem) -> Int {
        switch item {
        case .view(let i): i
        case .guide(let g): guideInfo[g].owner
        }
    }

    // MARK: Coordinate spaces

    /// The frame width of a view (its own coordinate space runs from 0 to this).
    func frameWidth(of view: Int) -> Expression {
        let insets = tree.views[view].alignmentInsets
        return Expression(views[view].width) + (insets.left + insets.right)
    }

    /// The closest view that contains both items (a view contains itself): walk the deeper
    /// one up to the other's depth, then both together — no allocation per constraint.
    func commonSpace(_ a: LayoutItem, _ b: LayoutItem?) -> Int {
        var x = ownerView(a)
        guard let b else { return x }
        var y = ownerView(b)
        while depth[x] > depth[y] { x = tree.views[x].parent ?? 0 }
        while depth[y] > depth[x] { y = tree.views[y].parent ?? 0 }
        while x != y {
            x = tree.views[x].parent ?? 0
            y = tree.views[y].parent ?? 0
        }
        return x
    }

    /// Position of `view`'s frame origin along an axis in `space`'s coordinates.
    private func frameOrigin(of view: Int, axis: Axis, in space: Int) -> Expression {
        var expr = Expression()
        var current = view
        while current != space {
            let v = views[current]
            let insets = tree.views[current].alignmentInsets
            if let pos = axis == .horizontal ? v.x : v.y {
                expr = expr + pos
            }
            expr = expr - (axis == .horizontal ? insets.left : insets.top)
            guard let parent = tree.views[current].parent else { break }
            current = parent
        }
        return expr
    }

    /// Position of the item's alignment-rect minimum edge along an axis in `space`.
    private func minEdge(_ item: LayoutItem, axis: Axis, in space: Int) -> Expression {
        switch item {
        case .view(let i):
            let insets = tree.views[i].alignmentInsets
            if i == space { return Expression(constant: axis == .horizontal ? insets.left : insets.top) }
            let v = views[i]
            let own = (axis == .horizontal ? v.x : v.y).map { Expression($0) } ?? Expression()
            return own + frameOrigin(of: tree.views[i].parent ?? 0, axis: axis, in: space)
        case .guide(let g):
            let v = guides[g]
            let own = Expression(axis == .horizontal ? v.x! : v.y!)
            return own + frameOrigin(of: guideInfo[g].owner, axis: axis, in: space)
        }
    }

    /// The expression of `item.attribute` in `space`, after leading/trailing have been
    /// mapped to left/right by the caller.
    func expression(_ anchor: LayoutAnchor, in space: Int) -> Expression {
        let item = anchor.item
        let v = vars(item)
        let axis = anchor.attribute.axis
        let size = Expression(axis == .horizontal ? v.width : v.height)
        if anchor.attribute.isSize { return size }
        let minE = minEdge(item, axis: axis, in: space)
        var insets = EdgeInsets.zero, margins = EdgeInsets.zero
        if case .view(let i) = item {
            insets = tree.views[i].alignmentInsets
            margins = tree.views[i].layoutMargins.absolute(tree.direction)
        }
        switch anchor.attribute {
        case .left, .leading: return minE
        case .top: return minE
        case .right, .trailing, .bottom: return minE + size
        case .centerX, .centerY: return minE + 0.5 * size
        case .leftMargin, .leadingMargin: return minE - insets.left + margins.left
        case .rightMargin, .trailingMargin: return minE + size + insets.right - margins.right
        case .topMargin: return minE - insets.top + margins.top
        case .bottomMargin: return minE + size + insets.bottom - margins.bottom
        case .centerXWithinMargins:
            return minE + 0.5 * size + 0.5 * ((margins.left - insets.left) - (margins.right - insets.right))
        case .centerYWithinMargins:
            return minE + 0.5 * size + 0.5 * ((margins.top - insets.top) - (margins.bottom - insets.bottom))
        case .firstBaseline, .lastBaseline:
            return baseline(item, last: anchor.attribute == .lastBaseline, minEdge: minE, size: size)
        case .width, .height:
            return size
        }
    }

    private func baseline(_ item: LayoutItem, last: Bool, minEdge: Expression, size: Expression) -> Expression {
        guard case .view(let i) = item else { return minEdge + size }
        let insets = tree.views[i].alignmentInsets
        let offset = last ? baselines[i].last : baselines[i].first
        switch offset {
        case .fromTop(let d): return minEdge - insets.top + d
        case .fromBottom(let d): return minEdge + size + insets.bottom - d
        }
    }
}

/// Where a view's baselines sit: text measures from the top for the first line and from
/// the bottom for the last (so a taller frame keeps the last baseline near its text), views
/// given offsets in the spec measure from the top, and a view without text uses its bottom
/// edge, as UIKit does.
struct BaselineOffsets {
    enum Offset { case fromTop(Double), fromBottom(Double) }
    var first: Offset = .fromBottom(0)
    var last: Offset = .fromBottom(0)
}
