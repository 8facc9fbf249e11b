import Foundation
import LayoutDSL
import Stacksnap
import StacksnapVerify
@testable import StacksnapTesting
import Testing

/// Which files a failing snapshot attaches to its test. A test cannot see its own Swift
/// Testing attachments, so the choice is checked as a value (names and byte counts against
/// the artifact files); `IssueReporter.attach` only hands these to the framework.
@Suite struct SnapshotAttachmentTests {
    enum Failure: String, CaseIterable, Sendable {
        /// No goldens: only the render exists.
        case missingGolden
        /// An earlier layout's goldens: pixels and frame tree both differ.
        case pixelDifference
        /// This render's image golden, a frame tree golden edited by hand: identical pixels.
        case frameOnlyDifference
        case passing
    }

    /// The attachment names each failure has, worked out from the artifacts verify writes
    /// (see `Fixtures/record-matrix.txt`): an actual image only when the pixels are not
    /// identical, expected whenever there is a golden image, diff and side-by-side when
    /// pixels differ, frames.diff when the frame tree does.
    static let expectedNames: [Failure: [String]] = [
        .missingGolden: ["matrix.actual.png"],
        .pixelDifference: ["matrix.expected.png", "matrix.actual.png", "matrix.diff.png", "matrix.side-by-side.png",
                           "matrix.frames.diff"],
        .frameOnlyDifference: ["matrix.expected.png", "matrix.frames.diff"],
        .passing: [],
    ]

    /// Sets up the goldens for `failure` and checks the fixture layout against them (record
    /// mode never: nothing is written, so the golden is still what was prepared).
    static func check(_ failure: Failure, goldens: String, artifacts: String) throws -> LayoutSnapshotReport {
        let setup = MatrixFixture.temporaryFolder("attach-setup")
        switch failure {
        case .missingGolden: break
        case .pixelDifference: _ = MatrixFixture.prepare(.differing, goldens: goldens, artifacts: setup)
        case .passing: _ = MatrixFixture.prepare(.matching, goldens: goldens, artifacts: setup)
        case .frameOnlyDifference:
            _ = MatrixFixture.prepare(.matching, goldens: goldens, artifacts: setup)
            let frames = try String(contentsOfFile: MatrixFixture.framesPath(goldens), encoding: .utf8)
            try frames.replacingOccurrences(of: "[10, 8, 20, 20]", with: "[10, 9, 20, 20]")
                .write(toFile: MatrixFixture.framesPath(goldens), atomically: true, encoding: .utf8)
        }
        return LayoutSnapshotCheck(snapshotDirectory: goldens, artifactsDirectory: artifacts, record: .never)
            .run(try MatrixFixture.current.document())
    }

    @Test(arguments: Failure.allCases)
    func attachmentsAreTheFailuresArtifacts(failure: Failure) throws {
        let goldens = MatrixFixture.temporaryFolder("attach-goldens")
        let artifacts = MatrixFixture.temporaryFolder("attach-artifacts")
        let report = try Self.check(failure, goldens: goldens, artifacts: artifacts)
        let result = try #require(report.results.first)
        #expect(result.status == (failure == .passing ? .passed : .failed), "\(result.messages)")

        let attachments = report.attachments(for: result)
        #expect(attachments.map(\.name) == Self.expectedNames[failure], "\(failure)")
        #expect(SnapshotAttachment.files(of: result).map(\.name) == attachments.map(\.name))
        // Each is its artifact file, byte for byte.
        for attachment in attachments {
            let file = "\(artifacts)/artifacts/\(attachment.name)"
            let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
            #expect(attachment.bytes.count == size && size > 0, "\(attachment.name)")
            #expect(attachment.isImage == attachment.name.hasSuffix(".png"))
        }
        // The expected image is the golden as it is on disk.
        if let expected = attachments.first(where: { $0.name == "matrix.expected.png" }) {
            #expect(expected.bytes == Array(try Data(contentsOf: URL(fileURLWithPath: MatrixFixture.imagePath(goldens)))))
        }
        // The actual image is the render's PNG.
        if let actual = attachments.first(where: { $0.name == "matrix.actual.png" }) {
            #expect(actual.bytes == (try LayoutPNG.render(try MatrixFixture.current.document())))
        }
    }

    /// An artifact removed after the check is left out rather than failing the assertion;
    /// the message still names its path.
    @Test func anUnreadableArtifactIsLeftOut() throws {
        let artifacts = MatrixFixture.temporaryFolder("attach-removed")
        let report = try Self.check(.pixelDifference, goldens: MatrixFixture.temporaryFolder("attach-removed-goldens"),
                                    artifacts: artifacts)
        let result = try #require(report.results.first)
        try FileManager.default.removeItem(atPath: "\(artifacts)/artifacts/matrix.diff.png")
        #expect(!report.attachments(for: result).map(\.name).contains("matrix.diff.png"))
        #expect(report.attachments(for: result).count == 4)
    }

    /// On unless a scope turns it off; an inner scope can turn it back on.
    @Test func attachingIsOnByDefaultAndSwitchable() {
        func attaches() -> Bool {
            LayoutAssertion(source: .text(""), compare: CompareOptions(),
                            location: AssertionLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
                .attaches
        }
        #expect(attaches())
        withSnapshotConfiguration(attachments: false) {
            #expect(!attaches())
            withSnapshotConfiguration(record: .never) { #expect(!attaches()) }
            withSnapshotConfiguration(attachments: true) { #expect(attaches()) }
        }
    }

    /// Under Swift Testing a failure with attachments on still records its one issue, and
    /// leaves the artifact files where they were.
    @Test(arguments: [true, false])
    func aFailingAssertionStillFailsWithItsArtifacts(attachments: Bool) throws {
        let goldens = MatrixFixture.temporaryFolder("attach-assert-goldens")
        let artifacts = MatrixFixture.temporaryFolder("attach-assert-artifacts")
        _ = MatrixFixture.prepare(.differing, goldens: goldens, artifacts: MatrixFixture.temporaryFolder("attach-assert-setup"))
        nonisolated(unsafe) var issues = 0
        withKnownIssue {
            _ = withSnapshotConfiguration(record: .never, snapshotDirectory: goldens, artifactsDirectory: artifacts,
                                          attachments: attachments) {
                assertLayoutSnapshot(of: MatrixFixture.current)
            }
        } matching: { issue in
            issues += 1
            return issue.comments.contains { $0.rawValue.contains("does not match its golden") }
        }
        #expect(issues == 1)
        #expect(MatrixFixture.artifactKinds(in: artifacts) == ["expected", "actual", "diff", "side-by-side", "frames.diff"])
    }
}
