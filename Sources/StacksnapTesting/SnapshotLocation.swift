import Foundation

/// Where an assertion's files go, worked out from the test file's path.
///
/// Goldens: `<test folder>/__Snapshots__/<TestFileName>/` unless a folder is chosen.
/// Artifacts: `$STACKSNAP_ARTIFACTS/<TestFileName>/`, else
/// `<package>/.build/stacksnap-artifacts/<TestFileName>/` (the package is the nearest folder
/// above the test file with a `Package.swift`), else the same under the temporary folder.
struct SnapshotLocation: Sendable, Equatable {
    var goldens: String
    var artifacts: String
    /// The test file's folder: relative spec files are looked for there, and image sources
    /// of spec strings are relative to it.
    var testFolder: String

    init(testFile: String, snapshotDirectory: String?, artifactsDirectory: String?, environment: [String: String]) {
        let file = URL(fileURLWithPath: testFile)
        let folder = file.deletingLastPathComponent()
        let testName = file.deletingPathExtension().lastPathComponent
        testFolder = folder.path
        goldens = snapshotDirectory ?? folder.appendingPathComponent("__Snapshots__").appendingPathComponent(testName).path
        if let artifactsDirectory {
            artifacts = artifactsDirectory
        } else if let variable = environment["STACKSNAP_ARTIFACTS"], !variable.isEmpty {
            artifacts = URL(fileURLWithPath: variable).appendingPathComponent(testName).path
        } else {
            let base = Self.packageRoot(above: folder)?.appendingPathComponent(".build")
                ?? URL(fileURLWithPath: NSTemporaryDirectory())
            artifacts = base.appendingPathComponent("stacksnap-artifacts").appendingPathComponent(testName).path
        }
    }

    /// The nearest folder at or above `folder` holding a `Package.swift`.
    static func packageRoot(above folder: URL) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
