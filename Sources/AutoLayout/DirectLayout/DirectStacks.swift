/// Stack subtrees laid out without the solver, with the frames the solver would give them.
///
/// A stack subtree — a stack nobody arranges (or one arranged by a stack the solver lays
/// out: `DirectStacks+Nested.swift`), holding only stacks and leaves with intrinsic
/// sizes, no view inside it named by a user constraint but for a leaf's fixed width or
/// height (`DirectStacks+FixedLength.swift`) — meets the rest of the layout only through
/// its root's variables. Its constraints (UIKit's stack rules and the leaves'
/// intrinsic sizes) mention the root's width and height, never its position. So when each
/// of the root's lengths is either *free* (no constraint from outside mentions it) or
/// *fixed from outside* (required equalities outside the subtree give it one value whatever
/// else holds), the objective separates: the solver's optimum for the subtree is the
/// optimum of its own constraints with the root at that length. A length named from
/// outside but not fixed (a canvas that fits its content) is the subtree's natural one when
/// the rest of the layout gains less by moving it than the subtree loses, which the solver's
/// marginal costs tell (`DirectStacks+Deferred.swift`).
///
/// Along one axis those constraints have a simple shape: sums along a fill stack, one
/// length shared across a fill-aligned stack or by `fillEqually`, lengths under a bound
/// below an alignment spanner, and the gaps, centre distances or shares of the other
/// distributions (`DirectStacks+Distribution.swift`, `DirectStacks+Tiered.swift`), and
/// across a row aligned by baselines, tops at fixed distances from one another
/// (`DirectStacks+Baseline.swift`). Each view's cost as a function of its length is convex and
/// piecewise linear, with slopes that are vectors over the priority levels (`StretchCost`).
/// With every hugging priority below every compression resistance each view has one
/// natural length where it costs least, and a length forced on a stack is shared out as the
/// solver shares it: extra length to the view whose stretching costs least, missing length
/// taken where compressing costs least, equal priorities told apart by the engine's tie
/// weights (`StackRules.tieWeight(at:)`: the first arranged view gives way first). That is
/// computed in two passes per axis, without building a tableau.
///
/// Steps:
///  1. find candidate roots (`userMentions`, `DirectStacks+Mentions.swift`) and check every
///     view of each subtree (`gather`), so only what is handled exactly comes here and the
///     rest falls back to the solver — where a root cannot be taken, the stacks it arranges
///     are tried in its place (`take`, `nestedCandidates`);
///  2. per axis, natural lengths and stretch costs bottom-up, then lengths and positions
///     top-down (`DirectStacks+Axis.swift`), with the costs of compression built only where
///     a stack must give length back (`DirectStacks+Compress.swift`). A free length is laid
///     out at once from the root's natural length; a length named from outside waits until
///     the solver has everything outside the subtrees (`finish`, `settle`);
///  3. hand back to the solver any subtree where the answer is not exactly the solver's: a
///     tie it would break by its internal symbol order (and call the layout ambiguous), a
///     view compressed below a required size, a negative length where the cost has an
///     absolute value, a length from outside that is neither fixed nor left alone.
///
/// The engine still builds every constraint of these subtrees for `LayoutResult.constraints`;
/// it only leaves them out of the solver, and pins each root's free lengths to the computed
/// ones so the solver places the root like any other view.
///
/// **The door.** `LayoutEngine` makes one `DirectStacks` per attempt (none when
/// `Options.directStacks` is off) and hands it to `SolvePass.run`, the only code that talks
/// to it. Their protocol has three moves:
///  - *pin*: before any constraint, the pass pins each root's free lengths to `frames`, and
///    leaves every constraint `membership` claims out of the solver;
///  - *settle*: once everything outside the subtrees is in, each length in `deferred` is
///    read from the solver — fixed by required equalities (`finish`), or judged against
///    the solver's marginal costs (`settle`);
///  - *hand back*: a root that cannot be finished exactly (or any root, when a required
///    constraint broke) comes back as `.retry(excluding:)`, and the engine runs the pass
///    again with those roots left to the solver.
/// Frames are read back through `membership` (`root(of:)`) and `frames`; the two paths are
/// held to identical frames by the engine tests that run every layout both ways.
struct DirectStacks {
    let tree: LayoutTree
    let intrinsic: [IntrinsicSize]
    /// The measured content, for baseline offsets and UIKit's baseline forwarding
    /// (`DirectStacks+Baseline.swift`).
    let content: ContentSizes
    /// Roots of the subtrees laid out here, in tree order.
    var roots: [Int] = []
    /// For each view, the root of the direct subtree it belongs to (itself for a root), or -1
    /// (read from outside as ``membership``).
    var member: [Int]

    /// Which subtree each view belongs to, for the item geometry and the solver pass.
    var membership: DirectMembership { DirectMembership(rootOf: member) }
    /// For member views: the frame in the superview (alignment rect = frame: no insets). A
    /// root's origin is (0, 0) here; its position comes from the solver.
    private(set) var frames: [Rect]

    // What the layout reads of each member, gathered once by `gather` into flat arrays
    // (reading `tree.views[v].stack` in the loops would copy its arrays every time).
    /// For a member stack: its arranged views are `children[childStart[v] ..< childEnd[v]]`,
    /// and `gapAfter[k]` is the spacing after `children[k]`. `childEnd[v] == -1` for a leaf.
    /// Hidden arranged views come after the visible ones: `children[childStart[v] ..<
    /// visibleEnd[v]]` are the visible ones, and `gapAfter[k]` is then the gap up to the next
    /// visible view; `hiddenPlace[k]` places a hidden one (`DirectStacks+Hidden.swift`).
    var childStart: [Int]
    var childEnd: [Int]
    var visibleEnd: [Int]
    var children: [Int] = []
    var gapAfter: [Double] = []
    var hiddenPlace: [HiddenPlace] = []
    var stackAxis: [Axis]
    /// For a member stack arranging inside its layout margins: those margins (else zero).
    var margins: [DirectionalInsets]
    /// Views already gathered: a view listed twice (a malformed tree, e.g. arranged
    /// twice) is left to the solver, which reports what that means.
    var visited: [Bool]
    /// For a member stack: how it shares its length along its axis (`DirectStacks+Distribution.swift`).
    var along: [Along]
    var cross: [Cross]

    // Per-axis scratch, indexed by view (reused for every subtree and both axes).
    var natural: [Double]
    var cost: [StretchCost]
    /// For a fill stack along its axis: the arranged view that takes extra length, or -1
    /// when two are equally cheap.
    var cheapest: [Int]
    /// The lowest priority level at which compressing a view from its natural length
    /// surely costs something (`longestGiveWay`).
    var giveLevel: [Double]
    var length: [Double]
    var position: [Double]
    /// Index of a view among its superview's arranged views, or -1.
    /// A root's is -1 here even when a stack the solver lays out arranges it
    /// (`DirectStacks+Nested.swift`): inside its subtree, nothing arranges it.
    var arrangedIndex: [Int]

    // Costs of compression, built on demand per axis (`DirectStacks+Compress.swift`): the
    // pieces of view `v` are `pieceSlope/pieceLength[pieceStart[v] ..< pieceEnd[v]]`
    // when `pieceStamp[v] == stamp`. The per-view arrays are made on first use
    // (`makeCompressionScratch`): most layouts never compress.
    var pieceSlope: [StretchCost] = []
    var pieceLength: [Double] = []
    var pieceStart: [Int] = []
    var pieceEnd: [Int] = []
    var pieceStamp: [Int] = []
    var stamp = 0
    /// Position of each member in its subtree's pre-order, and one past its last descendant
    /// (for the pass `orderStamp` names).
    var preorder: [Int] = []
    var subtreeEnd: [Int] = []
    var orderStamp = -1
    /// Scratch for walking the views' pieces: the current piece, how much of it is used,
    /// how much length a view has given up, where its current piece ends.
    var cursor: [Int] = []
    var used: [Double] = []
    var taken: [Double] = []
    var breakAt: [Double] = []
    /// For a stack shorter by content than its longest view (`yieldBelowLongest`): the pass
    /// (`stamp`) that found it so, and by how much.
    var yieldStamp: [Int] = []
    var yieldLength: [Double] = []
    /// What making each view one point shorter than its natural length costs (filled only
    /// when a length from outside is judged: `DirectStacks+Deferred.swift`).
    var compressionAtNatural: [StretchCost] = []

    /// For each arranged view of a baseline row (`DirectStacks+Baseline.swift`): its top in
    /// the row at the row's natural height (`rowTop`), and its baseline below its own top
    /// (`rowBase`); made on first use. `baselineRows` lists the rows placed in this pass.
    var rowTop: [Double] = []
    var rowBase: [Double] = []
    var baselineRows: [Int] = []
    /// Whether some row gathered wishes a multi-line label a share of its width
    /// (`DirectStacks+TextWidth.swift`).
    var hasTextWidthWishes = false
    /// For each leaf whose lengths the user fixes (`fixedLengths`): 1 when its width is
    /// fixed, 2 its height; 4 when its width follows a fill-aligned stack's (`followers`),
    /// 8 its height; empty when no leaf has any of these.
    var fixedAxes: [UInt8]

    /// Roots with a length constraints from outside care about, waiting for the solver
    /// (`finish` or `settle`).
    var deferred: [Deferred] = []
    /// Roots with a free length that a constraint from outside names (with their position).
    var linked: [Int] = []
    /// The cut of each tiered root whose cut is not 50 (`DirectStacks+Tiered.swift`).
    var tierCut: [Int: Double] = [:]

    /// - Parameter excluded: roots to leave to the solver (a previous attempt handed them back).
    init(tree: LayoutTree, content: ContentSizes, user: [LayoutConstraint], excluded: [Int] = []) {
        let mentions = Self.userMentions(user, tree: tree)
        let (fixed, followers) = Self.fixedLengths(user, mentions: mentions, tree: tree, intrinsic: content.intrinsic)
        (self.tree, self.intrinsic) = Self.fixingLengths(fixed, followers: followers, tree: tree, intrinsic: content.intrinsic)
        self.content = content
        let n = tree.views.count
        fixedAxes = [UInt8](repeating: 0, count: fixed.isEmpty && followers.isEmpty ? 0 : n)
        for (v, lengths) in fixed { fixedAxes[v] = (lengths.width == nil ? 0 : 1) | (lengths.height == nil ? 0 : 2) }
        for (v, axis) in followers { fixedAxes[v] |= axis == .horizontal ? 4 : 8 }
        member = [Int](repeating: -1, count: n)
        frames = [Rect](repeating: .zero, count: n)
        childStart = [Int](repeating: 0, count: n)
        childEnd = [Int](repeating: -1, count: n)
        visibleEnd = [Int](repeating: -1, count: n)
        stackAxis = [Axis](repeating: .horizontal, count: n)
        margins = [DirectionalInsets](repeating: .zero, count: n)
        visited = [Bool](repeating: false, count: n)
        along = [Along](repeating: .fill, count: n)
        cross = [Cross](repeating: .fill, count: n)
        natural = [Double](repeating: 0, count: n)
        cost = [StretchCost](repeating: .zero, count: n)
        cheapest = [Int](repeating: -1, count: n)
        giveLevel = [Double](repeating: 0, count: n)
        length = [Double](repeating: 0, count: n)
        position = [Double](repeating: 0, count: n)
        var arrangedIndex = [Int](repeating: -1, count: n)
        for index in tree.views.indices {
            guard let stack = tree.views[index].stack else { continue }
            for (i, a) in stack.arranged.enumerated() where a > 0 && a < n { arrangedIndex[a] = i }
        }
        self.arrangedIndex = arrangedIndex

        // Stacks nobody arranges first, in tree order; where one cannot be laid out here,
        // the stacks it arranges are tried as roots inside what the solver lays out
        // (`DirectStacks+Nested.swift`), below a root an earlier attempt handed back too.
        // Every attempt hands back all the roots it cannot finish at once, so a layout takes
        // at most about one attempt per level of stacks.
        var candidates = (1..<max(1, n)).filter { tree.views[$0].stack != nil && arrangedIndex[$0] < 0 }.reversed() as [Int]
        while let root = candidates.popLast() {
            if !excluded.contains(root) && take(root, mentions: mentions) { continue }
            candidates += nestedCandidates(of: root).reversed()
        }
    }

    /// Step 1: the subtree of `root` in pre-order, with what the layout needs of each view
    /// gathered into the flat arrays, and the lowest level at which compressing it from its
    /// natural length costs anything (a compression resistance or a centring wish); nil when
    /// any view in it is outside what this layout handles exactly.
    mutating func gather(_ root: Int, mentions: [Mention]) -> (order: [Int], minCompression: Double)? {
        var touched: [Int] = []
        if let found = gather(root, mentions: mentions, touched: &touched) { return found }
        // Unmarked, so a stack inside may still be gathered as a root of its own.
        for v in touched { visited[v] = false }
        return nil
    }

    private mutating func gather(_ root: Int, mentions: [Mention],
                                 touched: inout [Int]) -> (order: [Int], minCompression: Double)? {
        var order: [Int] = []
        var pending = [root]
        var maxHugging = -Double.infinity, minHugging = Double.infinity
        var minCompression = Double.infinity
        var minWish = Double.infinity
        var fixedLeaf = false, baselineRow = false
        while let v = pending.popLast() {
            guard !visited[v] else { return nil }
            visited[v] = true
            touched.append(v)
            // Hidden views are taken as arranged views (`DirectStacks+Hidden.swift`).
            if tree.views[v].isHidden {
                guard v != root else { return nil }
            }
            guard tree.views[v].alignmentInsets == .zero else { return nil }
            // Text whose height follows its width is, within one pass, a leaf of the size
            // last measured; in a row, its width wish is checked once laid out
            // (`DirectStacks+TextWidth.swift`).
            if tree.views[v].isMultilineText || tree.views[v].intrinsic == .measured(widthDependent: true) {
                guard v != root, takesText(v) else { return nil }
            }
            if v != root {
                guard mentions[v].isNone || isFixed(v, .horizontal) || isFixed(v, .vertical),
                      arrangedIndex[v] >= 0 else { return nil }
            }
            if let stack = tree.views[v].stack {
                // Numbers the solver would refuse stay with it, so the error is the same.
                guard stack.spacing.isFinite, stack.customSpacing.values.allSatisfy(\.isFinite) else { return nil }
                guard Self.handles(stack), tree.views[v].subviews == stack.arranged,
                      intrinsic[v].width == nil, intrinsic[v].height == nil,
                      let mode = alongMode(stack) else { return nil }
                // A long centred stack only as a root of leaves (`DirectStacks+Tiered.swift`).
                if mode == .tiered {
                    guard v == root, stack.arranged.allSatisfy({ tree.views[$0].stack == nil }),
                          !stack.isLayoutMarginsRelativeArrangement else { return nil }
                }
                // Margins a stack arranges inside: constant lengths on either side.
                if stack.isLayoutMarginsRelativeArrangement {
                    let m = tree.views[v].layoutMargins
                    guard [m.top, m.leading, m.bottom, m.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
                    margins[v] = m
                }
                guard appendArranged(v, stack) else { return nil }
                stackAxis[v] = stack.axis
                along[v] = mode
                // Compressing an equal-centering stack from its natural length may break a
                // centring wish (150 − i) before it squeezes any view.
                if mode == .centering, let wish = lowestCenteringWish(stack.arranged) {
                    minWish = min(minWish, wish)
                }
                cross[v] = Self.crossAlignment(stack)
                if cross[v] == .firstBaseline || cross[v] == .lastBaseline { baselineRow = true }
                // In the order of the slots (visible first), so the pre-order follows them.
                pending.append(contentsOf: children[childStart[v]..<childEnd[v]].reversed())
            } else {
                guard tree.views[v].subviews.isEmpty, let w = intrinsic[v].width, let h = intrinsic[v].height,
                      w.isFinite, h.isFinite, w >= 0, h >= 0 else { return nil }
                childEnd[v] = -1
                let hugging = tree.views[v].hugging, resistance = tree.views[v].compressionResistance
                guard Self.isPriority(hugging.horizontal), Self.isPriority(hugging.vertical),
                      Self.isPriority(resistance.horizontal), Self.isPriority(resistance.vertical) else { return nil }
                for axis in [Axis.horizontal, .vertical] {
                    minCompression = min(minCompression, resistance[axis])
                    // A fixed length hugs at 1000 as a bound, not a cost; a follower costs
                    // nothing (`DirectStacks+FixedLength.swift`).
                    guard !isFixed(v, axis), !isFollower(v, axis) else {
                        fixedLeaf = true
                        if let parent = tree.views[v].parent,
                           tree.views[parent].stack?.distribution == .fillProportionally { return nil }
                        continue
                    }
                    maxHugging = max(maxHugging, hugging[axis])
                    minHugging = min(minHugging, hugging[axis])
                }
            }
            order.append(v)
        }
        // Every hugging above the fits (51, 49) and the ambiguity suppression (25), below
        // every compression resistance (so no view is ever squeezed below its natural size)
        // and below the spanner boundaries (999.5).
        if maxHugging > -Double.infinity {
            guard minHugging > 51, maxHugging < 999, maxHugging < minCompression else { return nil }
        }
        if fixedLeaf && baselineRow { return nil }
        return (order, min(minCompression, minWish))
    }

    /// A priority the solver accepts: finite, above 0, at most 1000.
    static func isPriority(_ p: Double) -> Bool { p.isFinite && p > 0 && p <= 1000 }

    /// Step 2 for a root's length nothing outside cares about: its natural one, which must
    /// be the only optimum — a tiered stack's may not be (`DirectStacks+Tiered.swift`).
    mutating func layOutFree(_ axis: Axis, _ root: Int, _ order: [Int]) -> Bool {
        layOut(axis, root, order) && (!isTiered(root, axis) || cost[root].isPositive)
    }

    /// Step 2 for one subtree along one axis, from the root's natural length or the given
    /// one; false when the optimum is not unique or not one this type reproduces exactly.
    mutating func layOut(_ axis: Axis, _ root: Int, _ order: [Int], rootLength: Double? = nil) -> Bool {
        guard layOutAxis(axis, root: root, order: order, rootLength: rootLength) else { return false }
        for v in order {
            if axis == .horizontal {
                frames[v].x = position[v]
                frames[v].width = length[v]
            } else {
                frames[v].y = position[v]
                frames[v].height = length[v]
            }
        }
        return axis == .vertical || meetsTextWidthWishes(order)
    }

    /// The frame of the `k`th `UISV-distributing` guide of member stack `owner` (equal
    /// spacing or centering), between its arranged views `k` and `k + 1`: along the axis
    /// from the first's far edge (or centre) to the second's near edge (or centre), in the
    /// layout direction; across it no constraint mentions the guide, so the solver leaves 0.
    func distributingFrame(owner: Int, k: Int) -> Rect {
        let first = childStart[owner] + k
        guard k >= 0, first + 1 < visibleEnd[owner] else { return .zero }
        let prev = frames[children[first]], next = frames[children[first + 1]]
        let centering = along[owner] == .centering || along[owner] == .tiered
        if stackAxis[owner] == .vertical {
            let start = centering ? prev.y + prev.height / 2 : prev.y + prev.height
            let end = centering ? next.y + next.height / 2 : next.y
            return Rect(x: 0, y: start, width: 0, height: end - start)
        }
        if tree.direction == .rtl {
            // Leading is the right edge: the guide runs from the next view to the previous.
            let start = centering ? next.x + next.width / 2 : next.x + next.width
            let end = centering ? prev.x + prev.width / 2 : prev.x
            return Rect(x: start, y: 0, width: end - start, height: 0)
        }
        let start = centering ? prev.x + prev.width / 2 : prev.x + prev.width
        let end = centering ? next.x + next.width / 2 : next.x
        return Rect(x: start, y: 0, width: end - start, height: 0)
    }

    /// The frame of an alignment spanner owned by member stack `owner`: it spans the stack
    /// (inside its margins when it arranges inside them) across its axis; along it no
    /// constraint mentions the guide, so the solver leaves 0.
    func spannerFrame(owner: Int) -> Rect {
        if isBaselineRow(owner, .vertical) { return baselineSpannerFrame(owner: owner) }
        let inside = marginsGuideFrame(owner: owner)
        return stackAxis[owner] == .horizontal ? Rect(x: 0, y: inside.y, width: 0, height: inside.height)
                          : Rect(x: inside.x, y: 0, width: inside.width, height: 0)
    }

    /// The frame of member stack `owner`'s layout margins guide: the stack less its margins.
    func marginsGuideFrame(owner: Int) -> Rect {
        let size = frames[owner], m = margins[owner].absolute(tree.direction)
        return Rect(x: m.left, y: m.top, width: size.width - m.left - m.right, height: size.height - m.top - m.bottom)
    }

    /// Both margins of stack `v` along `axis` (zero unless it arranges inside them).
    func marginSum(_ v: Int, _ axis: Axis) -> Double {
        let m = margins[v]
        return axis == .horizontal ? m.leading + m.trailing : m.top + m.bottom
    }

    /// The margin of stack `v` at the start of `axis` in the layout direction: leading or top.
    func marginLead(_ v: Int, _ axis: Axis) -> Double { axis == .horizontal ? margins[v].leading : margins[v].top }
}
