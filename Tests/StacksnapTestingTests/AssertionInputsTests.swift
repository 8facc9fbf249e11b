import Foundation
import LayoutDSL
import LayoutSpec
import Stacksnap
import StacksnapVerify
import StacksnapTesting
import Testing

/// Every kind of input passes against goldens it should match, and a real difference fails
/// with its artifacts on disk and named in the message.
@Suite struct AssertionInputsTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL
    static let goldens = repository.appendingPathComponent("Golden").path
    static let sample = repository.appendingPathComponent("Samples/anchors-edges-rtl.yaml")

    /// Default location: `__Snapshots__/AssertionInputsTests/anchors-edges-rtl.png` beside
    /// this file (a copy of the sample's golden).
    @Test func swiftLayoutPassesAgainstTheGoldenBesideTheTestFile() throws {
        let report = try #require(assertLayoutSnapshot(of: AnchorsSample.layout(), record: .never))
        #expect(report.passed)
        #expect(report.results.map(\.name) == ["anchors-edges-rtl"])
    }

    @Test func specFilePasses() throws {
        let report = try #require(assertLayoutSnapshot(of: Self.sample, record: .never, snapshotDirectory: Self.goldens))
        #expect(report.passed)
    }

    @Test func yamlStringPasses() throws {
        let yaml = try String(contentsOf: Self.sample, encoding: .utf8)
        let report = try #require(assertLayoutSnapshot(of: yaml, named: "anchors-edges-rtl", record: .never,
                                                       snapshotDirectory: Self.goldens))
        #expect(report.passed)
    }

    @Test func jsonStringPasses() throws {
        let json = try SpecFile.load(path: Self.sample.path).document.canonicalJSON()
        #expect(json.hasPrefix("{"))
        let report = try #require(assertLayoutSnapshot(of: json, named: "anchors-edges-rtl", record: .never,
                                                       snapshotDirectory: Self.goldens))
        #expect(report.passed)
    }

    @Test func documentPasses() throws {
        let document = try SpecFile.load(path: Self.sample.path).document
        let report = try #require(assertLayoutSnapshot(of: document, record: .never, snapshotDirectory: Self.goldens))
        #expect(report.passed)
    }

    /// The badge moved by 4 points: pixels and frames differ; every artifact exists and the
    /// message names each one and quotes the frame-tree lines that changed.
    @Test func differenceFailsWithArtifacts() throws {
        let artifacts = MatrixFixture.temporaryFolder("inputs-artifacts")
        nonisolated(unsafe) var message = ""
        withKnownIssue {
            _ = withSnapshotConfiguration(artifactsDirectory: artifacts) {
                assertLayoutSnapshot(of: AnchorsSample.layout(badgeInset: 16), record: .never,
                                     snapshotDirectory: Self.goldens)
            }
        } matching: { issue in
            message = issue.comments.map(\.rawValue).joined(separator: "\n")
            return message.contains("does not match its golden")
        }
        let files = ["expected.png", "actual.png", "diff.png", "side-by-side.png", "frames.diff"]
            .map { "\(artifacts)/artifacts/anchors-edges-rtl.\($0)" }
        for file in files {
            #expect(FileManager.default.fileExists(atPath: file), "\(file)")
            #expect(message.contains(file), "the message names \(file)")
        }
        #expect(message.contains("pixels differ"))
        // The badge's x in the ltr half goes from 12 to 16 (the card's frame is unchanged).
        #expect(message.contains("-    image badge [12, 40, 80, 80]"), "\(message)")
        #expect(message.contains("+    image badge [16, 40, 80, 80]"), "\(message)")
        // Never written: the golden is the sample's.
        #expect(FileManager.default.fileExists(atPath: "\(Self.goldens)/anchors-edges-rtl.png"))
    }

    @Test func invalidSpecStringIsReportedWithItsPath() {
        withKnownIssue {
            assertLayoutSnapshot(of: "root:\n  subviews:\n    - {type: stak}\n", named: "broken", record: .never,
                                 snapshotDirectory: MatrixFixture.temporaryFolder("broken"))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("could not be checked") && text.contains("root.subviews[0].type")
        }
    }

    @Test func invalidSwiftLayoutIsReportedWithItsPath() {
        let layout = Layout("bad") { Box().background("teal-ish") }
        withKnownIssue {
            assertLayoutSnapshot(of: layout, record: .never, snapshotDirectory: MatrixFixture.temporaryFolder("bad"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("root.subviews[0].background")
        }
    }

    @Test func nameThatCannotNameAFileIsRefused() {
        withKnownIssue {
            assertLayoutSnapshot(of: MatrixFixture.current, named: "../escape", record: .never,
                                 snapshotDirectory: MatrixFixture.temporaryFolder("name"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("cannot name a golden file")
        }
    }
}
