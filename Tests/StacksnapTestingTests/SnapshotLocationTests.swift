import Foundation
@testable import StacksnapTesting
import Testing

/// Goldens beside the test file by default; artifacts under the package's `.build/`.
@Suite struct SnapshotLocationTests {
    @Test func defaultsFollowTheTestFile() throws {
        let here = #filePath
        let location = try SnapshotLocation(testFile: here, snapshotDirectory: nil, artifactsDirectory: nil, environment: [:])
        let folder = URL(fileURLWithPath: here).deletingLastPathComponent().path
        #expect(location.goldens == "\(folder)/__Snapshots__/SnapshotLocationTests")
        #expect(location.testFolder == folder)
        let package = URL(fileURLWithPath: folder).appendingPathComponent("../..").standardizedFileURL.path
        #expect(location.artifacts == "\(package)/.build/stacksnap-artifacts/SnapshotLocationTests")
    }

    @Test func chosenFoldersAndTheVariableWin() throws {
        let chosen = try SnapshotLocation(testFile: "/p/Tests/T/CardTests.swift", snapshotDirectory: "/goldens",
                                          artifactsDirectory: "/artifacts", environment: ["STACKSNAP_ARTIFACTS": "/ci"])
        #expect(chosen.goldens == "/goldens")
        #expect(chosen.artifacts == "/artifacts")
        let variable = try SnapshotLocation(testFile: "/p/Tests/T/CardTests.swift", snapshotDirectory: nil,
                                            artifactsDirectory: nil, environment: ["STACKSNAP_ARTIFACTS": "/ci/out"],
                                            fileExists: { $0 == "/p/Tests/T/CardTests.swift" })
        #expect(variable.goldens == "/p/Tests/T/__Snapshots__/CardTests")
        #expect(variable.artifacts == "/ci/out/CardTests")
    }

    @Test func withoutAPackageArtifactsGoToTheTemporaryFolder() throws {
        let location = try SnapshotLocation(testFile: "/nowhere/at/all/CardTests.swift", snapshotDirectory: nil,
                                            artifactsDirectory: nil, environment: [:],
                                            fileExists: { $0 == "/nowhere/at/all/CardTests.swift" })
        #expect(location.artifacts.hasSuffix("stacksnap-artifacts/CardTests"))
        #expect(location.artifacts.hasPrefix(URL(fileURLWithPath: NSTemporaryDirectory()).path))
    }
}
