import AutoLayout
import Testing

/// Height-for-width content: measured once without a width, laid out, then measured again
/// at its solved width until the layout settles (UIKit's two-pass layout).
struct HeightForWidthTests {
    /// A fake paragraph of `words` words, each 10 points wide, lines 20 points tall.
    static func paragraph(words: Int) -> Measuring {
        { _, width in
            let natural = Double(words * 10)
            guard let width, width < natural else {
                return Measurement(size: Size(width: natural, height: 20), firstBaseline: 15, lastBaseline: 15)
            }
            let perLine = max(1, Int(width / 10))
            let lines = (words + perLine - 1) / perLine
            return Measurement(size: Size(width: Double(perLine * 10), height: Double(lines * 20)),
                               firstBaseline: 15, lastBaseline: Double(lines * 20) - 5)
        }
    }

    @Test func wrapsAtTheSolvedWidth() throws {
        // 25 words (250 points on one line) pinned 150 wide: 15 words a line → 2 lines, 40 tall.
        var b = TreeBuilder()
        b.add("text", intrinsic: .measured(widthDependent: true)) { $0.isMultilineText = true }
        try b.constrain("text.leading == root.leading")
        try b.constrain("text.top == root.top")
        try b.constrain("text.width == 150")
        b.tree.canvasWidth = 300
        b.tree.canvasHeight = 200
        let result = try LayoutEngine.solve(b.tree, measure: Self.paragraph(words: 25))
        #expect(result.frames[1] == Rect(x: 0, y: 0, width: 150, height: 40))
        #expect(result.passes == 2)
        #expect(result.measurements[1]?.lastBaseline == 35)
    }

    @Test func multilineLabelsShareAHorizontalStack() throws {
        // UISV-text-width-disambiguation (760) gives each of two multi-line labels half of a
        // 200-point fill stack: 100 each, beating their one-line width's compression (750).
        // Then 30 words at 100 points → 3 lines → 60 tall; alignment fill makes both 60.
        var b = TreeBuilder()
        let s = b.add("s")
        let first = b.add("a", parent: s, intrinsic: .measured(widthDependent: true)) { $0.isMultilineText = true }
        let second = b.add("b", parent: s, intrinsic: .measured(widthDependent: true)) { $0.isMultilineText = true }
        var config = StackConfiguration()
        config.arranged = [first, second]
        b.tree.views[s].stack = config
        try b.constrain("s.leading == root.leading")
        try b.constrain("s.top == root.top")
        try b.constrain("s.width == 200")
        b.tree.canvasWidth = 300
        b.tree.canvasHeight = 300
        let result = try LayoutEngine.solve(b.tree, measure: Self.paragraph(words: 30))
        #expect(result.frames[first] == Rect(x: 0, y: 0, width: 100, height: 60))
        #expect(result.frames[second] == Rect(x: 100, y: 0, width: 100, height: 60))
        let identifiers = result.constraints.compactMap(\.identifier)
        #expect(identifiers.filter { $0 == "UISV-text-width-disambiguation" }.count == 2)
    }

    @Test func passesAreBounded() throws {
        // A measure function that never settles (its width grows every call) must not loop.
        var b = TreeBuilder()
        b.add("text", intrinsic: .measured(widthDependent: true))
        try b.constrain("text.leading == root.leading")
        try b.constrain("text.top == root.top")
        let counter = Counter()
        let result = try LayoutEngine.solve(b.tree, measure: { _, _ in
            Measurement(size: Size(width: counter.next(), height: 10))
        })
        #expect(result.passes == LayoutEngine.Options().maxPasses)
    }
}

final class Counter: @unchecked Sendable {
    private var value = 0.0
    func next() -> Double { value += 10; return value }
}
