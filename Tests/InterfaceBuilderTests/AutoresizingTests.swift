import InterfaceBuilder
import LayoutSpec
import PropertyBased
import Stacksnap
import StacksnapVerify
import Testing

/// A view that translates its autoresizing mask lands where UIKit puts it: its frame as
/// recorded when the superview keeps its recorded size, and otherwise with the change in
/// size shared by the flexible parts of each axis in proportion to their recorded lengths
/// (UIView's documentation: "the extra space is distributed proportionally among the
/// flexible portions"); with no flexible part, the far margin takes it.
@Suite struct AutoresizingTests {
    /// Parts of one axis (near margin, length, far margin), which are flexible, and the
    /// superview's length at layout time.
    struct Axis {
        var parts: [Double]
        var flexible: [Bool]
        var actual: Double

        var recorded: Double { parts.reduce(0, +) }

        /// Origin and length after the change, by proportional sharing.
        var expected: (origin: Double, length: Double) {
            let delta = actual - recorded
            let total = zip(parts, flexible).filter(\.1).map(\.0).reduce(0, +)
            guard total > 0 else { return (parts[0], parts[1]) }
            let grown = zip(parts, flexible).map { part, isFlexible in isFlexible ? part + delta * part / total : part }
            return (grown[0], grown[1])
        }
    }

    /// A random axis whose parts stay positive however they share the change.
    static func axis(_ random: inout SplitMix) -> Axis {
        let parts = (0..<3).map { _ in Double(random.int(1...200)) }
        let mask = random.int(0...7)
        let shrink = Int(parts.min() ?? 1) - 1
        let actual = parts.reduce(0, +) + Double(random.int(-shrink...200))
        return Axis(parts: parts, flexible: [mask & 1 != 0, mask & 2 != 0, mask & 4 != 0], actual: actual)
    }

    /// A XIB with a constrained superview `p` (recorded at its parts' sum, laid out at
    /// `actual`) holding `c`, which translates its mask.
    static func document(_ h: Axis, _ v: Axis) -> String {
        func flag(_ on: Bool) -> String { on ? "YES" : "NO" }
        return InlineDocuments.xib(
            subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="p">
                <rect key="frame" x="0" y="0" width="\(h.recorded)" height="\(v.recorded)"/>
                <subviews>
                    <view id="c">
                        <rect key="frame" x="\(h.parts[0])" y="\(v.parts[0])" width="\(h.parts[1])" height="\(v.parts[1])"/>
                        <autoresizingMask key="autoresizingMask" flexibleMinX="\(flag(h.flexible[0]))" widthSizable="\(flag(h.flexible[1]))" flexibleMaxX="\(flag(h.flexible[2]))" flexibleMinY="\(flag(v.flexible[0]))" heightSizable="\(flag(v.flexible[1]))" flexibleMaxY="\(flag(v.flexible[2]))"/>
                    </view>
                </subviews>
            </view>
            """,
            constraints: """
            <constraint firstItem="p" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c1"/>
            <constraint firstItem="p" firstAttribute="top" secondItem="top" secondAttribute="top" id="c2"/>
            <constraint firstItem="p" firstAttribute="width" constant="\(h.actual)" id="c3"/>
            <constraint firstItem="p" firstAttribute="height" constant="\(v.actual)" id="c4"/>
            """)
    }

    /// The unsnapped frame of `c` in `p`'s coordinates.
    static func layOut(_ text: String) throws -> (x: Double, y: Double, width: Double, height: Double)? {
        let imported = try InterfaceBuilderFile.parse(Array(text.utf8), file: "Mask.xib")
        guard let snapshot = imported.documents.first?.snapshots().first else { return nil }
        let laid = try SnapshotPipeline.layout(try lower(snapshot))
        guard let index = laid.lowered.views.firstIndex(where: { $0.id == "c" }) else { return nil }
        let frame = laid.layout.frames[index]
        return (frame.x, frame.y, frame.width, frame.height)
    }

    @Test func everyMaskAtAnySuperviewSize() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SplitMix(seed: UInt64(seed))
            let h = Self.axis(&random), v = Self.axis(&random)
            guard let frame = try? Self.layOut(Self.document(h, v)) else {
                Issue.record("no layout for seed \(seed)")
                return
            }
            let (x, width) = h.expected, (y, height) = v.expected
            #expect(abs(frame.x - x) < 1e-6 && abs(frame.width - width) < 1e-6, "seed \(seed): x \(frame.x) w \(frame.width)")
            #expect(abs(frame.y - y) < 1e-6 && abs(frame.height - height) < 1e-6, "seed \(seed): y \(frame.y) h \(frame.height)")
        }
    }

    @Test func theRecordedSizeGivesTheRecordedFrame() throws {
        // Every mask on both axes, superview at its recorded 100 × 60.
        for mask in 0..<8 {
            let flexible = [mask & 1 != 0, mask & 2 != 0, mask & 4 != 0]
            let h = Axis(parts: [10, 50, 40], flexible: flexible, actual: 100)
            let v = Axis(parts: [5, 20, 35], flexible: flexible, actual: 60)
            let frame = try #require(try Self.layOut(Self.document(h, v)))
            let error = [frame.x - 10, frame.width - 50, frame.y - 5, frame.height - 20].map(abs).max() ?? 0
            #expect(error < 1e-9, "mask \(mask): \(frame)")
        }
    }
}

/// A small deterministic generator (SplitMix64) for building random cases from one seed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }
}
