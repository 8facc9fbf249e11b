import AutoLayout
import PropertyBased
import Testing

/// Text whose height follows its width (multi-line labels) on the direct path: each pass
/// lays it out at the size last measured, and the engine measures it again at the width
/// laid out, as on the constraint path; in rows, where UIKit wishes each label a share of
/// the width, only when the layout meets those wishes (`DirectStacks+TextWidth.swift`).
struct DirectTextTests {
    /// A vertical stack, spacing 8, pinned 100 wide: a label 250 long on one line in
    /// 20-point lines (descent 4), over a view 40×10.
    static func column(_ change: (inout TreeBuilder, Int) throws -> Void = { _, _ in }) throws -> (LayoutTree, Measuring, [Int]) {
        var b = TreeBuilder()
        let s = b.add("s")
        let label = b.add("label", parent: s, intrinsic: .measured(widthDependent: true)) { $0.isMultilineText = true }
        let box = b.add("box", parent: s, intrinsic: .fixed(width: 40, height: 10))
        var config = StackConfiguration()
        config.axis = .vertical
        config.spacing = 8
        config.arranged = [label, box]
        b.tree.views[s].stack = config
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.width == 100")
        try b.constrain("s.top == root.top")
        try change(&b, s)
        let measure: Measuring = { index, width in
            index == label ? RandomStackTree.wrap((width: 250, line: 20, descent: 4), at: width) : Measurement(size: .zero)
        }
        return (b.tree, measure, [label, box])
    }

    @Test func aWrappingLabelInAColumnTakesTheDirectPath() throws {
        let (tree, measure, views) = try Self.column()
        let (d, s) = try DirectBaselineTests.bothPaths(tree, measure: measure)
        #expect(d.directStackRoots == [1])
        DirectStacksTests.expectSame(d, s, "column")
        // Pass 1: the label 250 wide on one line, squeezed to the column's 100 (fill
        // alignment). Pass 2: measured at 100 it takes three lines, 60 tall, and is laid
        // out 100 wide again: nothing left to measure.
        #expect(d.passes == 2)
        #expect(d.frames[views[0]] == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(d.frames[views[1]] == Rect(x: 0, y: 68, width: 100, height: 10))
        #expect(d.frames[1].height == 78)
    }

    /// The column turned into a row fixed 100 wide: UIKit wishes the label (100 − 8) / 2
    /// = 46 wide at 760, above every priority in the row, so the label is 46 wide and the
    /// box stretches from 40 to the 46 left (without the wish the label would give way,
    /// 52 wide). Measured at 46 the label takes six lines.
    @Test func aWrappingLabelBesideAViewInAFixedRowTakesItsShare() throws {
        let (tree, measure, views) = try Self.column { b, s in b.tree.views[s].stack?.axis = .horizontal }
        let (d, s) = try DirectBaselineTests.bothPaths(tree, measure: measure)
        #expect(d.directStackRoots == [1])
        DirectStacksTests.expectSame(d, s, "row")
        #expect(d.frames[views[0]] == Rect(x: 0, y: 0, width: 46, height: 120))
        #expect(d.frames[views[1]].width == 46)
        #expect(d.passes == 2)
    }

    /// The same row with the box resisting compression above 760, or free (its width then
    /// follows the label's and the box's costs together): the row goes back to the solver.
    @Test func aWrappingLabelBesideAViewIsHandedBackOtherwise() throws {
        let changes: [(inout TreeBuilder, Int) throws -> Void] = [
            { b, s in
                b.tree.views[s].stack?.axis = .horizontal
                b.tree.views[b.tree.views[s].stack!.arranged[1]].compressionResistance.horizontal = 800
            },
            { b, s in
                b.tree.views[s].stack?.axis = .horizontal
                b.tree.constraints.remove(at: 1)  // s.width == 100
            },
        ]
        for (k, change) in changes.enumerated() {
            let (tree, measure, _) = try Self.column(change)
            let (d, s) = try DirectBaselineTests.bothPaths(tree, measure: measure)
            #expect(d.directStackRoots.isEmpty, "case \(k)")
            DirectStacksTests.expectSame(d, s, "case \(k)")
        }
    }

    /// In a `fillEqually` row UIKit adds no wish for the label: it is a leaf like the box.
    @Test func aWrappingLabelInAnEquallyFilledRowTakesTheDirectPath() throws {
        let (tree, measure, views) = try Self.column { b, s in
            b.tree.views[s].stack?.axis = .horizontal
            b.tree.views[s].stack?.distribution = .fillEqually
        }
        let (d, s) = try DirectBaselineTests.bothPaths(tree, measure: measure)
        #expect(d.directStackRoots == [1])
        DirectStacksTests.expectSame(d, s, "equal row")
        // Each 46 wide; measured at 46 the label takes six lines.
        #expect(d.frames[views[0]] == Rect(x: 0, y: 0, width: 46, height: 120))
        #expect(d.frames[views[1]].width == 46)
        #expect(d.passes == 2)
    }

    /// Alone in its row (the box hidden) the label's share is the whole row: its wish holds
    /// whatever the row's width (the spacing next to a hidden last view is 0), and the row
    /// is laid out directly.
    @Test func aWrappingLabelAloneInARowTakesTheDirectPath() throws {
        for spacing in [0.0, 8] {
            let (tree, measure, views) = try Self.column { b, s in
                b.tree.views[s].stack?.axis = .horizontal
                b.tree.views[s].stack?.spacing = spacing
                b.tree.views[b.tree.views[s].stack!.arranged[1]].isHidden = true
            }
            let (d, s) = try DirectBaselineTests.bothPaths(tree, measure: measure)
            #expect(d.directStackRoots == [1])
            DirectStacksTests.expectSame(d, s, "lone label, spacing \(spacing)")
            #expect(d.frames[views[0]].width == 100)
            #expect(d.frames[views[0]].height == 60)
        }
    }

    /// Two labels of equal length in a free row come out at their shares.
    @Test func equalLabelsInAFreeRowTakeTheDirectPath() throws {
        var b = TreeBuilder()
        let s = b.add("s")
        let labels = (0..<2).map { k in
            b.add("label\(k)", parent: s, intrinsic: .measured(widthDependent: true)) { $0.isMultilineText = true }
        }
        var config = StackConfiguration()
        config.spacing = 8
        config.arranged = labels
        b.tree.views[s].stack = config
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        let measure: Measuring = { _, width in RandomStackTree.wrap((width: 60, line: 20, descent: 4), at: width) }
        let (d, sv) = try DirectBaselineTests.bothPaths(b.tree, measure: measure)
        #expect(d.directStackRoots == [1])
        DirectStacksTests.expectSame(d, sv, "two labels")
        #expect(d.frames[1].width == 128)
    }

    @Test func randomTreesWithWrappingRowsLayOutAsTheSolverDoes() async throws {
        var taken = 0, rows = 0, shared = 0, wished = 0
        await propertyCheck(count: 1000, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let (tree, measure) = try RandomStackTree.makeWithBaselines(seed: seed, pinned: seed % 2 == 0, rowText: true)
            guard let both = try DirectStacksTests.bothPathsOfRandom(tree, measure: measure) else { return }
            let (d, s) = both
            DirectStacksTests.expectSame(d, s, "seed \(seed)", tree: tree)
            if !d.directStackRoots.isEmpty { taken += 1 }
            let found = Self.textRowsTaken(tree, d)
            rows += found.rows
            shared += found.shared
            wished += found.wished
        }
        // Seeds are random: the bounds sit well below the usual counts (about 300 trees,
        // 85 rows, 45 of several views, 10 of them wishing text a share: the others squeeze
        // or stretch some view, and go back to the solver).
        #expect(taken >= 200, "only \(taken) of 1000 trees took the direct path")
        #expect(rows >= 40, "only \(rows) rows with wrapping text were laid out directly")
        #expect(shared >= 20, "only \(shared) rows of several views with wrapping text were laid out directly")
        #expect(wished >= 2, "only \(wished) rows of several views wishing text a share were laid out directly")
    }

    /// Horizontal stacks laid out directly in `result` that arrange multi-line text, of
    /// those the ones with more than one visible view, and of these the ones that wish the
    /// text a share (not `fillEqually`).
    static func textRowsTaken(_ tree: LayoutTree, _ result: LayoutResult) -> (rows: Int, shared: Int, wished: Int) {
        var rows = 0, shared = 0, wished = 0
        for v in DirectStacksTests.viewsTaken(tree, result) {
            guard let stack = tree.views[v].stack else { continue }
            if stack.axis == .horizontal && stack.arranged.contains(where: { tree.views[$0].isMultilineText }) {
                rows += 1
                if stack.arranged.filter({ !tree.views[$0].isHidden }).count > 1 {
                    shared += 1
                    if stack.distribution != .fillEqually { wished += 1 }
                }
            }
        }
        return (rows, shared, wished)
    }
}
