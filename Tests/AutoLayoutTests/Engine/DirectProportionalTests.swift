import AutoLayout
import PropertyBased
import Testing

/// `fillProportionally` stacks whose wishes interleave with their views' priorities, fixed
/// from outside at another length than their natural one (`DirectStacks+Proportional.swift`):
/// a hand-worked case, the priorities benchmark's squeezed stack, and random stacks, each
/// identical to the constraint path.
struct DirectProportionalTests {
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
            DirectStacksTests.expectSame(d, solver, "seed \(seed)")
            if !d.directStackRoots.isEmpty, abs(d.frames[s].length(axis) - natural) > 1e-6,
               Self.isInterleaved(b.tree, s, axis) {
                away += 1
            }
        }
        // Seeds are random: the bound sits well below the usual count (about 300 a run).
        #expect(away >= 100, "interleaved stacks laid out away from their length: \(away)")
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
