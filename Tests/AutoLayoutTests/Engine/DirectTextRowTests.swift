import AutoLayout
import PropertyBased
import Testing

/// Rows of multi-line labels beside other views whose width is fixed from outside, where
/// UIKit's 760 wish gives each label its share (`DirectStacks+TextWidth.swift`): random
/// rows — a row pinned by itself or in a column pinned to a width, the column filling or
/// not, labels of several lengths, views stretched and squeezed, priorities below and
/// above 760, ties, hidden views, margins, right-to-left — through both paths.
struct DirectTextRowTests {
    /// A column (or one row alone) fixed `width` wide, of rows of labels and views; the
    /// measuring function for the labels.
    static func make(seed: Int) throws -> (LayoutTree, Measuring) {
        var r = RandomStackTree.Rng(seed: seed)
        var b = TreeBuilder()
        if r.oneIn(4) { b.tree.direction = .rtl }
        var text: [Int: (width: Double, line: Double, descent: Double)] = [:]
        let alone = r.oneIn(3)
        let column = alone ? 0 : b.add("column")
        var columnConfig = StackConfiguration()
        columnConfig.axis = .vertical
        columnConfig.spacing = 8
        columnConfig.alignment = r.oneIn(4) ? r.pick([.leading, .center]) : .fill
        var first = -1
        for _ in 0..<(alone ? 1 : r.int(1...3)) {
            let row = b.add("v\(b.tree.views.count)", parent: column)
            if first < 0 { first = row }
            var config = StackConfiguration()
            config.spacing = r.pick([0, 8, 8, 2.5, -2])
            config.distribution = r.oneIn(5) ? r.pick([.equalSpacing, .equalCentering, .fillEqually]) : .fill
            config.alignment = r.pick([.fill, .top, .center, .firstBaseline])
            if r.oneIn(6) { config.isLayoutMarginsRelativeArrangement = true }
            for _ in 0..<r.int(r.oneIn(5) ? 1...1 : 2...5) {
                let label = r.oneIn(2)
                // Mostly below 760; now and then at or above it (the row goes back), or a
                // hugging above a resistance (the whole tree goes back).
                let hugging = r.oneIn(10) ? r.pick([700.0, 800]) : r.pick([250.0, 250, 251, 300])
                let resistance = r.oneIn(6) ? r.pick([760.0, 1000]) : r.pick([750.0, 750, 700, 751])
                let id = "v\(b.tree.views.count)"
                let v: Int
                if !label && r.oneIn(8) {
                    // A nested stack: the row goes back to the solver unless its wishes hold.
                    v = b.add(id, parent: row)
                    let leaf = b.add("v\(b.tree.views.count)", parent: v, intrinsic: .fixed(width: 20, height: 10))
                    var inner = StackConfiguration()
                    inner.axis = .vertical
                    inner.arranged = [leaf]
                    b.tree.views[v].stack = inner
                } else {
                    let w = Double(r.int(0...80)) + (r.oneIn(3) ? 0.5 : 0), h = Double(r.int(0...30))
                    let hidden = r.oneIn(12)
                    v = b.add(id, parent: row, intrinsic: label ? .measured(widthDependent: true) : .fixed(width: w, height: h)) { node in
                        node.isMultilineText = label
                        node.hugging.horizontal = hugging
                        node.compressionResistance.horizontal = resistance
                        node.isHidden = hidden
                    }
                    if label {
                        text[v] = (Double(r.pick([20, 40, 90, 150, 400])), r.pick([14.5, 20.3]), r.pick([3.2, 4.77]))
                    }
                }
                config.arranged.append(v)
            }
            b.tree.views[row].stack = config
            if !alone { columnConfig.arranged.append(row) }
        }
        let root = alone ? first : column
        if !alone { b.tree.views[column].stack = columnConfig }
        let id = "v\(root)"
        if !alone { b.tree.views[column].id = id }
        let width = r.int(0...400)
        switch r.int(0...3) {
        case 0: try b.constrain("\(id).leading == root.leading + 10"); try b.constrain("\(id).width == \(width)")
        case 1:
            b.tree.canvasWidth = Double(width)
            try b.constrain("\(id).leading == root.leading + 5")
            try b.constrain("\(id).trailing == root.trailing - 5")
        case 2: try b.constrain("\(id).leading == root.leading"); try b.constrain("\(id).width == 0.5 * root.width"); b.tree.canvasWidth = Double(width)
        default: try b.constrain("\(id).leading == root.leading")  // free: only wishes met exactly
        }
        try b.constrain("\(id).top == root.top + 4")
        return (b.tree, { [text] index, width in
            guard let t = text[index] else { return Measurement(size: .zero) }
            return RandomStackTree.wrap(t, at: width)
        })
    }

    @Test func randomFixedRowsOfTextLayOutAsTheSolverDoes() async throws {
        var taken = 0, wished = 0
        await propertyCheck(count: 1500, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            let (tree, measure) = try Self.make(seed: seed)
            guard let both = try DirectStacksTests.bothPathsOfRandom(tree, measure: measure) else { return }
            let (d, s) = both
            DirectStacksTests.expectSame(d, s, "seed \(seed)", tree: tree)
            if !d.directStackRoots.isEmpty { taken += 1 }
            wished += DirectTextTests.textRowsTaken(tree, d).wished
        }
        // Seeds are random: the bounds sit well below the usual counts (about 360 trees and
        // 100 rows; most trees are built to be handed back somewhere).
        #expect(taken >= 250, "only \(taken) of 1500 trees took the direct path")
        #expect(wished >= 60, "only \(wished) rows of several views wishing text a share were laid out directly")
    }
}
