import AutoLayout
import PropertyBased
import Testing

/// Stack subtrees whose width or height is fixed from outside (both edges pinned to a canvas
/// of known size, a required `width ==`): the direct layout must give what the solver gives,
/// stretching and compressing by the same priorities and tie rule. Hand-worked cases first,
/// then random pinned trees through both paths.
struct PinnedStacksTests {
    /// A horizontal row of leaves `(width, compression resistance)`, 10 tall, spacing 10,
    /// pinned 5 points in from both sides of a canvas `canvas` wide (natural width: the
    /// widths and 10 per gap).
    static func row(_ leaves: [(Double, Double)], canvas: Double?) throws -> (LayoutTree, [Int]) {
        var b = TreeBuilder()
        let (_, arranged) = b.stack("s", sizes: leaves.map { ($0.0, 10) }) { $0.spacing = 10 }
        for (view, leaf) in zip(arranged, leaves) { b.tree.views[view].compressionResistance.horizontal = leaf.1 }
        b.tree.canvasWidth = canvas
        try b.constrain("s.leading == root.leading + 5")
        try b.constrain("s.trailing == root.trailing - 5")
        try b.constrain("s.top == root.top")
        return (b.tree, arranged)
    }

    /// Both paths, the direct one expected to take (or not) the stack at view 1.
    static func solve(_ tree: LayoutTree, taken: Bool, _ label: String) throws -> LayoutResult {
        let (d, s) = try DirectStacksTests.bothPaths(tree)
        #expect(d.directStackRoots == (taken ? [1] : []), "\(label)")
        DirectStacksTests.expectSame(d, s, label)
        return d
    }

    @Test func aWideCanvasStretchesTheFirstLeaf() throws {
        // Natural 40 + 30 + 20 + 2·10 = 110 in 200 − 10 = 190: 80 extra. Equal hugging, so
        // the tie weights decide: the first arranged view stretches.
        let (tree, leaves) = try Self.row([(40, 750), (30, 750), (20, 750)], canvas: 200)
        let d = try Self.solve(tree, taken: true, "wide")
        #expect(d.frames[1] == Rect(x: 5, y: 0, width: 190, height: 10))
        #expect(leaves.map { d.frames[$0].x } == [0, 130, 170])
        #expect(leaves.map { d.frames[$0].width } == [120, 30, 20])
    }

    @Test(arguments: [
        // Equal resistance: the first arranged view gives way (tie weights).
        ([750, 750, 750] as [Double], [20, 30, 20] as [Double]),
        // The least resistant view gives way, wherever it is.
        ([750, 700, 750], [40, 10, 20]),
        ([751, 750, 750], [40, 10, 20]),
    ])
    func aNarrowCanvasCompressesTheLeastResistant(_ resistance: [Double], _ widths: [Double]) throws {
        // Natural 110 in 100 − 10 = 90: 20 to give back.
        let (tree, leaves) = try Self.row(zip([40, 30, 20], resistance).map { ($0, $1) }, canvas: 100)
        let d = try Self.solve(tree, taken: true, "narrow \(resistance)")
        #expect(leaves.map { d.frames[$0].width } == widths)
        #expect(d.frames[leaves[2]].maxX == 90)
    }

    @Test func aRequiredResistanceThatCannotHoldGoesToTheSolver() throws {
        // 90 wide and every leaf required to keep its width: a conflict the solver reports.
        let (tree, _) = try Self.row([(40, 1000), (30, 1000), (20, 1000)], canvas: 100)
        let d = try Self.solve(tree, taken: false, "required")
        #expect(!d.broken.isEmpty)
    }

    @Test func aRequiredResistanceIsPassedOver() throws {
        // The first leaf may not shrink, so the next one (tie weight) gives the 20 points.
        let (tree, leaves) = try Self.row([(40, 1000), (30, 750), (20, 750)], canvas: 100)
        let d = try Self.solve(tree, taken: true, "required, passed over")
        #expect(leaves.map { d.frames[$0].width } == [40, 10, 20])
        #expect(d.broken.isEmpty)
    }

    @Test func aCanvasThatFitsItsContentKeepsTheNaturalWidth() throws {
        // No canvas width: the pins leave the stack's width free but for the canvas's wish
        // to shrink at 50, weaker than the leaves' resistance (750): the stack keeps its
        // natural 110 and the canvas is 120.
        let (tree, leaves) = try Self.row([(40, 750), (30, 750), (20, 750)], canvas: nil)
        let d = try Self.solve(tree, taken: true, "fitting canvas")
        #expect(d.frames[0].width == 120)
        #expect(leaves.map { d.frames[$0].width } == [40, 30, 20])
    }

    @Test(arguments: [(100.0, true), (500, false)])
    func aWishFromOutsideWeakerThanTheContentChangesNothing(_ priority: Double, _ taken: Bool) throws {
        // `s.width == 200` as a wish: at 100 the leaves' hugging (250) keeps 110; at 500 the
        // solver stretches the stack, so the direct path hands it back.
        var b = TreeBuilder()
        let (_, leaves) = b.stack("s", sizes: [(40, 10), (30, 10), (20, 10)]) { $0.spacing = 10 }
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        try b.constrain("s.width == 200 @\(Int(priority))")
        let d = try Self.solve(b.tree, taken: taken, "wish at \(priority)")
        #expect(d.frames[leaves[0]].width == (taken ? 40 : 130))
    }

    @Test(arguments: [(50.0, true), (40, false)])
    func aWishAtTheLevelOfTheResistance(_ second: Double, _ taken: Bool) throws {
        // `s.height <= 40 @750` saves 1 at 750 per point the row gives up. With two leaves
        // 50 tall (alignment fill), that point costs 2 at 750: the row stays 50 tall. With
        // leaves 50 and 40, it costs 1 at 750 (the tall leaf) and saves the short one's
        // stretch at 250 besides: the solver squeezes the row to 40, so the direct path,
        // which sees that, must hand it back.
        var b = TreeBuilder()
        let (_, leaves) = b.stack("s", sizes: [(10, 50), (10, second)]) { _ in }
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        try b.constrain("s.height <= 40 @750")
        let d = try Self.solve(b.tree, taken: taken, "second leaf \(second)")
        #expect(d.frames[leaves[0]].height == (taken ? 50 : 40))
    }

    @Test func stacksCoupledThroughAFittingCanvas() throws {
        // Two stacks pinned to the top and bottom of a canvas that fits them: 50 and 30
        // tall by content, but both must be the canvas's height. Stretching the short one
        // costs hugging (250), squeezing the tall one resistance (750): the short one
        // stretches. Laid out alone, each looks free; the direct path must see the other.
        var b = TreeBuilder()
        let (tall, _) = b.stack("tall", sizes: [(10, 50)]) { $0.axis = .vertical }
        let (short, shortLeaves) = b.stack("short", sizes: [(10, 30)]) { $0.axis = .vertical }
        b.tree.canvasWidth = 100
        for id in ["tall", "short"] {
            try b.constrain("\(id).leading == root.leading")
            try b.constrain("\(id).top == root.top")
            try b.constrain("root.bottom == \(id).bottom")
        }
        let (d, s) = try DirectStacksTests.bothPaths(b.tree)
        DirectStacksTests.expectSame(d, s, "coupled")
        #expect(d.directStackRoots == [tall], "the tall stack alone is laid out directly")
        #expect(d.frames[0].height == 50)
        #expect(d.frames[short].height == 50 && d.frames[shortLeaves[0]].height == 50)
    }

    /// A vertical stack 32 tall (natural 40): a centred row of leaves 30 and 20 tall, then a
    /// leaf 10 tall whose vertical compression resistance is `resistance`.
    static func column(leafResistance resistance: Double) throws -> (LayoutTree, row: Int, [Int], leaf: Int) {
        var b = TreeBuilder()
        let outer = b.add("outer")
        let (row, pair) = b.stack("row", parent: outer, sizes: [(10, 30), (10, 20)]) { $0.alignment = .center }
        let leaf = b.add("leaf", parent: outer, intrinsic: .fixed(width: 10, height: 10)) {
            $0.compressionResistance.vertical = resistance
        }
        var config = StackConfiguration()
        config.axis = .vertical
        config.arranged = [row, leaf]
        b.tree.views[outer].stack = config
        try b.constrain("outer.leading == root.leading")
        try b.constrain("outer.top == root.top")
        try b.constrain("outer.height == 32")
        return (b.tree, row, pair, leaf)
    }

    @Test func aRowGivesBackHeightUntilItsTallestLeafIsAsDearAsTheNextView() throws {
        // The row's height costs its tallest leaf's resistance (750) less its spanner's fit
        // (51) and that leaf's ambiguity suppression (25): cheaper than the leaf's 760, so
        // the row gives all 8 points; its tall leaf shrinks to 22, the short one (20) stays
        // and is centred: y = (22 − 20) / 2 = 1.
        let (tree, row, pair, leaf) = try Self.column(leafResistance: 760)
        let d = try Self.solve(tree, taken: true, "row gives")
        #expect(d.frames[row] == Rect(x: 0, y: 0, width: 20, height: 22))
        #expect(d.frames[pair[0]] == Rect(x: 0, y: 0, width: 10, height: 22))
        #expect(d.frames[pair[1]] == Rect(x: 10, y: 1, width: 10, height: 20))
        #expect(d.frames[leaf] == Rect(x: 0, y: 22, width: 20, height: 10))
    }

    @Test func aLeafWithLessResistanceGivesBackFirst() throws {
        // At 740 the leaf is cheaper than anything the row could give: it shrinks 10 → 2.
        let (tree, row, _, leaf) = try Self.column(leafResistance: 740)
        let d = try Self.solve(tree, taken: true, "leaf gives")
        #expect(d.frames[row] == Rect(x: 0, y: 0, width: 20, height: 30))
        #expect(d.frames[leaf] == Rect(x: 0, y: 30, width: 20, height: 2))
    }

    @Test(arguments: [StackConfiguration.Alignment.leading, .trailing, .center, .fill])
    func aNarrowStackSqueezesWhatIsWiderAcrossIt(_ alignment: StackConfiguration.Alignment) throws {
        // A vertical stack 60 wide holding leaves 80 and 40 wide: the first is squeezed to 60;
        // the second keeps 40 (placed by the alignment) unless fill alignment widens it.
        var b = TreeBuilder()
        let (_, leaves) = b.stack("s", sizes: [(80, 10), (40, 10)]) {
            $0.axis = .vertical
            $0.alignment = alignment
        }
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        try b.constrain("s.width == 60")
        let d = try Self.solve(b.tree, taken: true, "\(alignment)")
        #expect(d.frames[leaves[0]] == Rect(x: 0, y: 0, width: 60, height: 10))
        let second: Rect
        switch alignment {
        case .fill: second = Rect(x: 0, y: 10, width: 60, height: 10)
        case .trailing: second = Rect(x: 20, y: 10, width: 40, height: 10)
        case .center: second = Rect(x: 10, y: 10, width: 40, height: 10)
        default: second = Rect(x: 0, y: 10, width: 40, height: 10)
        }
        #expect(d.frames[leaves[1]] == second)
    }

    @Test func equalColumnsCompressedTogetherAreATie() throws {
        // Two one-leaf columns side by side, 30 wide for 40 of content: each column's width
        // costs its leaf's resistance with no tie weight (the width is across the column),
        // so the solver would pick one by its own order. The direct path must not pick.
        var b = TreeBuilder()
        let row = b.add("row")
        var columns: [Int] = []
        for name in ["a", "b"] {
            columns.append(b.stack(name, parent: row, sizes: [(20, 10)]) { $0.axis = .vertical }.stack)
        }
        var config = StackConfiguration()
        config.arranged = columns
        b.tree.views[row].stack = config
        try b.constrain("row.leading == root.leading")
        try b.constrain("row.top == root.top")
        try b.constrain("row.width == 30")
        let d = try Self.solve(b.tree, taken: false, "tie")
        #expect(d.frames[row].width == 30)
    }

    @Test func aMultipleOfTheCanvasIsFixedToo() throws {
        // 0.5 × 300 − 10 = 140 for content 110 wide.
        var b = TreeBuilder()
        let (_, leaves) = b.stack("s", sizes: [(40, 10), (30, 10), (20, 10)]) { $0.spacing = 10 }
        b.tree.canvasWidth = 300
        try b.constrain("s.left == root.left")
        try b.constrain("s.top == root.top")
        try b.constrain("s.width == 0.5 * root.width - 10")
        let d = try Self.solve(b.tree, taken: true, "multiple")
        #expect(leaves.map { d.frames[$0].width } == [70, 30, 20])
    }

    @Test func aCentredStackKeepsItsNaturalSize() throws {
        // `centerX` names the width, but alone: the position moves with it, so the width is
        // the content's (110) and the stack sits at (300 − 110) / 2.
        var b = TreeBuilder()
        b.stack("s", sizes: [(40, 10), (30, 10), (20, 10)]) { $0.spacing = 10 }
        b.tree.canvasWidth = 300
        try b.constrain("s.centerX == root.centerX")
        try b.constrain("s.top == root.top")
        let d = try Self.solve(b.tree, taken: true, "centred")
        #expect(d.frames[1] == Rect(x: 95, y: 0, width: 110, height: 10))
    }

    /// The layout benchmark's tree, small: an outer vertical stack of 2 groups of 2 rows of
    /// 10 leaves, (20 + 5·(i mod 7)) × (10 + 3·(i mod 5)), spacing 8, rows centred, pinned
    /// 20 points in from both sides of the canvas.
    static func benchmarkShape(canvas: Double) throws -> (LayoutTree, firstRow: [Int]) {
        var b = TreeBuilder()
        let outer = b.add("outer")
        var outerConfig = StackConfiguration()
        outerConfig.axis = .vertical
        outerConfig.spacing = 8
        var firstRow: [Int] = []
        var i = 0
        for g in 0..<2 {
            let group = b.add("g\(g)", parent: outer)
            var groupConfig = StackConfiguration()
            groupConfig.axis = .vertical
            groupConfig.spacing = 8
            for r in 0..<2 {
                let sizes = (0..<10).map { k in (Double(20 + 5 * ((i + k) % 7)), Double(10 + 3 * ((i + k) % 5))) }
                i += 10
                let (row, leaves) = b.stack("r\(g)\(r)", parent: group, sizes: sizes) {
                    $0.spacing = 8
                    $0.alignment = .center
                }
                if firstRow.isEmpty { firstRow = leaves }
                groupConfig.arranged.append(row)
            }
            b.tree.views[group].stack = groupConfig
            outerConfig.arranged.append(group)
        }
        b.tree.views[outer].stack = outerConfig
        b.tree.canvasWidth = canvas
        try b.constrain("outer.leading == root.leading + 20")
        try b.constrain("outer.top == root.top")
        try b.constrain("outer.trailing == root.trailing - 20")
        return (b.tree, firstRow)
    }

    @Test func theBenchmarkShapeStretchedAndCompressed() throws {
        // The first row's leaves: widths 20 25 30 35 40 45 50 20 25 30 (320) + 9 gaps of 8
        // = 392. Every row is as wide as the outer stack (fill alignments all the way up),
        // and in each row the first leaf takes the difference (tie weights).
        for (canvas, first) in [(1000.0, 20.0 + 960 - 392), (400, 20 + 360 - 392)] {
            let (tree, row) = try Self.benchmarkShape(canvas: canvas)
            let d = try Self.solve(tree, taken: true, "benchmark shape in \(canvas)")
            #expect(d.frames[row[0]].width == first)
            #expect(d.frames[row[1]] == Rect(x: first + 8, y: 4.5, width: 25, height: 13))
        }
    }

    /// True when a user constraint names `root`'s length (not only its top or leading edge).
    static func lengthIsPinned(_ root: Int, in result: LayoutResult) -> Bool {
        result.constraints.contains { c in
            guard case .user = c.origin else { return false }
            let anchors = [c.first] + (c.second.map { [$0] } ?? [])
            return anchors.contains { a in a.item == .view(root) && ![.top, .left, .leading].contains(a.attribute) }
        }
    }

    /// Random tree 1468551541 (a case the random test met): a vertical fill stack sized
    /// from outside (198.25 tall) whose two arranged views hug at the same priority, 300 —
    /// an empty leaf (v14) and a stack holding a 31-point leaf (v15 ⊃ v16) — so either may
    /// take the extra 167.25 points. Both paths call the three ambiguous and place them
    /// differently; everything else agrees.
    @Test func ambiguousViewsAreReportedAlikeByBothPaths() throws {
        let tree = try RandomStackTree.make(seed: 1468551541, pinned: true)
        let (d, s) = try DirectStacksTests.bothPaths(tree)
        #expect(d.ambiguous == [14, 15, 16] && s.ambiguous == [14, 15, 16])
        DirectStacksTests.expectSame(d, s, "seed 1468551541", tree: tree)
    }

    /// Random tree 229664825 (a case the random test met): inside a pinned equal-centering
    /// row, a `fillEqually` stack (v3) of two views 0 and 0.5 wide with spacing −2 is
    /// 2 × 0.5 − 2 = −1 wide by content, and the vertical stack around it (v2, fill
    /// alignment) as wide as that: −1. The direct path once stopped v2 at 0; a stack whose
    /// views are all shorter than nothing is now left to the solver, and the stacks it
    /// arranges are laid out directly inside it.
    @Test func aStackOfViewsShorterThanNothingIsThatShortToo() throws {
        let tree = try RandomStackTree.make(seed: 229664825, pinned: true)
        let (d, s) = try DirectStacksTests.bothPaths(tree)
        DirectStacksTests.expectSame(d, s, "seed 229664825", tree: tree)
        #expect(d.frames[3].width == -1 && d.frames[2].width == -1)
        #expect(!d.directStackRoots.contains(2))
    }

    /// Random tree 1662282730 (a case the random test met): a vertical fill column pinned
    /// 203 points tall whose first two arranged views, a row holding a 23.25-point leaf
    /// (v2) and an equal-spacing column of 50 points (v4), both hug at 250, so either may
    /// take the 98.75 points left over. Both paths call v2, v4 and v4's inner row v6
    /// ambiguous. The direct path takes out another stack (v14), which changes the
    /// solver's symbol order and so its pick: what sits inside v4 and the spacing guide v4
    /// owns move with it, and nothing else does.
    @Test func whatMovesWithAnAmbiguousViewIsNotCompared() throws {
        let tree = try RandomStackTree.make(seed: 1662282730, pinned: true)
        let (d, s) = try DirectStacksTests.bothPaths(tree)
        #expect(d.ambiguous == [2, 4, 6] && s.ambiguous == [2, 4, 6])
        // The column's fixed views sit where nothing ambiguous reaches them.
        for (view, y) in [(12, 192.0), (13, 201)] {
            #expect(d.canvasFrames[view] == Rect(x: 4, y: y, width: 363, height: view == 12 ? 9 : 22))
            #expect(s.canvasFrames[view] == d.canvasFrames[view])
        }
        // v2 and v4 share the 98.75 spare points one way or the other: 23.25 + 50 + 98.75.
        for r in [d, s] { #expect(abs(r.frames[2].height + r.frames[4].height - 172) < 1e-9) }
        DirectStacksTests.expectSame(d, s, "seed 1662282730", tree: tree)
    }

    @Test func randomPinnedTreesLayOutAsTheSolverDoes() async throws {
        var pinned = 0, squeezed = 0, stretched = 0
        var distributions: [StackConfiguration.Distribution: Int] = [:]
        await propertyCheck(count: 600, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let tree = try RandomStackTree.make(seed: seed, pinned: true)
            guard let both = try DirectStacksTests.bothPathsOfRandom(tree) else { return }
            let (d, s) = both
            DirectStacksTests.expectSame(d, s, "pinned seed \(seed)", tree: tree)
            guard d.directStackRoots.contains(where: { Self.lengthIsPinned($0, in: d) }) else { return }
            pinned += 1
            for distribution in DirectStacksTests.distributionsTaken(tree, d) { distributions[distribution, default: 0] += 1 }
            // Leaves shorter than their content, or longer: compressed or stretched layouts.
            var shorter = false, longer = false
            for (i, view) in tree.views.enumerated() {
                guard case .fixed(let w?, let h?) = view.intrinsic else { continue }
                if d.frames[i].width < w - 1e-9 || d.frames[i].height < h - 1e-9 { shorter = true }
                if d.frames[i].width > w + 1e-9 || d.frames[i].height > h + 1e-9 { longer = true }
            }
            if shorter { squeezed += 1 }
            if longer { stretched += 1 }
        }
        // Enough of each kind for the comparison above to mean something (seeds are random:
        // the bounds sit well below the usual counts, so a run never fails by chance).
        #expect(pinned >= 150, "only \(pinned) of 600 pinned trees were laid out directly")
        #expect(squeezed >= 50 && stretched >= 100, "\(squeezed) squeezed, \(stretched) stretched")
        for distribution in StackConfiguration.Distribution.allCases {
            #expect(distributions[distribution, default: 0] >= 15, "\(distribution): \(distributions[distribution, default: 0]) pinned trees")
        }
    }
}
