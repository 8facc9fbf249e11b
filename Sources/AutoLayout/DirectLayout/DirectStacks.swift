/// Stack subtrees laid out without the solver, with the frames the solver would give them.
///
/// A *free-standing* stack subtree — a stack nobody arranges, whose size no constraint from
/// outside mentions, holding only stacks and leaves with intrinsic sizes — has a layout that
/// depends on nothing outside it: the objective separates into its part and the rest, so
/// the solver's optimum for its views is the optimum of its own constraints alone. Those
/// constraints have a simple shape per axis (sums along a fill stack, equal lengths across
/// a fill-aligned one, maxima under a spanner), and when every hugging priority is below
/// every compression resistance the optimum is: every view at its natural length, except
/// where a fill alignment or `fillEqually` forces a view longer, and then the extra goes to
/// the view whose stretch costs least (`StretchCost`). That is computed here in two passes
/// per axis, without building a tableau.
///
/// Steps:
///  1. find candidate roots and check every view of each subtree (`gather`), so only
///     what is handled exactly comes here and the rest falls back to the solver;
///  2. per axis, natural lengths and stretch costs bottom-up, then lengths and positions
///     top-down (`DirectStacks+Axis.swift`); a tie between equally cheap views (the solver
///     would pick by internal symbol order, and call the layout ambiguous) sends the whole
///     subtree back to the solver.
///
/// The engine still builds every constraint of these subtrees for `LayoutResult.constraints`;
/// it only leaves them out of the solver, and pins each root's size to the computed one so
/// the solver places the root like any other view.
struct DirectStacks {
    let tree: LayoutTree
    let intrinsic: [IntrinsicSize]
    /// Roots of the subtrees laid out here, in tree order.
    private(set) var roots: [Int] = []
    /// For each view, the root of the direct subtree it belongs to (itself for a root), or -1.
    private(set) var member: [Int]
    /// For member views: the frame in the superview (alignment rect = frame: no insets). A
    /// root's origin is (0, 0) here; its position comes from the solver.
    private(set) var frames: [Rect]

    // What the layout reads of each member, gathered once by `gather` into flat arrays
    // (reading `tree.views[v].stack` in the loops would copy its arrays every time).
    /// For a member stack: its arranged views are `children[childStart[v] ..< childEnd[v]]`,
    /// and `gapAfter[k]` is the spacing after `children[k]`. `childEnd[v] == -1` for a leaf.
    var childStart: [Int]
    var childEnd: [Int]
    var children: [Int] = []
    var gapAfter: [Double] = []
    var stackAxis: [Axis]
    /// Views already gathered: a view listed twice (a malformed tree, e.g. arranged
    /// twice) is left to the solver, which reports what that means.
    var visited: [Bool]
    var equally: [Bool]
    var cross: [Cross]

    // Per-axis scratch, indexed by view (reused for every subtree and both axes).
    var natural: [Double]
    var cost: [StretchCost]
    /// For a fill stack along its axis: the arranged view that takes extra length, or -1
    /// when two are equally cheap.
    var cheapest: [Int]
    var length: [Double]
    var position: [Double]
    /// Index of a view among its superview's arranged views, or -1.
    let arrangedIndex: [Int]

    init(tree: LayoutTree, intrinsic: [IntrinsicSize], user: [LayoutConstraint]) {
        self.tree = tree
        self.intrinsic = intrinsic
        let n = tree.views.count
        member = [Int](repeating: -1, count: n)
        frames = [Rect](repeating: .zero, count: n)
        childStart = [Int](repeating: 0, count: n)
        childEnd = [Int](repeating: -1, count: n)
        stackAxis = [Axis](repeating: .horizontal, count: n)
        visited = [Bool](repeating: false, count: n)
        equally = [Bool](repeating: false, count: n)
        cross = [Cross](repeating: .fill, count: n)
        natural = [Double](repeating: 0, count: n)
        cost = [StretchCost](repeating: .zero, count: n)
        cheapest = [Int](repeating: -1, count: n)
        length = [Double](repeating: 0, count: n)
        position = [Double](repeating: 0, count: n)
        var arrangedIndex = [Int](repeating: -1, count: n)
        for index in tree.views.indices {
            guard let stack = tree.views[index].stack else { continue }
            for (i, a) in stack.arranged.enumerated() where a > 0 && a < n { arrangedIndex[a] = i }
        }
        self.arrangedIndex = arrangedIndex

        let mentions = Self.userMentions(user, tree: tree)
        for root in 1..<max(1, n) where tree.views[root].stack != nil && arrangedIndex[root] < 0 {
            guard mentions[root] != .any, let order = gather(root, mentions: mentions) else { continue }
            guard layOut(root, order) else { continue }
            roots.append(root)
            for v in order { member[v] = root }
        }
    }

    /// How user constraints mention a view: not at all, by its top/left (leading in ltr)
    /// only — which leaves its size to its content — or otherwise.
    enum Mention { case none, position, any }

    static func userMentions(_ user: [LayoutConstraint], tree: LayoutTree) -> [Mention] {
        var mentions = [Mention](repeating: .none, count: tree.views.count)
        func note(_ anchor: LayoutAnchor) {
            guard case .view(let v) = anchor.item, v >= 0, v < mentions.count else { return }
            let positionOnly: Bool
            switch anchor.attribute {
            case .top, .left: positionOnly = true
            case .leading: positionOnly = tree.direction == .ltr
            default: positionOnly = false
            }
            if !positionOnly { mentions[v] = .any } else if mentions[v] == .none { mentions[v] = .position }
        }
        for c in user {
            note(c.first)
            if let second = c.second { note(second) }
        }
        return mentions
    }

    /// Step 1: the subtree of `root` in pre-order, with what the layout needs of each view
    /// gathered into the flat arrays; nil when any view in it is outside what this layout
    /// handles exactly.
    mutating func gather(_ root: Int, mentions: [Mention]) -> [Int]? {
        var order: [Int] = []
        var pending = [root]
        var maxHugging = -Double.infinity, minHugging = Double.infinity
        var minCompression = Double.infinity
        while let v = pending.popLast() {
            guard !visited[v] else { return nil }
            visited[v] = true
            guard !tree.views[v].isHidden, tree.views[v].alignmentInsets == .zero,
                  !tree.views[v].isMultilineText else { return nil }
            if v != root {
                guard mentions[v] == .none, arrangedIndex[v] >= 0 else { return nil }
            }
            if let stack = tree.views[v].stack {
                // Numbers the solver would refuse stay with it, so the error is the same.
                guard stack.spacing.isFinite, stack.customSpacing.values.allSatisfy(\.isFinite) else { return nil }
                guard Self.handles(stack), tree.views[v].subviews == stack.arranged,
                      intrinsic[v].width == nil, intrinsic[v].height == nil else { return nil }
                childStart[v] = children.count
                // UIKit's gap after each arranged view (none is hidden here, so no halving).
                for a in stack.arranged {
                    children.append(a)
                    gapAfter.append(stack.customSpacing.isEmpty ? stack.spacing : stack.customSpacing[a] ?? stack.spacing)
                }
                childEnd[v] = children.count
                stackAxis[v] = stack.axis
                equally[v] = stack.distribution == .fillEqually
                cross[v] = Self.crossAlignment(stack)
                pending.append(contentsOf: stack.arranged.reversed())
            } else {
                guard tree.views[v].subviews.isEmpty, let w = intrinsic[v].width, let h = intrinsic[v].height,
                      w.isFinite, h.isFinite, w >= 0, h >= 0 else { return nil }
                if case .measured(widthDependent: true) = tree.views[v].intrinsic { return nil }
                childEnd[v] = -1
                let hugging = tree.views[v].hugging, resistance = tree.views[v].compressionResistance
                guard Self.isPriority(hugging.horizontal), Self.isPriority(hugging.vertical),
                      Self.isPriority(resistance.horizontal), Self.isPriority(resistance.vertical) else { return nil }
                maxHugging = max(maxHugging, hugging.horizontal, hugging.vertical)
                minHugging = min(minHugging, hugging.horizontal, hugging.vertical)
                minCompression = min(minCompression, resistance.horizontal, resistance.vertical)
            }
            order.append(v)
        }
        // Every hugging above the fits (51, 49) and the ambiguity suppression (25), below
        // every compression resistance (so no view is ever squeezed below its natural size)
        // and below the spanner boundaries (999.5).
        if maxHugging > -Double.infinity {
            guard minHugging > 51, maxHugging < 999, maxHugging < minCompression else { return nil }
        }
        return order
    }

    /// A priority the solver accepts: finite, above 0, at most 1000.
    static func isPriority(_ p: Double) -> Bool { p.isFinite && p > 0 && p <= 1000 }

    /// Stack configurations this layout reproduces exactly.
    static func handles(_ stack: StackConfiguration) -> Bool {
        guard !stack.arranged.isEmpty, !stack.isLayoutMarginsRelativeArrangement,
              !(stack.isBaselineRelativeArrangement && stack.axis == .vertical) else { return false }
        switch stack.distribution {
        case .fill, .fillEqually: break
        case .fillProportionally, .equalSpacing, .equalCentering: return false
        }
        switch stack.alignment {
        case .fill, .leading, .top, .center, .trailing, .bottom: return true
        // A vertical stack lays its baseline alignments out as leading and trailing.
        case .firstBaseline, .lastBaseline: return stack.axis == .vertical
        }
    }

    /// Step 2 for one subtree: both axes; false when an optimum is not unique.
    mutating func layOut(_ root: Int, _ order: [Int]) -> Bool {
        guard layOutAxis(.horizontal, root: root, order: order) else { return false }
        for v in order {
            frames[v].x = position[v]
            frames[v].width = length[v]
        }
        guard layOutAxis(.vertical, root: root, order: order) else { return false }
        for v in order {
            frames[v].y = position[v]
            frames[v].height = length[v]
        }
        return true
    }

    /// The frame of an alignment spanner owned by member stack `owner`: it spans the stack
    /// across its axis; along it no constraint mentions the guide, so the solver leaves 0.
    func spannerFrame(owner: Int) -> Rect {
        let size = frames[owner]
        return stackAxis[owner] == .horizontal ? Rect(x: 0, y: 0, width: 0, height: size.height)
                          : Rect(x: 0, y: 0, width: size.width, height: 0)
    }
}
