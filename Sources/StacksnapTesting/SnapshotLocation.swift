import Foundation

/// Where an assertion's files go, worked out from the test file's path.
///
/// The test folder is the test file's, or its place under a golden root (``GoldenRoot``).
/// Goldens: `<test folder>/__Snapshots__/<TestFileName>/` unless a folder is chosen.
/// Artifacts: `$STACKSNAP_ARTIFACTS/<TestFileName>/`, else
/// `<package>/.build/stacksnap-artifacts/<TestFileName>/` (the package is the nearest folder
/// above the test folder with a `Package.swift`), else the same under the temporary folder.
struct SnapshotLocation: Sendable, Equatable {
    var goldens: String
    var artifacts: String
    /// The test file's folder (or its place under the golden root): relative spec files are
    /// looked for there, and image sources of spec strings are relative to it.
    var testFolder: String
    /// The golden root in force, if any: a Swift layout's own file is moved under it too.
    var root: String?

    /// - Throws: when the goldens would be beside a test file that is not on disk (no root),
    ///   or under a root at a place that cannot be told; a chosen `snapshotDirectory` needs
    ///   neither, and then relative inputs are looked for beside the test file's path.
    init(testFile: String, snapshotDirectory: String?, goldenRoot: String? = nil, artifactsDirectory: String?,
         environment: [String: String],
         fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) throws(LayoutSnapshotError) {
        let file = URL(fileURLWithPath: testFile)
        let testName = file.deletingPathExtension().lastPathComponent
        root = GoldenRoot.root(configured: goldenRoot, environment: environment)
        do {
            testFolder = try GoldenRoot.testFolder(of: testFile, root: root, fileExists: fileExists)
        } catch {
            guard snapshotDirectory != nil else { throw error }
            testFolder = file.deletingLastPathComponent().path
        }
        goldens = snapshotDirectory
            ?? URL(fileURLWithPath: testFolder).appendingPathComponent("__Snapshots__").appendingPathComponent(testName).path
        if let artifactsDirectory {
            artifacts = artifactsDirectory
        } else if let variable = environment["STACKSNAP_ARTIFACTS"], !variable.isEmpty {
            artifacts = URL(fileURLWithPath: variable).appendingPathComponent(testName).path
        } else {
            let base = Self.packageRoot(above: URL(fileURLWithPath: testFolder), fileExists: fileExists)?
                .appendingPathComponent(".build")
                ?? URL(fileURLWithPath: NSTemporaryDirectory())
            artifacts = base.appendingPathComponent("stacksnap-artifacts").appendingPathComponent(testName).path
        }
    }

    /// Where a Swift layout's file (its `#filePath`) counts as being: under the golden root
    /// when one is set and the file's place in the package is known, so its relative image
    /// sources follow the goldens; else where it says.
    func sourceFile(_ path: String,
                    fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> String {
        guard let root else { return path }
        return GoldenRoot.file(path, root: root, fileExists: fileExists) ?? path
    }

    /// The nearest folder at or above `folder` holding a `Package.swift`.
    static func packageRoot(above folder: URL,
                            fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }) -> URL? {
        var current = folder.standardizedFileURL
        while true {
            if fileExists(current.appendingPathComponent("Package.swift").path) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }
}
