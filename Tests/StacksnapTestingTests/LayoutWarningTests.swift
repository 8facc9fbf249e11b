import Foundation
import LayoutDSL
import StacksnapTesting
import Testing

/// Layout warnings reach the test on every run, not only when it records or fails, and
/// point at the Swift line the layout is written on.
@Suite struct LayoutWarningTests {
    /// Two widths for one box: UIKit breaks one and says so.
    static let line = #line + 3
    static var conflicted: Layout {
        let box = ViewRef("box")
        return Layout("conflicted", canvas: Canvas(width: 60, height: 40)) {
            Box().id(box).background("#4A90E2")
        } constraints: {
            box.leading == root.leading + 10
            box.top == root.top + 8
            box.width == 20
            box.width == 30
            box.height == 20
        }
    }

    static func recorded() -> String {
        let goldens = MatrixFixture.temporaryFolder("warnings")
        withKnownIssue {
            _ = assertLayoutSnapshot(of: conflicted, record: .all, snapshotDirectory: goldens)
        }
        return goldens
    }

    @Test func aPassingSnapshotKeepsItsWarnings() throws {
        let goldens = Self.recorded()
        // Reported as a warning: the test passes.
        let report = try #require(assertLayoutSnapshot(of: Self.conflicted, record: .never, snapshotDirectory: goldens))
        #expect(report.passed)
        let warnings = report.results.flatMap(\.warnings).joined(separator: "\n")
        #expect(warnings.contains("Unable to simultaneously satisfy constraints"), "\(warnings)")
        // The broken constraint's origin is the `Layout(…)` line of this file.
        #expect(warnings.contains("LayoutWarningTests.swift:\(Self.line)"), "\(warnings)")
        #expect(!warnings.contains("conflicted.swift"), "a file that does not exist: \(warnings)")
    }

    @Test func failOnWarningsFailsAPassingSnapshot() {
        let goldens = Self.recorded()
        withKnownIssue {
            withSnapshotConfiguration(failOnWarnings: true) {
                _ = assertLayoutSnapshot(of: Self.conflicted, record: .never, snapshotDirectory: goldens)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("matches its golden but has a layout warning, so failing") && text.contains("Unable to simultaneously")
        }
    }
}

/// `withSnapshotConfiguration(fonts:)`: the app's fonts folder for every assertion in the
/// scope, relative to the test file's folder.
@Suite struct FontsConfigurationTests {
    static var card: Layout {
        let title = ViewRef("title")
        return Layout("fontcard", canvas: Canvas(width: 80, height: 40)) {
            Label("Hello").id(title).font(size: 20, family: "Stacksnap Test Sans")
        } constraints: {
            title.leading == root.leading + 8
            title.top == root.top + 8
        }
    }

    @Test func theScopesFolderDrawsTheAppsFont() throws {
        let goldens = MatrixFixture.temporaryFolder("fonts")
        let folder = "../StacksnapTests/Fixtures/AppFonts/TestSans"
        withKnownIssue {  // recording fails the assertion, by design
            withSnapshotConfiguration(fonts: folder) {
                _ = assertLayoutSnapshot(of: Self.card, record: .all, snapshotDirectory: goldens)
            }
        }
        let report = try #require(withSnapshotConfiguration(fonts: folder) {
            assertLayoutSnapshot(of: Self.card, record: .never, snapshotDirectory: goldens)
        })
        #expect(report.passed)
        let fonts = try #require(report.results.first?.fonts)
        #expect(fonts.map(\.postScriptName) == ["StacksnapTestSans-Heavy", "StacksnapTestSans-Regular"])
        // 5 × 0.5 em × 20 points: the folder's font, not Inter.
        let frames = try String(contentsOfFile: goldens + "/fontcard.frames.txt", encoding: .utf8)
        #expect(frames.contains("label title [8, 8, 50, 24.5]"), "\(frames)")
        #expect(report.results.flatMap(\.warnings).isEmpty, "\(report.results.flatMap(\.warnings))")
    }

    @Test func aFolderThatIsNotThereStopsTheAssertion() {
        withKnownIssue {
            withSnapshotConfiguration(fonts: "NoSuchFonts") {
                _ = assertLayoutSnapshot(of: Self.card, record: .all, snapshotDirectory: MatrixFixture.temporaryFolder("nofonts"))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("fonts folder")
        }
    }
}
