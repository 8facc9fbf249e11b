import Foundation
@testable import StacksnapTesting
import Testing

/// Goldens beside the test file by default; artifacts under the package's `.build/`.
@Suite struct SnapshotLocationTests {
    @Test func defaultsFollowTheTestFile() {
        let here = #filePath
        let location = SnapshotLocation(testFile: here, snapshotDirectory: nil, artifactsDirectory: nil, environment: [:])
        let folder = URL(fileURLWithPath: here).deletingLastPathComponent().path
        #expect(location.goldens == "\(folder)/__Snapshots__/SnapshotLocationTests")
        #expect(location.testFolder == folder)
        let package = URL(fileURLWithPath: folder).appendingPathComponent("../..").standardizedFileURL.path
        #expect(location.artifacts == "\(package)/.build/stacksnap-artifacts/SnapshotLocationTests")
    }

    @Test func chosenFoldersAndTheVariableWin() {
        let chosen = SnapshotLocation(testFile: "/p/Tests/T/CardTests.swift", snapshotDirectory: "/goldens",
                                      artifactsDirectory: "/artifacts", environment: ["STACKSNAP_ARTIFACTS": "/ci"])
        #expect(chosen.goldens == "/goldens")
        #expect(chosen.artifacts == "/artifacts")
        let variable = SnapshotLocation(testFile: "/p/Tests/T/CardTests.swift", snapshotDirectory: nil,
                                        artifactsDirectory: nil, environment: ["STACKSNAP_ARTIFACTS": "/ci/out"])
        #expect(variable.goldens == "/p/Tests/T/__Snapshots__/CardTests")
        #expect(variable.artifacts == "/ci/out/CardTests")
    }

    @Test func withoutAPackageArtifactsGoToTheTemporaryFolder() {
        let location = SnapshotLocation(testFile: "/nowhere/at/all/CardTests.swift", snapshotDirectory: nil,
                                        artifactsDirectory: nil, environment: [:])
        #expect(location.artifacts.hasSuffix("stacksnap-artifacts/CardTests"))
        #expect(location.artifacts.hasPrefix(URL(fileURLWithPath: NSTemporaryDirectory()).path))
    }
}
