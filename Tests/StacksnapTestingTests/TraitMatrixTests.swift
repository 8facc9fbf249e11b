import Foundation
import LayoutSpec
import StacksnapTesting
import Testing

/// The testing API's trait matrix: each combination is its own golden, named as a spec's
/// matrix names it, and the light member is the very snapshot the spec draws without one.
@Suite struct TraitMatrixTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL
    static let sample = repository.appendingPathComponent("Samples/controls-table.yaml")
    static let golden = repository.appendingPathComponent("Golden/controls-table.png")

    @Test func lightAndDarkAreTwoGoldens() throws {
        let folder = MatrixFixture.temporaryFolder("traits")
        // Recording fails the assertion by design ("check the new golden").
        nonisolated(unsafe) var names: [String] = []
        withKnownIssue {
            names = assertLayoutSnapshot(of: Self.sample, record: .all, snapshotDirectory: folder,
                                         matrix: .lightAndDark)?.results.map(\.name) ?? []
        }
        #expect(names == ["controls-table", "controls-table.dark"])
        let light = try Data(contentsOf: URL(fileURLWithPath: folder + "/controls-table.png"))
        let dark = try Data(contentsOf: URL(fileURLWithPath: folder + "/controls-table.dark.png"))
        #expect(light == (try Data(contentsOf: Self.golden)), "the light member is the spec's own snapshot")
        #expect(light != dark)
        // The recorded pair now passes, as a second run in CI would.
        let again = try #require(assertLayoutSnapshot(of: Self.sample, record: .never, snapshotDirectory: folder,
                                                      matrix: .lightAndDark))
        #expect(again.passed)
    }

    /// A scope's matrix applies to every assertion in it; an argument's axes win over it.
    @Test func scopedMatrix() {
        let folder = MatrixFixture.temporaryFolder("traits-scoped")
        nonisolated(unsafe) var names: [String] = []
        withKnownIssue {
            withSnapshotConfiguration(matrix: .dark.and(.rtl)) {
                names = assertLayoutSnapshot(of: Self.sample, record: .all, snapshotDirectory: folder,
                                             matrix: .appearance(.light))?.results.map(\.name) ?? []
            }
        }
        #expect(names == ["controls-table.rtl"])
    }
}
