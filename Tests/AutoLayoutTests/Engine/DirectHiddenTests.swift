import AutoLayout
import PropertyBased
import Testing

/// Hidden arranged views on the direct path: frames worked by hand from the stack rules
/// (`UISV-hiding`, the halved spacing chain, alignment across the axis; see
/// `/work/shared/design/stackview-semantics.md` §2.2A and §2.5), and the cases it hands
/// back. Random comparisons with hidden views are in `DirectStacksTests` and
/// `PinnedStacksTests`.
struct DirectHiddenTests {
    /// A horizontal stack `s` (view 1) of leaves with these sizes, the `hidden` ones hidden,
    /// its leading and top pinned; `width` pins its trailing too in a canvas that wide.
    static func row(_ sizes: [(Double, Double)], hidden: Set<Int>, width: Double? = nil,
                    _ configure: (inout StackConfiguration) -> Void) throws -> (LayoutTree, [Int]) {
        var b = TreeBuilder()
        let (_, leaves) = b.stack("s", sizes: sizes) {
            $0.spacing = 8
            configure(&$0)
        }
        for i in hidden.sorted() { b.tree.views[leaves[i]].isHidden = true }
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        if let width {
            b.tree.canvasWidth = width
            try b.constrain("s.trailing == root.trailing")
        }
        return (b.tree, leaves)
    }

    static func frames(_ d: LayoutResult, _ leaves: [Int]) -> [Rect] { leaves.map { d.frames[$0] } }

    @Test func aHiddenViewBetweenTwoLeavesOneSpacingAndItsHeightPropsAFillRowUp() throws {
        // Chain: a → h is 8/2 (h not last), h → c is 8/2 (h not first): one spacing between
        // a and c, h 0 wide at 24. Fill alignment ties h's top and bottom to the others and
        // its 24-point height resists at 750 against their hugging at 250: all 24 tall.
        let (tree, leaves) = try Self.row([(20, 10), (30, 24), (40, 14)], hidden: [1]) { _ in }
        let d = try PinnedStacksTests.solve(tree, taken: true, "hidden in a fill row")
        #expect(d.frames[1] == Rect(x: 0, y: 0, width: 68, height: 24))
        #expect(Self.frames(d, leaves) == [Rect(x: 0, y: 0, width: 20, height: 24), Rect(x: 24, y: 0, width: 0, height: 24),
                                           Rect(x: 28, y: 0, width: 40, height: 24)])
    }

    @Test func customSpacingIsHalvedOnEachSideOfAHiddenViewThatKeepsItsHeight() throws {
        // Custom 10 after a, 2 after h: the gap is 10/2 + 2/2 = 6, h at 25, c at 26. Across a
        // centre alignment the spanner bounds the visible views (14 tall); h keeps its 30
        // points (nothing bounds it) and is centred: y = (14 − 30) / 2 = −8.
        for rtl in [false, true] {
            var (tree, leaves) = try Self.row([(20, 10), (30, 30), (40, 14)], hidden: [1]) { $0.alignment = .center }
            tree.views[1].stack?.customSpacing = [leaves[0]: 10, leaves[1]: 2]
            if rtl { tree.direction = .rtl }
            let d = try PinnedStacksTests.solve(tree, taken: true, "custom spacing, rtl \(rtl)")
            #expect(d.frames[1].width == 66 && d.frames[1].height == 14)
            // Right to left, leading is the right edge: x' = 66 − x − width.
            #expect(Self.frames(d, leaves) == [Rect(x: rtl ? 46 : 0, y: 2, width: 20, height: 10),
                                               Rect(x: rtl ? 41 : 25, y: -8, width: 0, height: 30),
                                               Rect(x: rtl ? 0 : 26, y: 0, width: 40, height: 14)])
        }
    }

    @Test func hiddenViewsAtTheEndsOfAFillEquallyStack() throws {
        // Chain: h0 → h1 0 (both hidden), h1 → a 8/2 (h1 not the first arranged view),
        // a → b 8, b → h4 0 (h4 is the last). a and b equal at the wider, 30: 68 wide;
        // h1 and h0 sit 4 before a, h4 at b's trailing edge. Top alignment: the stack is as
        // tall as b; the hidden views keep their heights at the top.
        let (tree, leaves) = try Self.row([(10, 16), (10, 20), (20, 10), (30, 12), (10, 5)], hidden: [0, 1, 4]) {
            $0.distribution = .fillEqually
            $0.alignment = .top
        }
        let d = try PinnedStacksTests.solve(tree, taken: true, "fillEqually, hidden ends")
        #expect(d.frames[1] == Rect(x: 0, y: 0, width: 68, height: 12))
        #expect(Self.frames(d, leaves) == [Rect(x: -4, y: 0, width: 0, height: 16), Rect(x: -4, y: 0, width: 0, height: 20),
                                           Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 38, y: 0, width: 30, height: 12),
                                           Rect(x: 68, y: 0, width: 0, height: 5)])
    }

    @Test func aHiddenViewInAProportionalStackKeepsItsPlaceInTheCountdown() throws {
        // Lengths 20 and 60 visible (80 > 8 × 1 hidden: no fallback), T = 80 + 4 + 4 = 88.
        // 176 wide: a's wish (999) holds, 20/88 × 176 = 40; c's (997: h took 998) breaks, c
        // takes the rest, 176 − 8 − 40 = 128. h sits 4 after a.
        let (tree, leaves) = try Self.row([(20, 10), (30, 10), (60, 10)], hidden: [1], width: 176) {
            $0.distribution = .fillProportionally
        }
        let d = try PinnedStacksTests.solve(tree, taken: true, "proportional, hidden")
        #expect(Self.frames(d, leaves).map(\.x) == [0, 44, 48])
        #expect(Self.frames(d, leaves).map(\.width) == [40, 0, 128])
    }

    @Test func aHiddenViewInAnEqualSpacingRowSitsWhereTheChainPutsItAfterThePreviousView() throws {
        // Chain a → h 4, h → c 4, c → d 8 (all `>=`); the distributing guides join the
        // visible views, a–c and c–d, equal. 120 wide: (120 − 20 − 40 − 10) / 2 = 25 each,
        // so c at 45 and d at 110. h is held by the chain only, anywhere from 24 to 41; the
        // `hidden-position` wish puts it 4 after a, at 24, as in a fill row.
        let (tree, leaves) = try Self.row([(20, 10), (30, 10), (40, 10), (10, 10)], hidden: [1], width: 120) {
            $0.distribution = .equalSpacing
        }
        let d = try PinnedStacksTests.solve(tree, taken: true, "equalSpacing, hidden")
        #expect(Self.frames(d, leaves).map(\.x) == [0, 24, 45, 110])
        #expect(Self.frames(d, leaves).map(\.width) == [20, 0, 40, 10])
        // Hidden views at the start sit before the first visible view by the chain's
        // constants from them: h0 → h1 0 (both hidden), h1 → a 4 (h1 is not the first).
        let (start, views) = try Self.row([(10, 10), (10, 10), (20, 10), (30, 10)], hidden: [0, 1]) {
            $0.distribution = .equalSpacing
        }
        let e = try PinnedStacksTests.solve(start, taken: true, "equalSpacing, hidden at the start")
        #expect(Self.frames(e, views).map(\.x) == [-4, -4, 0, 28])
    }

    @Test func aHiddenViewInAnEqualCentringRowCountsInTheWishesPriorities() throws {
        // Visible a (20), c (40), d (10), e (20); h hidden after a. Centres equally spaced,
        // each distance at least its pair's need: a–c 4 + 4 (the chain through h) + (20 +
        // 40) / 2 = 38, c–d 8 + 25 = 33, d–e 8 + 15 = 23. So 38: centres 10, 48, 86, 124,
        // the row 134 long, and h 4 after a, at 24. The wishes tying the later gaps to the
        // first are at 150 − 2 and 150 − 3 (c and d at arranged indices 2 and 3, h counted).
        let (tree, leaves) = try Self.row([(20, 10), (30, 10), (40, 10), (10, 10), (20, 10)], hidden: [1]) {
            $0.distribution = .equalCentering
        }
        let d = try PinnedStacksTests.solve(tree, taken: true, "equalCentering, hidden")
        #expect(d.frames[1].width == 134)
        #expect(Self.frames(d, leaves).map(\.x) == [0, 24, 28, 81, 114])
    }

    /// What the direct path hands back, with the solver's frames.
    @Test func hiddenViewsItDoesNotPlaceGoToTheSolver() throws {
        // FDStackView collapses hidden views across the axis too.
        let (fd, _) = try Self.row([(20, 10), (30, 10), (40, 10)], hidden: [1]) { $0.model = .fdstackview }
        _ = try PinnedStacksTests.solve(fd, taken: false, "FDStackView, hidden")
        // Every view hidden: an ordering spanner carries the axis.
        let (all, _) = try Self.row([(20, 10), (30, 10)], hidden: [0, 1]) { _ in }
        _ = try PinnedStacksTests.solve(all, taken: false, "all hidden")
        // A hidden view that resists at 1000: `UISV-hiding` conflicts with it.
        var (required, leaves) = try Self.row([(20, 10), (30, 10), (40, 10)], hidden: [1]) { _ in }
        required.views[leaves[1]].compressionResistance.horizontal = 1000
        _ = try PinnedStacksTests.solve(required, taken: false, "required resistance, hidden")
        // A hidden stack whose views would need negative lengths across a centre
        // alignment: the spanner's fit costs their absolute length, not modelled here.
        let (column, _) = try Self.hiddenStack(outer: .vertical, inner: .vertical, rows: true)
        _ = try PinnedStacksTests.solve(column, taken: false, "hidden column of centred rows")
    }

    /// A fill stack `s` (horizontal unless `outer`, spacing 8) of leaves a (20 × 10) and b (30 × 10), then
    /// a hidden stack `inner` (spacing 4) along `inner` of leaves 5 × 6 and 7 × 8 — or, with
    /// `rows`, of two centred horizontal stacks holding one such leaf each. Returns the tree
    /// and the views s, a, b, inner and inner's two arranged views.
    static func hiddenStack(outer: Axis = .horizontal, inner axis: Axis, rows: Bool = false) throws -> (LayoutTree, [Int]) {
        var b = TreeBuilder()
        let (s, leaves) = b.stack("s", sizes: [(20, 10), (30, 10)]) {
            $0.axis = outer
            $0.spacing = 8
        }
        let inner = b.add("inner", parent: s)
        var config = StackConfiguration()
        config.axis = axis
        config.spacing = 4
        for (w, h) in [(5.0, 6.0), (7.0, 8.0)] {
            if rows {
                let (row, _) = b.stack("row\(config.arranged.count)", parent: inner, sizes: [(w, h)]) { $0.alignment = .center }
                config.arranged.append(row)
            } else {
                config.arranged.append(b.add("leaf\(config.arranged.count)", parent: inner, intrinsic: .fixed(width: w, height: h)))
            }
        }
        b.tree.views[inner].stack = config
        b.tree.views[inner].isHidden = true
        b.tree.views[s].stack?.arranged.append(inner)
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        return (b.tree, [s] + leaves + [inner] + config.arranged)
    }

    @Test func aHiddenStackAcrossItsRowIsZeroWideAndPropsTheRowUp() throws {
        // Chain a → b 8, b → inner 0 (inner is hidden and last): s is 58 wide, inner 0 wide
        // at b's trailing edge. Across, the fill alignment ties every arranged view to s,
        // hidden ones too: inner's natural height 6 + 4 + 8 = 18 resists at 750 against a's
        // and b's hugging at 250, so all are 18 tall. Inside inner (vertical, fill
        // alignment) the leaves keep their heights, 6 and 8, 4 apart, and are as wide as
        // inner: 0.
        let (tree, v) = try Self.hiddenStack(inner: .vertical)
        let d = try PinnedStacksTests.solve(tree, taken: true, "hidden column in a row")
        #expect(v.map { d.frames[$0] } == [Rect(x: 0, y: 0, width: 58, height: 18), Rect(x: 0, y: 0, width: 20, height: 18),
                                           Rect(x: 28, y: 0, width: 30, height: 18), Rect(x: 58, y: 0, width: 0, height: 18),
                                           Rect(x: 0, y: 0, width: 0, height: 6), Rect(x: 0, y: 10, width: 0, height: 8)])
    }

    @Test func aHiddenStackAlongItsRowSqueezesItsFirstViewBelowZero() throws {
        // inner runs along s and is 0 long (required): its views and spacing, 5 + 4 + 7,
        // must fit in 0. Both resist at 750, so the tie weights decide: the first arranged
        // view gives all 16 points (as the first view takes the extra of a stretched row):
        // −11 wide at 0, the second at −11 + 4 = −7, 7 wide. Across, inner is as tall as
        // its taller leaf, 8, which props s up to 8; the fill alignment stretches the 6-point
        // leaf to 8.
        let (tree, v) = try Self.hiddenStack(inner: .horizontal)
        let d = try PinnedStacksTests.solve(tree, taken: true, "hidden row in a row")
        #expect(v.map { d.frames[$0] } == [Rect(x: 0, y: 0, width: 58, height: 10), Rect(x: 0, y: 0, width: 20, height: 10),
                                           Rect(x: 28, y: 0, width: 30, height: 10), Rect(x: 58, y: 0, width: 0, height: 10),
                                           Rect(x: 0, y: 0, width: -11, height: 10), Rect(x: -7, y: 0, width: 7, height: 10)])
    }
}

extension RandomHiddenTreesTests {
    /// How many hidden stacks the direct path laid out in `result`.
    static func hiddenStacksTaken(_ tree: LayoutTree, _ result: LayoutResult) -> Int {
        DirectStacksTests.viewsTaken(tree, result).filter { tree.views[$0].stack != nil && tree.views[$0].isHidden }.count
    }
}

/// Random trees that all hide leaves, sized by their content or from outside: identical to
/// the solver, and taken in every distribution (a test that fails if that acceptance
/// regresses).
struct RandomHiddenTreesTests {
    @Test func randomTreesWithHiddenViewsLayOutAsTheSolverDoes() async throws {
        var hiding: [StackConfiguration.Distribution: Int] = [:]
        var hiddenStacks = 0
        await propertyCheck(count: 800, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let pinned = seed % 2 == 0
            let tree = try RandomStackTree.make(seed: seed, pinned: pinned, hiding: true)
            guard let both = try DirectStacksTests.bothPathsOfRandom(tree) else { return }
            let (d, s) = both
            DirectStacksTests.expectSame(d, s, "hiding seed \(seed), pinned \(pinned)", tree: tree)
            for distribution in DirectStacksTests.distributionsTaken(tree, d, hiding: true) {
                hiding[distribution, default: 0] += 1
            }
            hiddenStacks += Self.hiddenStacksTaken(tree, d)
        }
        // About 25 a run (hidden stacks squeezed to 0 often need what is handed back).
        #expect(hiddenStacks >= 8, "hidden stacks laid out directly: \(hiddenStacks)")
        // Proportional stacks are taken with leaves only, so fewer trees have one. Seeds are
        // random: the bounds sit well below the usual counts, so a run never fails by chance.
        let least: [StackConfiguration.Distribution: Int] = [.fill: 20, .fillEqually: 8, .equalSpacing: 8,
                                                             .equalCentering: 8, .fillProportionally: 4]
        for (distribution, count) in least.sorted(by: { $0.value > $1.value }) {
            let found = hiding[distribution, default: 0]
            #expect(found >= count, "\(distribution) with hidden views: \(found) trees")
        }

    }
}
