import AutoLayout
import PropertyBased
import Testing

/// Stacks fixed from outside at another length than their natural one: `fillProportionally`
/// stacks whose wishes interleave with their views' priorities
/// (`DirectStacks+Proportional.swift`) and squeezed `equalCentering` stacks
/// (`DirectStacks+Centring.swift`): hand-worked cases (more in `DirectDistributionsTests`),
/// the priorities benchmark's squeezed stack, and random stacks, each identical to the
/// constraint path.
struct DirectFixedLengthTests {
    @Test func eachLevelDecidesOneViewInTurn() throws {
        // Leaves 20, 30, 40, 50 tall, spacing 8: T = 140 + 24 = 164. Pinned 123 tall (3/4):
        // the views share 123 − 24 = 99 and wish 15, 22.5, 30 and 37.5 at 999, 998, 997,
        // 996. The third resists at 998, above its own wish, so the stack is laid out by
        // levels: 999 puts the first at 15; at 998 the second's wish (22.5) and the third's
        // resistance (≥ 40) both hold; at 997 the third's wish must give (40); the last
        // takes what is left, 99 − 15 − 22.5 − 40 = 21.5, its wish at 996 breaking.
        var b = TreeBuilder()
        let (s, leaves) = b.stack("s", sizes: [(10, 20), (10, 30), (10, 40), (10, 50)]) {
            $0.axis = .vertical
            $0.spacing = 8
            $0.distribution = .fillProportionally
        }
        b.tree.views[leaves[2]].compressionResistance.vertical = 998
        b.tree.canvasHeight = 123
        for edge in ["leading", "top", "bottom"] { try b.constrain("s.\(edge) == root.\(edge)") }
        let d = try PinnedStacksTests.solve(b.tree, taken: true, "levels in turn")
        #expect(d.frames[s].height == 123)
        #expect(leaves.map { d.frames[$0].height } == [15, 22.5, 40, 21.5])
        #expect(leaves.map { d.frames[$0].y } == [0, 23, 53.5, 101.5])
    }

    @Test func theSqueezedStackOfThePrioritiesBenchmarkIsTaken() throws {
        // 80 % of the natural height: the wishes past the 250th sink below the views'
        // resistance (750), so the earlier views get their shares, the later ones keep
        // their lengths, and the first of those (the tie weights) gives what is missing.
        let natural = (0..<300).map { DirectDistributionsTests.size($0).1 }.reduce(0, +) + 299 * 8
        let tree = try DirectDistributionsTests.prioritiesShape(300, .fillProportionally, height: (natural * 0.8).rounded())
        _ = try PinnedStacksTests.solve(tree, taken: true, "squeezed")
    }

    /// Random proportional stacks of 2–14 leaves whose resistances sit among the wishes
    /// (999 down to 986) or below them, now and then required, their huggings below every
    /// resistance, fixed from outside at 0.3–2 times their natural length, with hidden
    /// views and custom spacing now and then.
    @Test func randomStacksFixedAwayFromTheirLengthLayOutAsTheSolverDoes() async throws {
        var away = 0
        await propertyCheck(count: 600, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var r = RandomStackTree.Rng(seed: seed)
            var b = TreeBuilder()
            let axis: Axis = r.oneIn(2) ? .horizontal : .vertical
            let n = r.int(2...14)
            let sizes = (0..<n).map { _ in (Double(r.int(1...60)) + (r.oneIn(4) ? 0.5 : 0), Double(r.int(1...40))) }
            let (s, leaves) = b.stack("s", sizes: sizes.map { axis == .horizontal ? $0 : ($0.1, $0.0) }) {
                $0.axis = axis
                $0.spacing = r.pick([0, 4, 8, 8, -2, 2.5])
                $0.distribution = .fillProportionally
            }
            for (i, leaf) in leaves.enumerated() {
                let hugging: Double = r.pick([250, 250, 251, 300, 700])
                let resistance: Double = r.oneIn(40) ? 1000 : r.pick([750, 750, 998, 997, 996, 990, 760])
                DirectDistributionsTests.set(&b.tree.views[leaf], axis, hugging: hugging, resistance: resistance)
                if i > 0, r.oneIn(8) { b.tree.views[leaf].isHidden = true }
                if r.oneIn(10) { b.tree.views[s].stack?.customSpacing[leaf] = Double(r.int(0...12)) }
            }
            let natural = sizes.map(\.0).reduce(0, +) + Double(n - 1) * 8
            let length = (natural * r.pick([0.3, 0.5, 0.8, 0.95, 1.2, 2])).rounded()
            let (near, far, dimension) = axis == .horizontal ? ("leading", "trailing", "width") : ("top", "bottom", "height")
            try b.constrain("s.\(near) == root.\(near)")
            if r.oneIn(2) {
                try b.constrain("s.\(dimension) == \(length)")
            } else {
                try b.constrain("s.\(far) == root.\(far)")
                if axis == .horizontal { b.tree.canvasWidth = length } else { b.tree.canvasHeight = length }
            }
            let (d, solver) = try DirectStacksTests.bothPaths(b.tree)
            DirectStacksTests.expectSame(d, solver, "seed \(seed)", tree: b.tree)
            if !d.directStackRoots.isEmpty, abs(d.frames[s].length(axis) - natural) > 1e-6,
               Self.isInterleaved(b.tree, s, axis) {
                away += 1
            }
        }
        // Seeds are random: the bound sits well below the usual count (about 390 a run).
        #expect(away >= 100, "interleaved stacks laid out away from their length: \(away)")
    }

    /// Random `equalCentering` stacks (`centredTree`) fixed from outside away from their
    /// natural length.
    @Test func randomCentredStacksSqueezedLayOutAsTheSolverDoes() async throws {
        var squeezed = 0
        await propertyCheck(count: 600, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let (tree, s, axis, natural) = try Self.centredTree(seed: seed)
            let (d, solver) = try DirectStacksTests.bothPaths(tree)
            DirectStacksTests.expectSame(d, solver, "seed \(seed)", tree: tree)
            if !d.directStackRoots.isEmpty, d.frames[s].length(axis) < natural - 1e-6 {
                squeezed += 1
            }
        }
        // Seeds are random: the bound sits well below the usual count (about 460 a run).
        #expect(squeezed >= 200, "squeezed centred stacks laid out directly: \(squeezed)")
    }

    /// Seeds that once told the two paths apart.
    @Test(arguments: [1_238_854_615])
    func centredStacksThatOnceDiffered(_ seed: Int) throws {
        let (tree, _, _, _) = try Self.centredTree(seed: seed)
        let (d, solver) = try DirectStacksTests.bothPaths(tree)
        DirectStacksTests.expectSame(d, solver, "seed \(seed)", tree: tree)
    }

    /// An `equalCentering` stack `s` of 2–10 views (now and then a nested row or column, a
    /// hidden view, custom spacing, a resistance of 700 or 1000) fixed from outside at
    /// 0.3–1.1 times its natural length, alone or as a row stretched across a pinned column
    /// (its width then fixed too). Returns the tree, `s`, its axis and natural length.
    static func centredTree(seed: Int) throws -> (LayoutTree, Int, Axis, Double) {
        var r = RandomStackTree.Rng(seed: seed)
        var b = TreeBuilder()
        let inColumn = r.oneIn(3)
        let column = inColumn ? b.add("column") : 0
        let s = b.add("s", parent: column)
        var config = StackConfiguration()
        config.axis = inColumn ? .horizontal : r.pick([.horizontal, .vertical])
        config.distribution = .equalCentering
        config.spacing = r.pick([0, 4, 8, 8, -2, 2.5])
        config.alignment = r.pick([.fill, .center, .leading])
        let axis = config.axis
        for i in 0..<r.int(2...10) {
            let length = Double(r.int(0...60)) + (r.oneIn(4) ? 0.5 : 0)
            let view: Int
            if r.oneIn(8) {
                var inner = StackConfiguration()
                inner.axis = r.pick([.horizontal, .vertical])
                inner.spacing = 4
                inner.alignment = r.pick([.fill, .center])
                view = b.add("n\(i)", parent: s)
                for j in 0..<2 {
                    inner.arranged.append(b.add("n\(i)_\(j)", parent: view, intrinsic: .fixed(width: length / 2, height: length / 2)))
                }
                b.tree.views[view].stack = inner
            } else {
                view = b.add("v\(i)", parent: s, intrinsic: .fixed(width: length, height: length))
                let resistance: Double = r.oneIn(12) ? 1000 : r.pick([750, 750, 700, 760])
                DirectDistributionsTests.set(&b.tree.views[view], axis, hugging: r.pick([250, 250, 251, 300]),
                                             resistance: resistance)
            }
            if i > 0, r.oneIn(10) { b.tree.views[view].isHidden = true }
            if r.oneIn(6) { config.customSpacing[view] = Double(r.int(0...12)) }
            config.arranged.append(view)
        }
        b.tree.views[s].stack = config
        let (near, far, dimension) = axis == .horizontal ? ("leading", "trailing", "width") : ("top", "bottom", "height")
        let pinned = inColumn ? "column" : "s"
        if inColumn {
            var columnConfig = StackConfiguration()
            columnConfig.axis = .vertical
            columnConfig.arranged = [s]
            b.tree.views[column].stack = columnConfig
        }
        try b.constrain("\(pinned).\(near) == root.\(near)")
        let natural = try LayoutEngine.solve(b.tree).frames[s].length(axis)
        let length = (natural * r.pick([0.3, 0.5, 0.7, 0.9, 0.97, 1.1])).rounded()
        if r.oneIn(2) {
            try b.constrain("\(pinned).\(dimension) == \(length)")
        } else {
            try b.constrain("\(pinned).\(far) == root.\(far)")
            if axis == .horizontal { b.tree.canvasWidth = length } else { b.tree.canvasHeight = length }
        }
        return (b.tree, s, axis, natural)
    }

    /// Whether the proportional stack `s` has a view whose priority along `axis` reaches
    /// the wish of its second-to-last visible view (UIKit's `999 − i`).
    static func isInterleaved(_ tree: LayoutTree, _ s: Int, _ axis: Axis) -> Bool {
        guard let arranged = tree.views[s].stack?.arranged else { return false }
        let visible = arranged.indices.filter { !tree.views[arranged[$0]].isHidden }
        guard visible.count >= 2 else { return false }
        let wish = Double(max(1, 999 - visible[visible.count - 2]))
        return visible.contains { i in
            let node = tree.views[arranged[i]]
            let (h, c) = axis == .horizontal ? (node.hugging.horizontal, node.compressionResistance.horizontal)
                : (node.hugging.vertical, node.compressionResistance.vertical)
            return max(h, c) >= wish
        }
    }
}

extension Rect {
    /// The width (`.horizontal`) or height.
    func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }
}
