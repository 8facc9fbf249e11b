import Foundation
import LayoutDSL
@testable import StacksnapTesting
import Testing

/// Where goldens are with and without a golden root, for test files on disk and off it
/// (a test binary run where it was not built). Paths are worked out by hand against a
/// made-up file system: `exists` lists every file and folder on "this machine".
@Suite struct GoldenRootTests {
    struct Case: Sendable, CustomStringConvertible {
        var label: String
        var file: String
        var exists: Set<String> = []
        var root: String?
        var environment: [String: String] = [:]
        var snapshotDirectory: String?
        /// The golden folder and the test folder; nil when it must fail.
        var goldens: String?
        var testFolder: String?
        /// Phrases the error must hold.
        var error: [String] = []

        var description: String { label }
    }

    static let cases: [Case] = [
        Case(label: "on disk, no root: beside the file, as before",
             file: "/work/app/Tests/AppTests/CardTests.swift",
             exists: ["/work/app/Tests/AppTests/CardTests.swift", "/work/app/Package.swift"],
             goldens: "/work/app/Tests/AppTests/__Snapshots__/CardTests", testFolder: "/work/app/Tests/AppTests"),
        Case(label: "on disk, root: the same place in the root",
             file: "/work/app/Tests/AppTests/CardTests.swift",
             exists: ["/work/app/Tests/AppTests/CardTests.swift", "/work/app/Package.swift"], root: "/copy",
             goldens: "/copy/Tests/AppTests/__Snapshots__/CardTests", testFolder: "/copy/Tests/AppTests"),
        Case(label: "on disk, root with a trailing slash, file in a subfolder of the target",
             file: "/work/app/Tests/AppTests/Screens/Profile/ProfileTests.swift",
             exists: ["/work/app/Tests/AppTests/Screens/Profile/ProfileTests.swift", "/work/app/Package.swift"],
             root: "/copy/",
             goldens: "/copy/Tests/AppTests/Screens/Profile/__Snapshots__/ProfileTests",
             testFolder: "/copy/Tests/AppTests/Screens/Profile"),
        Case(label: "on disk: the nearest Package.swift is the package (a package inside a repository)",
             file: "/work/repo/Packages/Core/Tests/CoreTests/RowTests.swift",
             exists: ["/work/repo/Packages/Core/Tests/CoreTests/RowTests.swift", "/work/repo/Packages/Core/Package.swift",
                      "/work/repo/Package.swift"],
             root: "/copy", goldens: "/copy/Tests/CoreTests/__Snapshots__/RowTests", testFolder: "/copy/Tests/CoreTests"),
        Case(label: "on disk: a test target outside Tests/ keeps its own path",
             file: "/work/app/Checks/CardChecks.swift",
             exists: ["/work/app/Checks/CardChecks.swift", "/work/app/Package.swift"], root: "/copy",
             goldens: "/copy/Checks/__Snapshots__/CardChecks", testFolder: "/copy/Checks"),
        Case(label: "root from STACKSNAP_GOLDEN_ROOT",
             file: "/work/app/Tests/AppTests/CardTests.swift",
             exists: ["/work/app/Tests/AppTests/CardTests.swift", "/work/app/Package.swift"],
             environment: ["STACKSNAP_GOLDEN_ROOT": "/from-env"],
             goldens: "/from-env/Tests/AppTests/__Snapshots__/CardTests", testFolder: "/from-env/Tests/AppTests"),
        Case(label: "the configured root beats the variable",
             file: "/work/app/Tests/AppTests/CardTests.swift",
             exists: ["/work/app/Tests/AppTests/CardTests.swift", "/work/app/Package.swift"], root: "/configured",
             environment: ["STACKSNAP_GOLDEN_ROOT": "/from-env"],
             goldens: "/configured/Tests/AppTests/__Snapshots__/CardTests", testFolder: "/configured/Tests/AppTests"),
        Case(label: "not on disk (Xcode Cloud), root: from the Tests folder on",
             file: "/Volumes/workspace/repository/Tests/AppTests/CardTests.swift",
             exists: ["/Users/runner/app/Tests/AppTests"], root: "/Users/runner/app",
             goldens: "/Users/runner/app/Tests/AppTests/__Snapshots__/CardTests",
             testFolder: "/Users/runner/app/Tests/AppTests"),
        Case(label: "not on disk, root in the variable, file in a subfolder",
             file: "/ci/build/Tests/AppTests/Screens/CardTests.swift",
             environment: ["STACKSNAP_GOLDEN_ROOT": "/copy"],
             goldens: "/copy/Tests/AppTests/Screens/__Snapshots__/CardTests", testFolder: "/copy/Tests/AppTests/Screens"),
        Case(label: "not on disk, two Tests folders: the one whose place exists under the root",
             file: "/Users/me/Tests/app/Tests/AppTests/CardTests.swift",
             exists: ["/copy/Tests/AppTests"], root: "/copy",
             goldens: "/copy/Tests/AppTests/__Snapshots__/CardTests", testFolder: "/copy/Tests/AppTests"),
        Case(label: "not on disk, two Tests folders, neither under the root: the first",
             file: "/ci/repo/Tests/AppTests/Tests/CardTests.swift", root: "/copy",
             goldens: "/copy/Tests/AppTests/Tests/__Snapshots__/CardTests", testFolder: "/copy/Tests/AppTests/Tests"),
        Case(label: "not on disk, no root: an error naming the variable and where goldens would be looked for",
             file: "/Volumes/workspace/repository/Tests/AppTests/CardTests.swift",
             error: ["/Volumes/workspace/repository/Tests/AppTests/CardTests.swift", "is not on this machine",
                     "STACKSNAP_GOLDEN_ROOT", "<root>/Tests/AppTests/__Snapshots__/CardTests/", "snapshotDirectory:"]),
        Case(label: "not on disk, empty variable counts as unset",
             file: "/ci/build/Tests/AppTests/CardTests.swift", environment: ["STACKSNAP_GOLDEN_ROOT": " "],
             error: ["STACKSNAP_GOLDEN_ROOT"]),
        Case(label: "not on disk, root, no Tests folder in the path: an error",
             file: "/ci/build/AppChecks/CardChecks.swift", root: "/copy",
             error: ["the golden root is /copy", "/ci/build/AppChecks/CardChecks.swift", "Tests/<Target>/"]),
        Case(label: "not on disk, no root, golden folder chosen: no error; relative inputs beside the path",
             file: "/ci/build/Tests/AppTests/CardTests.swift", snapshotDirectory: "/goldens",
             goldens: "/goldens", testFolder: "/ci/build/Tests/AppTests"),
        Case(label: "not on disk, root, golden folder chosen: goldens there, inputs under the root",
             file: "/ci/build/Tests/AppTests/CardTests.swift", root: "/copy", snapshotDirectory: "/goldens",
             goldens: "/goldens", testFolder: "/copy/Tests/AppTests"),
    ]

    @Test(arguments: cases)
    func goldenFolder(_ item: Case) {
        do {
            let location = try SnapshotLocation(testFile: item.file, snapshotDirectory: item.snapshotDirectory,
                                                goldenRoot: item.root, artifactsDirectory: "/artifacts",
                                                environment: item.environment, fileExists: item.exists.contains)
            #expect(location.goldens == item.goldens, "\(item)")
            #expect(location.testFolder == item.testFolder, "\(item)")
        } catch {
            #expect(item.goldens == nil, "\(item): \(error)")
            for phrase in item.error { #expect(error.description.contains(phrase), "\(item): \(error)") }
        }
    }

    /// A Swift layout's file moves under the root with the goldens, so its relative image
    /// sources are found there; without a root, or with no place for it, it stays.
    @Test func aLayoutsFileFollowsTheRoot() throws {
        let noFiles: (String) -> Bool = { _ in false }
        let location = try SnapshotLocation(testFile: "/ci/build/Tests/AppTests/CardTests.swift", snapshotDirectory: nil,
                                            goldenRoot: "/copy", artifactsDirectory: "/artifacts", environment: [:],
                                            fileExists: noFiles)
        #expect(location.sourceFile("/ci/build/Tests/AppTests/Layouts/Card.swift", fileExists: noFiles)
                == "/copy/Tests/AppTests/Layouts/Card.swift")
        #expect(location.sourceFile("/ci/build/Sources/App/Card.swift", fileExists: noFiles) == "/ci/build/Sources/App/Card.swift")
        let withoutRoot = try SnapshotLocation(testFile: "/ci/build/Tests/AppTests/CardTests.swift", snapshotDirectory: "/g",
                                               artifactsDirectory: "/artifacts", environment: [:], fileExists: noFiles)
        #expect(withoutRoot.sourceFile("/ci/build/Tests/AppTests/Card.swift") == "/ci/build/Tests/AppTests/Card.swift")
    }

    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardizedFileURL.path

    /// The whole assertion from a test file path that is not on this machine, as on Xcode
    /// Cloud: with the package as the root it passes against the golden in
    /// `Tests/StacksnapTestingTests/__Snapshots__/AssertionInputsTests/`.
    @Test func anAssertionFromElsewhereFindsItsGoldenUnderTheRoot() throws {
        let report = withSnapshotConfiguration(goldenRoot: Self.package,
                                               artifactsDirectory: MatrixFixture.temporaryFolder("root-artifacts")) {
            assertLayoutSnapshot(of: AnchorsSample.layout(), record: .never,
                                 file: "/Volumes/workspace/repository/Tests/StacksnapTestingTests/AssertionInputsTests.swift")
        }
        #expect(try #require(report).passed)
    }

    /// A relative spec file follows the root too: from the test folder's place under it.
    @Test func aRelativeSpecFileIsFoundUnderTheRoot() throws {
        let report = withSnapshotConfiguration(goldenRoot: Self.package,
                                               artifactsDirectory: MatrixFixture.temporaryFolder("root-spec-artifacts")) {
            assertLayoutSnapshot(of: FileInputsTests.relativeSample, record: .never,
                                 snapshotDirectory: AssertionInputsTests.goldens,
                                 file: "/Volumes/workspace/repository/Tests/StacksnapTestingTests/FileInputsTests.swift")
        }
        #expect(try #require(report).passed)
    }

    /// Without a root it fails with the message, and records nothing even when asked to.
    /// (`LayoutAssertion` directly, so that a `STACKSNAP_GOLDEN_ROOT` of the run cannot
    /// leak in.)
    @Test func anAssertionFromElsewhereWithoutARootFailsAndWritesNothing() {
        let checkout = "/tmp/stacksnap-testing-no-such-checkout"
        #expect(!FileManager.default.fileExists(atPath: checkout))
        let assertion = LayoutAssertion(
            source: .layout(MatrixFixture.current), record: .all, compare: CompareOptions(),
            location: AssertionLocation(fileID: "AppTests/CardTests.swift",
                                        filePath: "/tmp/stacksnap-testing-no-such-checkout/Tests/AppTests/CardTests.swift",
                                        line: 1, column: 1),
            environment: [:])
        withKnownIssue {
            #expect(assertion.run() == nil)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("could not be checked") && text.contains("STACKSNAP_GOLDEN_ROOT")
                && text.contains("\(checkout)/Tests/AppTests/CardTests.swift is not on this machine")
        }
        #expect(!FileManager.default.fileExists(atPath: checkout))
    }
}
