import Foundation
import LayoutDSL
import Stacksnap
import StacksnapVerify
import StacksnapTesting
import Testing

/// The record matrix (`Fixtures/record-matrix.txt`) through the value API and through the
/// assertion under Swift Testing. `RecordMatrixXCTests` runs it under XCTest.
@Suite struct RecordMatrixTests {
    @Test func fixtureHasEveryModeAndGoldenState() {
        let pairs = Set(RecordMatrixRow.all.map { "\($0.mode.rawValue) \($0.golden.rawValue)" })
        #expect(pairs.count == RecordMode.allCases.count * GoldenState.allCases.count)
        #expect(RecordMatrixRow.all.count == pairs.count)
    }

    /// This render's goldens, recorded into a folder of their own.
    static func freshGoldens() throws -> (image: Data?, frames: Data?) {
        let folder = MatrixFixture.temporaryFolder("fresh")
        _ = LayoutSnapshotCheck(snapshotDirectory: folder, artifactsDirectory: folder, record: .all)
            .run(try MatrixFixture.current.document())
        return (FileManager.default.contents(atPath: MatrixFixture.imagePath(folder)),
                FileManager.default.contents(atPath: MatrixFixture.framesPath(folder)))
    }

    @Test(arguments: RecordMatrixRow.all)
    func checkFollowsTheMatrix(row: RecordMatrixRow) throws {
        let goldens = MatrixFixture.temporaryFolder("goldens")
        let artifacts = MatrixFixture.temporaryFolder("artifacts")
        let old = MatrixFixture.prepare(row.golden, goldens: goldens, artifacts: MatrixFixture.temporaryFolder("setup"))
        let oldFrames = FileManager.default.contents(atPath: MatrixFixture.framesPath(goldens))
        let report = LayoutSnapshotCheck(snapshotDirectory: goldens, artifactsDirectory: artifacts, record: row.mode)
            .run(try MatrixFixture.current.document())

        #expect(report.results.map(\.status) == [row.status])
        let image = FileManager.default.contents(atPath: MatrixFixture.imagePath(goldens))
        let frames = FileManager.default.contents(atPath: MatrixFixture.framesPath(goldens))
        let fresh = try Self.freshGoldens()
        #expect(fresh.image != nil && fresh.frames != nil)
        switch row.after {
        case "none":
            #expect(image == nil && frames == nil)
        case "old":
            #expect(image == old && frames == oldFrames)
        default:
            #expect(image == fresh.image && frames == fresh.frames)
        }
        #expect(MatrixFixture.artifactKinds(in: artifacts) == row.artifacts)

        let messages = report.failureMessages
        if let mentions = row.mentions {
            try #require(messages.count == 1)
            #expect(mentions.allSatisfy(messages[0].contains), "\(messages[0])")
            for path in report.results[0].artifacts.all {
                #expect(messages[0].contains(report.artifactPath(path)), "\(messages[0]) names \(path)")
            }
        } else {
            #expect(messages.isEmpty)
        }
    }

    @Test(arguments: RecordMatrixRow.all)
    func assertionUnderSwiftTesting(row: RecordMatrixRow) throws {
        let goldens = MatrixFixture.temporaryFolder("goldens")
        let artifacts = MatrixFixture.temporaryFolder("artifacts")
        _ = MatrixFixture.prepare(row.golden, goldens: goldens, artifacts: MatrixFixture.temporaryFolder("setup"))
        #expect(IssueReporter.current == .swiftTesting)
        let layout = MatrixFixture.current
        let report: LayoutSnapshotReport?
        if let mentions = row.mentions {
            nonisolated(unsafe) var captured: LayoutSnapshotReport?
            withKnownIssue {
                captured = withSnapshotConfiguration(artifactsDirectory: artifacts) {
                    assertLayoutSnapshot(of: layout, record: row.mode, snapshotDirectory: goldens)
                }
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return mentions.allSatisfy(text.contains)
            }
            report = captured
        } else {
            // A pass: any recorded issue fails this test.
            report = withSnapshotConfiguration(artifactsDirectory: artifacts) {
                assertLayoutSnapshot(of: layout, record: row.mode, snapshotDirectory: goldens)
            }
        }
        #expect(report?.results.map(\.status) == [row.status])
        #expect(MatrixFixture.artifactKinds(in: artifacts) == row.artifacts)
    }
}
