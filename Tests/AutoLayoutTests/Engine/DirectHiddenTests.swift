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
        // A hidden stack: its own views would be laid out at length 0.
        var b = TreeBuilder()
        let (s, _) = b.stack("s", sizes: [(20, 10), (30, 10)]) { $0.spacing = 8 }
        let (inner, _) = b.stack("inner", parent: s, sizes: [(5, 5)]) { _ in }
        b.tree.views[s].stack?.arranged.append(inner)
        b.tree.views[inner].isHidden = true
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        _ = try PinnedStacksTests.solve(b.tree, taken: false, "hidden stack")
    }
}

/// Random trees that all hide leaves, sized by their content or from outside: identical to
/// the solver, and taken in every distribution (a test that fails if that acceptance
/// regresses).
struct RandomHiddenTreesTests {
    @Test func randomTreesWithHiddenViewsLayOutAsTheSolverDoes() async throws {
        var hiding: [StackConfiguration.Distribution: Int] = [:]
        await propertyCheck(count: 800, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let pinned = seed % 2 == 0
            let tree = try RandomStackTree.make(seed: seed, pinned: pinned, hiding: true)
            let (d, s) = try DirectStacksTests.bothPaths(tree)
            DirectStacksTests.expectSame(d, s, "hiding seed \(seed), pinned \(pinned)")
            for distribution in DirectStacksTests.distributionsTaken(tree, d, hiding: true) {
                hiding[distribution, default: 0] += 1
            }
        }
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
