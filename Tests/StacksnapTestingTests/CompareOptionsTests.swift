import AutoLayout
import Foundation
import LayoutDSL
import LayoutSpec
import Stacksnap
import StacksnapVerify
import StacksnapTesting
import Testing

/// The comparison options act as verify's do. The golden is the matrix box in orange, the
/// render the same box in blue: the frames match, and the box's 20 × 20 points at scale 2
/// are 1600 differing pixels of the 120 × 80 = 9600 compared (a ratio of 1/6), with no
/// anti-aliasing since every edge lies on the pixel grid.
@Suite struct CompareOptionsTests {
    static var recolored: Layout {
        let box = ViewRef("box")
        return Layout(MatrixFixture.name, canvas: Canvas(width: 60, height: 40)) {
            Box(size: 20).id(box).background("#F5A623")
        } constraints: {
            box.leading == root.leading + 10
            box.top == root.top + 8
        }
    }

    static let cases: [(label: String, options: CompareOptions, passes: Bool)] = [
        ("no allowance", CompareOptions(), false),
        ("max pixels at the count", CompareOptions(maxPixels: 1600), true),
        ("max pixels one short", CompareOptions(maxPixels: 1599), false),
        ("max ratio above 1/6", CompareOptions(maxRatio: 0.17), true),
        ("max ratio below 1/6", CompareOptions(maxRatio: 0.16), false),
        ("threshold 1 counts nothing", CompareOptions(threshold: 1), true),
        ("the box ignored", CompareOptions(ignore: [Rect(x: 10, y: 8, width: 20, height: 20)]), true),
        ("half the box ignored", CompareOptions(ignore: [Rect(x: 10, y: 8, width: 10, height: 20)]), false),
        ("anti-aliasing off changes nothing here", CompareOptions(antialiasing: false), false),
    ]

    @Test(arguments: cases.indices)
    func optionsDecide(index: Int) throws {
        let item = Self.cases[index]
        let goldens = MatrixFixture.temporaryFolder("compare")
        let setup = MatrixFixture.temporaryFolder("compare-setup")
        _ = LayoutSnapshotCheck(snapshotDirectory: goldens, artifactsDirectory: setup, record: .all)
            .run(try Self.recolored.document())
        let report = LayoutSnapshotCheck(snapshotDirectory: goldens, artifactsDirectory: setup, record: .never,
                                         compare: item.options).run(try MatrixFixture.current.document())
        let result = try #require(report.results.first)
        #expect((result.status == .passed) == item.passes, "\(item.label): \(result.messages)")
        if item.options == CompareOptions() {
            #expect(result.pixels?.different == 1600)
            #expect(result.pixels?.compared == 9600)
        }
    }

    /// Options from a scope and from the call add up (the call's win where both set one).
    @Test func scopedOptionsReachTheAssertion() throws {
        let goldens = MatrixFixture.temporaryFolder("compare-scope")
        _ = LayoutSnapshotCheck(snapshotDirectory: goldens, artifactsDirectory: goldens, record: .all)
            .run(try Self.recolored.document())
        let report = withSnapshotConfiguration(snapshotDirectory: goldens, compare: CompareOptions(maxPixels: 1599)) {
            assertLayoutSnapshot(of: MatrixFixture.current, record: .never, compare: CompareOptions(maxPixels: 1600))
        }
        #expect(report?.passed == true)
    }
}
