import PropertyBased
import Testing
@testable import AutoLayout

/// The flow layout's placement against rules stated independently of the code
/// (UICollectionViewFlowLayout's, with the one-item-line cases Interface Builder documents
/// record), and its invariants on random items.
@Suite struct FlowLayoutTests {
    private func flow(_ sizes: [(Double, Double)], inset: Double = 0) -> FlowConfiguration {
        var flow = FlowConfiguration(items: Array(sizes.indices), itemSizes: sizes.map { Size(width: $0.0, height: $0.1) })
        flow.sectionInset = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        return flow
    }

    /// Worked by hand, in a 320-point view with 10-point insets (300 across), spacing 10.
    @Test func handWorkedLines() {
        // Three 90s fit (290 ≤ 300) and a fourth would not: justified, 30 spare, 15 each.
        let full = flow([(90, 50), (90, 50), (90, 50), (90, 40)], inset: 10).frames(extent: 320)
        #expect(full.map(\.x) == [10, 115, 220, 10])
        // The last line (one 90, room for more) starts at the inset; it is 10 below the
        // first line: y 10 + 50 + 10 = 70, and 40 tall.
        #expect(full[3] == Rect(x: 10, y: 70, width: 90, height: 40))
        // A lone 200 with no room for another is centred: 10 + (300 − 200) / 2 = 60.
        #expect(flow([(200, 80)], inset: 10).frames(extent: 320) == [Rect(x: 60, y: 10, width: 200, height: 80)])
        // The content: 10 + 50 + 10 + 40 + 10 = 120 tall.
        #expect(flow([(90, 50), (90, 50), (90, 50), (90, 40)], inset: 10).place(extent: 320).length == 120)
        // A shorter item is centred in its line's height: (60 − 20) / 2 = 20 below the top.
        let mixed = flow([(100, 60), (100, 20)]).frames(extent: 320)
        #expect(mixed[1] == Rect(x: 110, y: 20, width: 100, height: 20))
    }

    /// Horizontal scrolling makes lines of columns: the same rules with the axes swapped.
    @Test func horizontalScrollingSwapsTheAxes() {
        var layout = flow([(50, 90), (40, 90), (50, 90)], inset: 10)
        layout.scrollDirection = .horizontal
        // 180 down: two 90s need 190, so one item a column, each full, centred: 10 + 45 = 55.
        let frames = layout.frames(extent: 200)
        #expect(frames.map(\.y) == [55, 55, 55])
        // Columns as wide as their items, 10 apart: 10, 10 + 50 + 10 = 70, 70 + 40 + 10 = 120.
        #expect(frames.map(\.x) == [10, 70, 120])
    }

    /// Random items: no two overlap, items are at least the minimum spacing apart in a line,
    /// and every item narrower than the space lies between the insets.
    @Test func itemsNeverOverlapAndKeepTheirSpacing() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var state = UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15
            func next(_ n: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(n))
            }
            let sizes = (0..<(1 + next(12))).map { _ in (Double(1 + next(150)), Double(1 + next(80))) }
            let layout = flow(sizes, inset: Double(next(20)))
            let extent = Double(100 + next(300))
            let frames = layout.frames(extent: extent)
            for (i, a) in frames.enumerated() {
                if a.width <= extent - 2 * layout.sectionInset.left {
                    #expect(a.x >= layout.sectionInset.left - 1e-9 && a.maxX <= extent - layout.sectionInset.right + 1e-9,
                            "seed \(seed): item \(i) at \(a)")
                }
                for b in frames[(i + 1)...] {
                    let apart = a.maxX + layout.minimumInteritemSpacing <= b.x + 1e-9 || b.maxX <= a.x + 1e-9
                        || a.maxY <= b.y + 1e-9 || b.maxY <= a.y + 1e-9
                    #expect(apart, "seed \(seed): \(a) and \(b)")
                }
            }
        }
    }
}
