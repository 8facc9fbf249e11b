import AutoLayout
import PropertyBased
import Testing

/// The direct stack layout must give what the solver gives: every frame, guide frame,
/// constraint, broken constraint and ambiguous view, on trees it takes and trees it hands
/// back. Frames agree to 1e-9 points (the two paths add the same numbers in different
/// orders, so the last bits may differ).
struct DirectStacksTests {
    static func bothPaths(_ tree: LayoutTree) throws -> (direct: LayoutResult, solver: LayoutResult) {
        var off = LayoutEngine.Options()
        off.directStacks = false
        return (try LayoutEngine.solve(tree), try LayoutEngine.solve(tree, options: off))
    }

    /// Both paths' layouts of a random tree, or nil when both refuse it alike: a random
    /// fillProportionally stack's negative spacing can cancel its views' lengths exactly
    /// (about one tree in 15,000), and UIKit cannot lay such a stack out either.
    static func bothPathsOfRandom(_ tree: LayoutTree, measure: Measuring? = nil) throws -> (direct: LayoutResult, solver: LayoutResult)? {
        var off = LayoutEngine.Options()
        off.directStacks = false
        let direct = Result { () throws(LayoutError) in try LayoutEngine.solve(tree, measure: measure) }
        let solver = Result { () throws(LayoutError) in try LayoutEngine.solve(tree, measure: measure, options: off) }
        if case .failure(let refusal) = direct, case .invalidStack = refusal, case .failure(refusal) = solver { return nil }
        return (try direct.get(), try solver.get())
    }

    static func close(_ a: Rect, _ b: Rect) -> Bool {
        zip([a.x, a.y, a.width, a.height], [b.x, b.y, b.width, b.height])
            .allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($0), abs($1)) }
    }

    /// The same constraints in the same order. The constants of intrinsic-size constraints
    /// are compared as frames are (to 1e-9): text measured again at the width laid out
    /// reports that width, which the two paths reach by different arithmetic (a label's
    /// share of a row: the direct path divides, the solver pivots), so it may differ in
    /// the last bits.
    static func sameConstraints(_ d: [LayoutConstraint], _ s: [LayoutConstraint]) -> Bool {
        guard d.count == s.count else { return false }
        for (x, y) in zip(d, s) where x != y {
            guard x.origin == .intrinsic, abs(x.constant - y.constant) <= 1e-9 * max(1, abs(x.constant), abs(y.constant)) else { return false }
            var z = x
            z.constant = y.constant
            if z != y { return false }
        }
        return true
    }

    /// Views both paths call ambiguous may sit anywhere their constraints allow (UIKit's
    /// too): the solver picks one optimum by its internal symbol order, which the direct
    /// path changes for the views it takes out. Their frames are not compared; that both
    /// paths find the same views ambiguous is. What moves with such a view moves too: the
    /// canvas frames of the views inside it, the frames of the guides it or the stack
    /// arranging it owns, and hidden views anywhere in the layout (never reported ambiguous
    /// themselves).
    static func expectSame(_ d: LayoutResult, _ s: LayoutResult, _ label: String, tree: LayoutTree? = nil) {
        #expect(s.directStackRoots.isEmpty, "\(label): the solver path used the direct path")
        #expect(d.frames.count == s.frames.count)
        let loose = Set(d.ambiguous).intersection(s.ambiguous)
        let moved = tree.map { t in Set(t.views.indices.filter { selfOrAncestor($0, in: t, loose.contains) }) } ?? loose
        // A hidden view is never called ambiguous (it is not drawn): beside or inside a
        // loose view it moves with it unreported.
        var hiddenNearLoose: Set<Int> = []
        if let tree, !loose.isEmpty {
            hiddenNearLoose = Set(tree.views.indices.filter { selfOrAncestor($0, in: tree) { tree.views[$0].isHidden } })
        }
        for i in d.frames.indices where !loose.contains(i) && !hiddenNearLoose.contains(i) && !close(d.frames[i], s.frames[i]) {
            Issue.record("\(label): view \(i) is \(d.frames[i]) directly, \(s.frames[i]) by the solver")
        }
        for i in d.canvasFrames.indices where !moved.contains(i) && !hiddenNearLoose.contains(i) && !close(d.canvasFrames[i], s.canvasFrames[i]) {
            Issue.record("\(label): view \(i) canvas frame \(d.canvasFrames[i]) vs \(s.canvasFrames[i])")
        }
        #expect(d.guides == s.guides, "\(label): guides")
        // A stack's guides run between its arranged views: one of them loose moves them.
        let guideMoves = { (owner: Int) in
            moved.contains(owner) || tree?.views[owner].stack?.arranged.contains(where: moved.contains) == true
        }
        for g in d.guideFrames.indices where !guideMoves(d.guides[g].owner) && !close(d.guideFrames[g], s.guideFrames[g]) {
            Issue.record("\(label): guide \(g) (\(d.guides[g].identifier)) \(d.guideFrames[g]) vs \(s.guideFrames[g])")
        }
        #expect(sameConstraints(d.constraints, s.constraints), "\(label): constraint lists differ")
        #expect(d.broken == s.broken, "\(label): broken constraints")
        #expect(d.ambiguous == s.ambiguous, "\(label): ambiguous views")
        #expect(d.passes == s.passes)
    }

    /// True when view `i` or one of its ancestors in `tree` passes `test`.
    static func selfOrAncestor(_ i: Int, in tree: LayoutTree, _ test: (Int) -> Bool) -> Bool {
        var v: Int? = i
        while let at = v {
            if test(at) { return true }
            v = tree.views[at].parent
        }
        return false
    }

    @Test func randomStackTreesLayOutAsTheSolverDoes() async throws {
        var taken = 0
        var distributions: [StackConfiguration.Distribution: Int] = [:]
        await propertyCheck(count: 400, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let tree = try RandomStackTree.make(seed: seed)
            guard let both = try DirectStacksTests.bothPathsOfRandom(tree) else { return }
            let (d, s) = both
            Self.expectSame(d, s, "seed \(seed)", tree: tree)
            if !d.directStackRoots.isEmpty { taken += 1 }
            for distribution in Self.distributionsTaken(tree, d) { distributions[distribution, default: 0] += 1 }
        }
        // Most generated trees are meant for the direct path; if it took few, the
        // comparison above would prove little.
        #expect(taken >= 150, "only \(taken) of 400 random trees took the direct path")
        for distribution in StackConfiguration.Distribution.allCases {
            #expect(distributions[distribution, default: 0] >= 15, "\(distribution): \(distributions[distribution, default: 0]) trees")
        }
    }

    /// Every view of the subtrees laid out directly in `result`, each root before the
    /// views it arranges.
    static func viewsTaken(_ tree: LayoutTree, _ result: LayoutResult) -> [Int] {
        var views: [Int] = []
        var pending = result.directStackRoots
        while let v = pending.popLast() {
            views.append(v)
            pending += tree.views[v].stack?.arranged ?? []
        }
        return views
    }

    /// The distributions of the stacks laid out directly in `result`, once each; with
    /// `hiding`, of those with a hidden arranged view only.
    static func distributionsTaken(_ tree: LayoutTree, _ result: LayoutResult,
                                   hiding: Bool = false) -> Set<StackConfiguration.Distribution> {
        var found: Set<StackConfiguration.Distribution> = []
        for v in viewsTaken(tree, result) {
            guard let stack = tree.views[v].stack else { continue }
            if !hiding || stack.arranged.contains(where: { tree.views[$0].isHidden }) { found.insert(stack.distribution) }
        }
        return found
    }

    /// The benchmark's shape, small: groups of rows of ten leaves, rows centred, a fixed
    /// leading/top; worked by hand for the first row.
    @Test func nestedRowsMatchTheSolverAndTheHandWorkedFrames() throws {
        var b = TreeBuilder()
        let outer = b.add("outer")
        var outerConfig = StackConfiguration()
        outerConfig.axis = .vertical
        outerConfig.spacing = 8
        var rows: [Int] = []
        for r in 0..<3 {
            var rowConfig = StackConfiguration()
            rowConfig.spacing = 8
            rowConfig.alignment = .center
            let row = b.add("row\(r)", parent: outer)
            for i in 0..<(r == 1 ? 4 : 3) {
                let k = r * 10 + i
                rowConfig.arranged.append(b.add("l\(k)", parent: row,
                                                 intrinsic: .fixed(width: Double(20 + 5 * (k % 7)), height: Double(10 + 3 * (k % 5)))))
            }
            b.tree.views[row].stack = rowConfig
            outerConfig.arranged.append(row)
            rows.append(row)
        }
        b.tree.views[outer].stack = outerConfig
        try b.constrain("outer.leading == root.leading + 10")
        try b.constrain("outer.top == root.top + 20")
        let (d, s) = try Self.bothPaths(b.tree)
        #expect(d.directStackRoots == [outer])
        Self.expectSame(d, s, "nested rows")
        // Row 0 (k = 0…2): 20×10, 25×13, 30×16 → natural width 75 + 2·8 = 91, height 16.
        // Row 1 (k = 10…13): 35×10, 40×13, 45×16, 50×19 → 170 + 3·8 = 194, height 19.
        // Row 2 (k = 20…22): 50×10, 20×13, 25×16 → 95 + 16 = 111, height 16.
        // Fill alignment makes every row 194 wide; in a row the first leaf takes the extra
        // (its hugging weighs least), so row 0's first leaf is 20 + 103 = 123 wide. Leaves
        // are centred across the row: (16 − 10) / 2 = 3, (16 − 13) / 2 = 1.5.
        #expect(d.frames[outer] == Rect(x: 10, y: 20, width: 194, height: 16 + 8 + 19 + 8 + 16))
        #expect(d.frames[rows[0]] == Rect(x: 0, y: 0, width: 194, height: 16))
        #expect(d.frames[rows[1]] == Rect(x: 0, y: 24, width: 194, height: 19))
        let first = b.tree.views[rows[0]].subviews
        #expect(d.frames[first[0]] == Rect(x: 0, y: 3, width: 123, height: 10))
        #expect(d.frames[first[1]] == Rect(x: 131, y: 1.5, width: 25, height: 13))
        #expect(d.frames[first[2]] == Rect(x: 164, y: 0, width: 30, height: 16))
    }

    /// A stack of three leaves pinned by its leading and top: the direct path takes it.
    static func pinnedRow(_ change: (inout TreeBuilder, Int, [Int]) throws -> Void = { _, _, _ in }) throws -> LayoutTree {
        var b = TreeBuilder()
        let (s, leaves) = b.stack("s", sizes: [(20, 10), (30, 14), (25, 12)]) {
            $0.spacing = 8
            $0.alignment = .center
        }
        try b.constrain("s.leading == root.leading + 4")
        try b.constrain("s.top == root.top + 4")
        try change(&b, s, leaves)
        return b.tree
    }

    @Test func aPinnedRowTakesTheDirectPath() throws {
        let tree = try Self.pinnedRow()
        let (d, s) = try Self.bothPaths(tree)
        #expect(d.directStackRoots == [1])
        Self.expectSame(d, s, "pinned row")
        // 20 + 8 + 30 + 8 + 25 = 91 wide, as tall as the tallest leaf, leaves centred.
        #expect(d.frames[1] == Rect(x: 4, y: 4, width: 91, height: 14))
        #expect(d.frames[4] == Rect(x: 66, y: 1, width: 25, height: 12))
    }

    /// One change each that the direct path must hand back to the solver (and both paths
    /// then agree trivially, which `expectSame` still checks).
    @Test(arguments: [
        "pulled wider", "constraint inside", "every view hidden", "proportional in margins",
        "hugging above compression", "baseline row squeezed", "insets", "arranged twice",
    ])
    func handedBackToTheSolver(_ change: String) throws {
        let tree = try Self.pinnedRow { b, s, leaves in
            switch change {
            // A wish from outside above the leaves' hugging: the solver stretches the stack.
            case "pulled wider": try b.constrain("s.width == 300 @500")
            case "constraint inside": try b.constrain("s_1.top == root.top")
            case "every view hidden": for leaf in leaves { b.tree.views[leaf].isHidden = true }
            case "proportional in margins":
                b.tree.views[s].stack?.isLayoutMarginsRelativeArrangement = true
                b.tree.views[s].stack?.distribution = .fillProportionally
            case "hugging above compression": b.tree.views[leaves[0]].hugging.vertical = 800
            // Bottoms (the baselines of views without text) aligned: 10 tall, the first view's.
            case "baseline row squeezed":
                b.tree.views[s].stack?.alignment = .firstBaseline
                try b.constrain("s.height == 5")
            case "insets": b.tree.views[leaves[2]].alignmentInsets = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
            case "arranged twice":
                b.tree.views[s].subviews.append(leaves[0])
                b.tree.views[s].stack?.arranged.append(leaves[0])
            default: Issue.record("unknown change \(change)")
            }
        }
        let (d, s) = try Self.bothPaths(tree)
        #expect(d.directStackRoots.isEmpty, "\(change): the direct path took it")
        Self.expectSame(d, s, change)
    }

    /// Two equal columns competing for the same stretch: the solver would pick one by its
    /// internal symbol order, so the direct path must not pick at all.
    @Test func aTieFallsBack() throws {
        var b = TreeBuilder()
        let outer = b.add("outer")
        let wide = b.add("wide", parent: outer, intrinsic: .fixed(width: 200, height: 10))
        let row = b.add("row", parent: outer)
        var columns: [Int] = []
        for name in ["a", "b"] {
            let (column, _) = b.stack(name, parent: row, sizes: [(20, 10)]) { $0.axis = .vertical }
            columns.append(column)
        }
        var rowConfig = StackConfiguration()
        rowConfig.arranged = columns
        b.tree.views[row].stack = rowConfig
        var outerConfig = StackConfiguration()
        outerConfig.axis = .vertical
        outerConfig.arranged = [wide, row]
        b.tree.views[outer].stack = outerConfig
        try b.constrain("outer.leading == root.leading")
        try b.constrain("outer.top == root.top")
        let (d, s) = try Self.bothPaths(b.tree)
        #expect(d.directStackRoots.isEmpty)
        Self.expectSame(d, s, "tie")
        // Whichever column the solver stretched, the row is as wide as the wide leaf.
        #expect(d.frames[row].width == 200)
    }

    /// Numbers the solver refuses must give the same error on both paths, so the direct
    /// path leaves them to the solver.
    @Test(arguments: ["spacing", "custom spacing", "hugging", "compression"])
    func badNumbersFailAlike(_ what: String) throws {
        let tree = try Self.pinnedRow { b, s, leaves in
            switch what {
            case "spacing": b.tree.views[s].stack?.spacing = .infinity
            case "custom spacing": b.tree.views[s].stack?.customSpacing[leaves[0]] = .nan
            case "hugging": b.tree.views[leaves[1]].hugging.horizontal = .nan
            case "compression": b.tree.views[leaves[1]].compressionResistance.vertical = .nan
            default: Issue.record("unknown case \(what)")
            }
        }
        var off = LayoutEngine.Options()
        off.directStacks = false
        let direct = Result { () throws(LayoutError) in try LayoutEngine.solve(tree) }
        let solver = Result { () throws(LayoutError) in try LayoutEngine.solve(tree, options: off) }
        guard case .failure(let e1) = direct, case .failure(let e2) = solver else {
            Issue.record("\(what): expected both paths to refuse the tree")
            return
        }
        #expect(e1 == e2)
    }
}
