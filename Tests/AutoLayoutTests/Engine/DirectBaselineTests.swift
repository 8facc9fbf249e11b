import AutoLayout
import PropertyBased
import Testing

/// Horizontal stacks aligned by their first or last baselines on the direct path: worked by
/// hand from UIKit's constraints (`StackRules+Alignment.swift`), then random trees with
/// baseline rows, text (some of it wrapping, in vertical stacks) and nested stacks through
/// both paths.
struct DirectBaselineTests {
    static func bothPaths(_ tree: LayoutTree, measure: Measuring? = nil) throws -> (direct: LayoutResult, solver: LayoutResult) {
        var off = LayoutEngine.Options()
        off.directStacks = false
        return (try LayoutEngine.solve(tree, measure: measure), try LayoutEngine.solve(tree, measure: measure, options: off))
    }

    /// A row pinned by its leading and top (4, 4), spacing 8, of a view without text
    /// (20×10, baseline at its bottom), one with baselines 18 below its top (30×24), and
    /// one with baselines 4 below its top (25×12).
    static func row(_ alignment: StackConfiguration.Alignment, _ change: (inout TreeBuilder) throws -> Void = { _ in }) throws -> (LayoutTree, [Int]) {
        var b = TreeBuilder()
        let (_, leaves) = b.stack("s", sizes: [(20, 10), (30, 24), (25, 12)]) {
            $0.spacing = 8
            $0.alignment = alignment
        }
        for (leaf, offset) in zip(leaves.dropFirst(), [18.0, 4]) {
            b.tree.views[leaf].firstBaseline = offset
            b.tree.views[leaf].lastBaseline = offset
        }
        try b.constrain("s.leading == root.leading + 4")
        try b.constrain("s.top == root.top + 4")
        try change(&b)
        return (b.tree, leaves)
    }

    static func solve(_ tree: LayoutTree, _ label: String) throws -> LayoutResult {
        let (d, s) = try Self.bothPaths(tree)
        #expect(d.directStackRoots == [1], "\(label): not taken")
        DirectStacksTests.expectSame(d, s, label)
        return d
    }

    @Test func aFirstBaselineRowFollowsItsFirstViewsTop() throws {
        let (tree, leaves) = try Self.row(.firstBaseline)
        let d = try Self.solve(tree, "first baseline")
        // Tops below the shared baseline: -10, -18, -4; bottoms 0, 6, 8. The row runs from
        // the first view's top (-10) to the lowest bottom (8): 18 tall; the second view
        // sticks out 8 above it.
        #expect(d.frames[1] == Rect(x: 4, y: 4, width: 91, height: 18))
        #expect(d.frames[leaves[0]] == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(d.frames[leaves[1]] == Rect(x: 28, y: -8, width: 30, height: 24))
        #expect(d.frames[leaves[2]] == Rect(x: 66, y: 6, width: 25, height: 12))
    }

    @Test func aLastBaselineRowFollowsItsFirstViewsBottom() throws {
        let (tree, leaves) = try Self.row(.lastBaseline)
        let d = try Self.solve(tree, "last baseline")
        // The row runs from the highest top (-18) to the first view's bottom (0): 18 tall;
        // the third view reaches 8 below it.
        #expect(d.frames[1] == Rect(x: 4, y: 4, width: 91, height: 18))
        #expect(d.frames[leaves[0]] == Rect(x: 0, y: 8, width: 20, height: 10))
        #expect(d.frames[leaves[1]] == Rect(x: 28, y: 0, width: 30, height: 24))
        #expect(d.frames[leaves[2]] == Rect(x: 66, y: 14, width: 25, height: 12))
    }

    @Test func aTallerFirstBaselineRowKeepsItsViewsAtTheBottom() throws {
        let (tree, leaves) = try Self.row(.firstBaseline) { try $0.constrain("s.height == 30") }
        let d = try Self.solve(tree, "taller")
        // Only the canvas fit (49) pays for the 12 extra points when the top moves up; the
        // spanner (51) stays as short as before, so the views sit at the bottom.
        #expect(d.frames[leaves[0]].y == 12)
        #expect(d.frames[leaves[1]].y == 4)
        #expect(d.frames[leaves[2]].y == 18)
    }

    @Test func aTallerLastBaselineRowKeepsItsViewsAtTheTop() throws {
        let (tree, leaves) = try Self.row(.lastBaseline) { try $0.constrain("s.height == 30") }
        let d = try Self.solve(tree, "taller")
        #expect(d.frames[leaves[1]].y == 0)
        #expect(d.frames[leaves[0]].y == 8)
    }

    /// Squeezed rows, and a single view in a taller row (ambiguous), go to the solver.
    @Test(arguments: ["squeezed", "single taller"])
    func handedBack(_ change: String) throws {
        var b = TreeBuilder()
        let sizes: [(Double, Double)] = change == "single taller" ? [(20, 10)] : [(20, 10), (30, 24)]
        b.stack("s", sizes: sizes) { $0.alignment = .firstBaseline }
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        // Natural heights: 10 (from the first view's top to the common bottom), and 10.
        try b.constrain(change == "squeezed" ? "s.height == 6" : "s.height == 30")
        let (d, s) = try Self.bothPaths(b.tree)
        #expect(d.directStackRoots.isEmpty, "\(change)")
        DirectStacksTests.expectSame(d, s, change)
    }

    /// A view's baseline in a row of rows: the inner row forwards its tallest view's.
    @Test func aNestedRowForwardsItsTallestViewsBaseline() throws {
        var b = TreeBuilder()
        let outer = b.add("outer")
        let label = b.add("label", parent: outer, intrinsic: .fixed(width: 40, height: 12)) { $0.firstBaseline = 9 }
        let inner = b.add("inner", parent: outer)
        let small = b.add("small", parent: inner, intrinsic: .fixed(width: 10, height: 8)) { $0.firstBaseline = 6 }
        let tall = b.add("tall", parent: inner, intrinsic: .fixed(width: 10, height: 20)) { $0.firstBaseline = 15 }
        var row = StackConfiguration()
        row.alignment = .center
        row.arranged = [small, tall]
        b.tree.views[inner].stack = row
        var top = StackConfiguration()
        top.alignment = .firstBaseline
        top.arranged = [label, inner]
        b.tree.views[outer].stack = top
        try b.constrain("outer.leading == root.leading")
        try b.constrain("outer.top == root.top")
        let d = try Self.solve(b.tree, "nested")
        // The inner row is 20 tall with `tall` at its top: its baseline is 15 below its top.
        // The label's is 9 below its top: the inner row starts 6 above the label, and the
        // outer row (from the label's top to the lowest bottom, 14) is 14 tall.
        #expect(d.frames[label] == Rect(x: 0, y: 0, width: 40, height: 12))
        #expect(d.frames[inner] == Rect(x: 40, y: -6, width: 20, height: 20))
        #expect(d.frames[outer].height == 14)
    }

    @Test func randomTreesWithBaselineRowsLayOutAsTheSolverDoes() async throws {
        var taken = 0, rows = 0, nested = 0, text = 0
        await propertyCheck(count: 700, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let pinned = seed % 2 == 0
            let (tree, measure) = try RandomStackTree.makeWithBaselines(seed: seed, pinned: pinned)
            guard let both = try DirectStacksTests.bothPathsOfRandom(tree, measure: measure) else { return }
            let (d, s) = both
            DirectStacksTests.expectSame(d, s, "baseline seed \(seed), pinned \(pinned)", tree: tree)
            let found = Self.baselineRowsTaken(tree, d)
            if !d.directStackRoots.isEmpty { taken += 1 }
            if found.rows > 0 { rows += 1 }
            if found.nested > 0 { nested += 1 }
            if found.wrapping > 0 { text += 1 }
        }
        // Seeds are random: the bounds sit well below the usual counts.
        // (About a third of the trees are built to be handed back, and each baseline row in
        // them makes that likelier.)
        #expect(taken >= 200, "only \(taken) of 700 trees took the direct path")
        #expect(rows >= 60, "only \(rows) trees had a baseline row laid out directly")
        #expect(nested >= 15, "only \(nested) trees had a stack in a baseline row laid out directly")
        #expect(text >= 40, "only \(text) trees had wrapping text laid out directly")
    }

    /// A row whose baseline comes through a stack with room to grow inside its parent. Row
    /// `r` (first baseline) arranges `a` (20×40, baseline 10 below its top) and `p`
    /// (bottom-aligned): `t` (a stack around a 10×10 view, 26 tall with its margins) and
    /// `q` (last baseline, two 10×20 views). `p` forwards its baseline to `q`, whose views
    /// ask for more height (20) than `t`'s (10), and `q` to its first view's bottom.
    /// At natural heights `q` sits 6 down in `p`, the baseline 26 below `p`'s top, `p`
    /// from -16 to 10 against `a`'s 0…40: the spanner runs -16…40. Stretching `q` to 26
    /// (its canvas fit, 49 × 6) keeps its views at its top, the baseline 20 below `p`'s top,
    /// and `p` from -10 to 16: the spanner runs -10…40, 6 shorter (51 × 6). The solver
    /// takes that trade; the direct path hands the row back rather than weigh it.
    @Test func aStackWithRoomToGrowInsideARowsViewIsHandedBack() throws {
        var b = TreeBuilder()
        let r = b.add("r")
        let a = b.add("a", parent: r, intrinsic: .fixed(width: 20, height: 40)) { $0.firstBaseline = 10 }
        let p = b.add("p", parent: r), t = b.add("t", parent: p), q = b.add("q", parent: p)
        let dot = b.add("dot", parent: t, intrinsic: .fixed(width: 10, height: 10))
        let q1 = b.add("q1", parent: q, intrinsic: .fixed(width: 10, height: 20))
        let q2 = b.add("q2", parent: q, intrinsic: .fixed(width: 10, height: 20))
        func stack(_ v: Int, _ alignment: StackConfiguration.Alignment, _ arranged: [Int], margins: Bool = false) {
            var config = StackConfiguration()
            config.alignment = alignment
            config.arranged = arranged
            config.isLayoutMarginsRelativeArrangement = margins
            b.tree.views[v].stack = config
        }
        stack(r, .firstBaseline, [a, p])
        stack(p, .bottom, [t, q])
        stack(t, .fill, [dot], margins: true)
        stack(q, .lastBaseline, [q1, q2])
        try b.constrain("r.leading == root.leading")
        try b.constrain("r.top == root.top")
        let (d, s) = try Self.bothPaths(b.tree)
        #expect(d.directStackRoots.isEmpty)
        DirectStacksTests.expectSame(d, s, "room to grow")
        #expect(s.frames[q].y == 0 && s.frames[q].height == 26)
        #expect(s.frames[q1].y == 0)
        #expect(s.frames[p].y == -10 && s.frames[p].height == 26)
        #expect(s.frames[a].y == 0 && s.frames[r].height == 40)
    }

    /// A random tree (seed 314871261) whose row's baseline comes through such a stack; the
    /// direct path once laid it out 10.6 points off the solver.
    @Test func aRandomTreeWithRoomToGrowInsideARowMatchesTheSolver() throws {
        let (tree, measure) = try RandomStackTree.makeWithBaselines(seed: 314871261, pinned: false)
        let (d, s) = try Self.bothPaths(tree, measure: measure)
        DirectStacksTests.expectSame(d, s, "seed 314871261")
    }

    /// Baseline rows laid out directly in `result`, of those the ones arranging a stack, and
    /// the text that wraps laid out directly.
    static func baselineRowsTaken(_ tree: LayoutTree, _ result: LayoutResult) -> (rows: Int, nested: Int, wrapping: Int) {
        var rows = 0, nested = 0, wrapping = 0
        for v in DirectStacksTests.viewsTaken(tree, result) {
            guard let stack = tree.views[v].stack else { continue }
            if stack.axis == .horizontal && (stack.alignment == .firstBaseline || stack.alignment == .lastBaseline) {
                rows += 1
                if stack.arranged.contains(where: { tree.views[$0].stack != nil }) { nested += 1 }
            }
            wrapping += stack.arranged.filter { tree.views[$0].intrinsic == .measured(widthDependent: true) }.count
        }
        return (rows, nested, wrapping)
    }
}
