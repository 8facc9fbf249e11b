import Foundation
import StacksnapTesting
import Testing

/// Files as a new user names them: relative to the test file (as goldens are), and
/// storyboards and XIBs beside specs, every scene or the one chosen.
@Suite struct FileInputsTests {
    static let goldens = AssertionInputsTests.goldens
    /// From this file's folder, `Tests/StacksnapTestingTests`; from the working directory
    /// (the package) the same path leads nowhere, so passing proves where it was looked for.
    static let relativeSample = URL(fileURLWithPath: "../../Samples/anchors-edges-rtl.yaml")
    static let storyboard = URL(fileURLWithPath: "../InterfaceBuilderTests/XcodeFrames/Bars.storyboard")
    static let xib = URL(fileURLWithPath: "../InterfaceBuilderTests/XcodeFrames/PlaceholderIntrinsic.xib")

    @Test func aRelativeURLIsInTheTestFilesFolder() throws {
        #expect(!FileManager.default.fileExists(atPath: Self.relativeSample.path), "the working directory must not have it")
        let report = try #require(assertLayoutSnapshot(of: Self.relativeSample, record: .never,
                                                       snapshotDirectory: Self.goldens))
        #expect(report.passed)
        #expect(report.results.map(\.name) == ["anchors-edges-rtl"])
    }

    /// Every drawable scene of the storyboard (its navigation and tab bar controllers have
    /// no view of their own): recorded, so failing; then passing against what was recorded.
    @Test func everySceneOfAStoryboardIsRecordedThenPasses() throws {
        let goldens = MatrixFixture.temporaryFolder("storyboard")
        withKnownIssue {
            _ = assertLayoutSnapshot(of: Self.storyboard, record: .all, snapshotDirectory: goldens)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("recorded, so failing")
        }
        let report = try #require(assertLayoutSnapshot(of: Self.storyboard, record: .never, snapshotDirectory: goldens))
        #expect(report.passed)
        #expect(report.results.map(\.name).sorted() == ["Bars-Deep", "Bars-List", "Bars-Pushed", "Bars-Simulated", "Bars-Tab"])
        for name in ["Bars-Tab", "Bars-List"] {
            #expect(FileManager.default.fileExists(atPath: "\(goldens)/\(name).png"))
            #expect(FileManager.default.fileExists(atPath: "\(goldens)/\(name).frames.txt"))
        }
    }

    /// One scene, chosen by its scene id, under a name of the test's choosing.
    @Test func oneSceneChosenAndNamed() throws {
        let goldens = MatrixFixture.temporaryFolder("scene")
        withKnownIssue {
            _ = assertLayoutSnapshot(of: Self.storyboard, named: "tab", scene: "s-tab", record: .all, snapshotDirectory: goldens)
        }
        let report = try #require(assertLayoutSnapshot(of: Self.storyboard, named: "tab", scene: "s-tab", record: .never,
                                                       snapshotDirectory: goldens))
        #expect(report.passed)
        #expect(report.results.map(\.name) == ["tab"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: goldens).sorted() == ["tab.frames.txt", "tab.png"])
    }

    @Test func aXIBsTopLevelViewIsChecked() throws {
        let goldens = MatrixFixture.temporaryFolder("xib")
        withKnownIssue {
            _ = assertLayoutSnapshot(of: Self.xib, record: .all, snapshotDirectory: goldens)
        }
        let report = try #require(assertLayoutSnapshot(of: Self.xib, record: .never, snapshotDirectory: goldens))
        #expect(report.passed && report.results.count == 1)
    }

    @Test(arguments: [
        // One name for five scenes.
        (storyboard, "all", nil as String?, "can name one snapshot, and the document has 5"),
        // Scenes are parts of storyboards, not of spec files.
        (relativeSample, nil as String?, "s-tab" as String?, "choose parts of .storyboard and .xib files"),
    ])
    func whatCannotBeCheckedIsSaid(_ url: URL, name: String?, scene: String?, message: String) {
        withKnownIssue {
            assertLayoutSnapshot(of: url, named: name, scene: scene, record: .never,
                                 snapshotDirectory: MatrixFixture.temporaryFolder("refused"))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("could not be checked") && text.contains(message)
        }
    }
}

/// What a failure advises is what can help.
@Suite struct AdviceTests {
    /// Thai text draws as boxes: the message says which font it needs, and advises no
    /// record mode (none can make the render right).
    @Test func textDrawnAsBoxesAdvisesAFontNotARecordMode() {
        let spec = "root:\n  subviews:\n    - {type: label, id: thai, text: \"\u{0E01}\"}\nconstraints:\n"
            + "  - thai.leading == root.leading\n  - thai.top == root.top\ncanvas: {width: 40, height: 30}\n"
        withKnownIssue {
            assertLayoutSnapshot(of: spec, named: "thai", record: .missing, snapshotDirectory: MatrixFixture.temporaryFolder("thai"))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("a Thai font") && !text.contains("record: .") && !text.contains("STACKSNAP_RECORD")
        }
    }
}
