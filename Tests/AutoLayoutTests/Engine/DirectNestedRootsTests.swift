import AutoLayout
import Testing

/// Stacks laid out directly inside a stack the solver lays out: where the outer stack
/// cannot be laid out directly (here, a user constraint reaches into one of its rows), the
/// rows it arranges that can are roots of their own, and the solver sees each as one view
/// whose lengths cost what its subtree's do. Hand-worked columns; the random trees of the
/// other engine tests run through both paths too, and take this way whenever a tree's top
/// stack is handed back.
struct DirectNestedRootsTests {
    /// A column (vertical, fill alignment, spacing 10) pinned to the canvas's leading and
    /// top, `width` wide when given: `row1` holds a (20 × 10, hugging 250) and b (30 × 10,
    /// hugging 251), spacing 5; `row2` holds c (40 × 20) and d (50 × 20), spacing 5, with
    /// `c.width >= 44`, which the direct path leaves to the solver.
    static func column(width: Double?) throws -> (tree: LayoutTree, views: [String: Int]) {
        var b = TreeBuilder()
        let col = b.add("col")
        let row1 = b.add("row1", parent: col)
        let a = b.add("a", parent: row1, intrinsic: .fixed(width: 20, height: 10))
        let bv = b.add("b", parent: row1, intrinsic: .fixed(width: 30, height: 10)) { $0.hugging.horizontal = 251 }
        let row2 = b.add("row2", parent: col)
        let c = b.add("c", parent: row2, intrinsic: .fixed(width: 40, height: 20))
        let d = b.add("d", parent: row2, intrinsic: .fixed(width: 50, height: 20))
        var row = StackConfiguration()
        row.spacing = 5
        row.arranged = [a, bv]
        b.tree.views[row1].stack = row
        row.arranged = [c, d]
        b.tree.views[row2].stack = row
        var column = StackConfiguration()
        column.axis = .vertical
        column.spacing = 10
        column.arranged = [row1, row2]
        b.tree.views[col].stack = column
        try b.constrain("col.leading == root.leading")
        try b.constrain("col.top == root.top")
        if let width {
            b.tree.canvasWidth = width
            try b.constrain("col.trailing == root.trailing")
        }
        try b.constrain("c.width >= 44")
        return (b.tree, ["col": col, "row1": row1, "a": a, "b": bv, "row2": row2, "c": c, "d": d])
    }

    /// The column laid out both ways, held to the solver's frames, with row1 alone laid
    /// out directly; the direct result and the views by name.
    static func solved(width: Double?, _ label: String) throws -> (LayoutResult, [String: Int]) {
        let (tree, v) = try column(width: width)
        let (d, s) = try DirectStacksTests.bothPaths(tree)
        DirectStacksTests.expectSame(d, s, label, tree: tree)
        #expect(d.directStackRoots == [v["row1"]!], "\(label)")
        return (d, v)
    }

    @Test func aRowBesideOneTheSolverTakesIsStretchedToTheWidestRow() throws {
        // c is at least 44, so row2 is 44 + 5 + 50 = 99 wide and the column too (the rows
        // resist at 750, their views hug at 250). row1 (natural 55) is stretched to 99 by
        // the column's fill alignment: its 44 extra go to a, which hugs least.
        let (d, v) = try Self.solved(width: nil, "free column")
        #expect(d.frames[v["col"]!] == Rect(x: 0, y: 0, width: 99, height: 40))
        #expect(d.frames[v["row1"]!] == Rect(x: 0, y: 0, width: 99, height: 10))
        #expect(d.frames[v["a"]!] == Rect(x: 0, y: 0, width: 64, height: 10))
        #expect(d.frames[v["b"]!] == Rect(x: 69, y: 0, width: 30, height: 10))
        #expect(d.frames[v["row2"]!] == Rect(x: 0, y: 20, width: 99, height: 20))
        #expect(d.frames[v["c"]!] == Rect(x: 0, y: 0, width: 44, height: 20))
        #expect(d.frames[v["d"]!] == Rect(x: 49, y: 0, width: 50, height: 20))
    }

    @Test func aRowInAColumnOfFixedWidthTakesThatWidth() throws {
        // 150 wide: row1 gives its 95 extra to a (115 wide, b at 120); row2's 51 extra go
        // to c, whose hugging ties with d's and which comes first (95 wide, d at 100).
        let (d, v) = try Self.solved(width: 150, "pinned column")
        #expect(d.frames[v["a"]!] == Rect(x: 0, y: 0, width: 115, height: 10))
        #expect(d.frames[v["b"]!] == Rect(x: 120, y: 0, width: 30, height: 10))
        #expect(d.frames[v["c"]!] == Rect(x: 0, y: 0, width: 95, height: 20))
        #expect(d.frames[v["d"]!] == Rect(x: 100, y: 0, width: 50, height: 20))
    }

    @Test func theSolverSqueezesTheRowItTakes() throws {
        // 80 wide: row2 (natural 99) must give up 19 in the solver — c may not go below 44,
        // so d does (31 wide, at 49); row1 is laid out at the fixed 80 directly (a 45 wide).
        let (d, v) = try Self.solved(width: 80, "narrow column")
        #expect(d.frames[v["a"]!] == Rect(x: 0, y: 0, width: 45, height: 10))
        #expect(d.frames[v["c"]!] == Rect(x: 0, y: 0, width: 44, height: 20))
        #expect(d.frames[v["d"]!] == Rect(x: 49, y: 0, width: 31, height: 20))
    }

    @Test func aRowSqueezedByAFixedWidthIsLaidOutAtIt() throws {
        // 40 wide: row1 (natural 55) is squeezed to a width the canvas fixes, so it is laid
        // out directly at 40: a and b resist alike at 750, and a, first, gives up the 15.
        let (d, v) = try Self.solved(width: 40, "squeezed column")
        #expect(d.frames[v["row1"]!].width == 40)
        #expect(d.frames[v["a"]!] == Rect(x: 0, y: 0, width: 5, height: 10))
    }

    /// Random tree 1484824655 (rows with wrapping text, a case the random test met): a free
    /// equal-spacing row with spacing −2 (v10) arranges a squeezed column (v13) and a row
    /// of one text (v21). The first pass leaves v10 and the column loose (the text is
    /// measured at the width laid out only after it): with v21 a root of its own the
    /// solver picked a width of 0 for v13 where the whole tree's picks −1, and the direct
    /// path needed a pass more to the same frames. Stacks that overlap their views keep
    /// their arranged stacks with the solver.
    @Test func aRowOverlappingItsViewsKeepsItsStacks() throws {
        let seed = 1484824655
        let (tree, measure) = try RandomStackTree.makeWithBaselines(seed: seed, pinned: false, rowText: true)
        let (d, s) = try #require(try DirectStacksTests.bothPathsOfRandom(tree, measure: measure))
        DirectStacksTests.expectSame(d, s, "seed \(seed)", tree: tree)
        #expect(tree.views[10].stack?.spacing == -2)
        #expect(!d.directStackRoots.contains(21))
        #expect(d.passes == 2 && d.frames[13].width == -1)
    }
}
