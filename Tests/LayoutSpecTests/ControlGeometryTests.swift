import PropertyBased
import Testing
import LayoutSpec

/// How controls share out their width and pin their values, against rules stated
/// independently of the code: UIKit's segment layout (fixed widths kept, the rest shared
/// equally, 1-point dividers) and its value pinning.
@Suite struct ControlGeometryTests {
    /// Hand-worked cases: segments, the control's width, the widths expected.
    static let cases: [(segments: [SegmentedControlSpec.Segment], total: Double, widths: [Double])] = [
        (["A", "B"], 121, [60, 60]),                                    // 121 − 1 divider, halved
        (["A", .init("B", width: 50), "C"], 152, [50, 50, 50]),          // 150 left; 100 for two
        ([.init("A", width: 30), .init("B", width: 90)], 241, [60, 180]), // no automatic: scaled to 240
        ([.init("A", width: 80)], 200, [200]),                          // one fixed segment fills
        ([], 100, []),
    ]

    @Test(arguments: cases.indices)
    func segmentWidths(_ index: Int) {
        let c = Self.cases[index]
        #expect(SegmentedControlSpec(segments: c.segments).segmentWidths(in: c.total) == c.widths)
    }

    /// Any mix: fixed segments keep their width while there is an automatic one, and the
    /// widths plus dividers fill the control whenever there is room.
    @Test func segmentsFillTheControl() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var state = UInt64(seed) &+ 0x9E37_79B9_7F4A_7C15
            func next(_ n: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(n))
            }
            let segments = (0..<(1 + next(5))).map { i in
                SegmentedControlSpec.Segment("s\(i)", width: next(2) == 0 ? Double(1 + next(100)) : nil)
            }
            let fixed = segments.compactMap(\.width).reduce(0, +)
            let total = fixed + Double(segments.count - 1) + Double(next(200))
            let widths = SegmentedControlSpec(segments: segments).segmentWidths(in: total)
            #expect(abs(widths.reduce(0, +) + Double(segments.count - 1) - total) < 1e-9, "seed \(seed)")
            if segments.contains(where: { $0.width == nil }) {
                for (segment, width) in zip(segments, widths) where segment.width != nil {
                    #expect(width == segment.width, "seed \(seed)")
                }
            }
        }
    }

    /// UIKit pins a value into its range; the fraction is where it sits.
    @Test func valuesArePinned() {
        #expect(RangeValue(value: 120, minimum: 0, maximum: 100).pinned == 100)
        #expect(RangeValue(value: -3, minimum: 0, maximum: 100).pinned == 0)
        #expect(RangeValue(value: 25, minimum: 0, maximum: 100).fraction == 0.25)
        #expect(RangeValue(value: 7, minimum: 5, maximum: 5).fraction == 0)
    }
}
