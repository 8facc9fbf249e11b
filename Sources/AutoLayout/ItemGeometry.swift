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

    /// Views inside a direct stack subtree (`member`, see `DirectStacks`), and guides their
    /// stacks own, never reach the solver: they share one placeholder variable no constraint
    /// mentions, instead of four variables each.
    init(tree: LayoutTree, guides: [LayoutGuide], solver: Solver, member: DirectMembership = .none) {
        self.tree = tree
        self.baselines = Array(repeating: BaselineOffsets(), count: tree.views.count)
        // Variables are left unnamed: nothing reads the names back, and four formatted
        // strings per view were a measurable share of a large layout.
        func fresh(_ origin: Bool) -> Vars {
            Vars(x: origin ? solver.makeVariable() : nil, y: origin ? solver.makeVariable() : nil,
                 width: solver.makeVariable(), height: solver.makeVariable())
        }
        var placeholder: Variable?
        func unused() -> Vars {
            let v = placeholder ?? solver.makeVariable()
            placeholder = v
            return Vars(x: v, y: v, width: v, height: v)
        }
        views.reserveCapacity(tree.views.count)
        for i in tree.views.indices {
            let inside = member.isInside(i)
            views.append(inside ? unused() : fresh(i != 0))  // the canvas has no origin variables
        }
        self.guides.reserveCapacity(guides.count)
        for guide in guides {
            let inside = member.contains(guide.owner)
            self.guides.append(inside ? unused() : fresh(true))
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
