import AutoLayout
import Testing

/// Text whose height follows its width (multi-line labels) in vertical stacks, on the
/// direct path: each pass lays it out at the size last measured, and the engine measures
/// it again at the width laid out, as on the constraint path.
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

    @Test func aWrappingLabelInARowIsHandedBack() throws {
        let (tree, measure, _) = try Self.column { b, s in b.tree.views[s].stack?.axis = .horizontal }
        let (d, s) = try DirectBaselineTests.bothPaths(tree, measure: measure)
        #expect(d.directStackRoots.isEmpty)
        DirectStacksTests.expectSame(d, s, "row")
    }
}
