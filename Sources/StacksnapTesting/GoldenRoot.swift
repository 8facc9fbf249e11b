import Foundation

/// Where a test file's folder is — the folder its goldens (`__Snapshots__/<TestFileName>/`),
/// relative spec files and spec text's image sources belong to — with or without a golden
/// root.
///
/// Without a root it is the folder of `#filePath`, which must then be on this machine: a
/// test binary run where it was not built (Xcode Cloud, a copied test bundle) would look for
/// goldens, and record new ones, at a path that only meant something on the build machine.
///
/// With a root (`goldenRoot:` of ``SnapshotConfiguration``, else `STACKSNAP_GOLDEN_ROOT`;
/// a checkout or copy of the package's folder) it is the same folder under the root:
/// `<root>/<the test file's folder relative to the package root>`. The package root is
/// - when the test file is on disk: the nearest folder above it holding a `Package.swift`;
/// - when it is not (nothing on this machine to walk up to): the folder holding the `Tests`
///   folder of SwiftPM's `<package>/Tests/<Target>/` layout — the first `Tests` in the path
///   whose place under the root exists, else the first `Tests` in the path.
///
/// For a test file under `Tests/` both give the same place, so goldens recorded on a
/// developer's machine are found by the copied binary:
/// `/Volumes/workspace/repository/Tests/AppTests/CardTests.swift` with the root `/copy` has
/// its goldens in `/copy/Tests/AppTests/__Snapshots__/CardTests/`.
enum GoldenRoot {
    /// The environment variable naming the root.
    static let variable = "STACKSNAP_GOLDEN_ROOT"

    /// The root in force: the configuration's, else the variable's (empty counts as unset).
    static func root(configured: String?, environment: [String: String]) -> String? {
        if let configured, !configured.isEmpty { return configured }
        guard let variable = environment[variable]?.trimmingCharacters(in: .whitespaces), !variable.isEmpty else { return nil }
        return variable
    }

    /// The test file's folder, under `root` when one is given; see the type's description.
    ///
    /// - Throws: ``LayoutSnapshotError/testFileMissing(file:underRoot:)`` without a root when
    ///   the test file is not on disk; ``LayoutSnapshotError/goldenRootPlace(file:root:)``
    ///   when its place in the package cannot be told.
    static func testFolder(of testFile: String, root: String?,
                           fileExists: (String) -> Bool) throws(LayoutSnapshotError) -> String {
        let file = URL(fileURLWithPath: testFile).standardizedFileURL
        guard let root else {
            guard fileExists(file.path) else {
                let place = offDiskFolder(of: file.path, root: nil, fileExists: fileExists)
                throw .testFileMissing(file: file.path,
                                       underRoot: (place ?? ["<folder in the package>"]).joined(separator: "/"))
            }
            return file.deletingLastPathComponent().path
        }
        guard let relative = packageRelativeFolder(of: file.path, root: root, fileExists: fileExists) else {
            throw .goldenRootPlace(file: file.path, root: root)
        }
        return relative.reduce(URL(fileURLWithPath: root).standardizedFileURL) { $0.appendingPathComponent($1) }.path
    }

    /// A source file (a Swift layout's `#filePath`) in the same place under `root`, so that
    /// its relative image sources follow the goldens; nil when its place is unknown.
    static func file(_ path: String, root: String, fileExists: (String) -> Bool) -> String? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        return try? URL(fileURLWithPath: testFolder(of: path, root: root, fileExists: fileExists))
            .appendingPathComponent(name).path
    }

    /// The components of the test file's folder relative to its package root (empty for a
    /// file beside `Package.swift`); nil when the package root cannot be found.
    static func packageRelativeFolder(of file: String, root: String?, fileExists: (String) -> Bool) -> [String]? {
        let folder = components(of: file).dropLast()
        if fileExists(file) {
            for end in stride(from: folder.count, through: 0, by: -1)
            where fileExists(path(Array(folder.prefix(end)) + ["Package.swift"])) {
                return Array(folder.dropFirst(end))
            }
        }
        return offDiskFolder(of: file, root: root, fileExists: fileExists)
    }

    /// The folder from a `Tests` component on: the first one whose folder exists under
    /// `root`, else the first one (a path with one `Tests` folder, the usual case, has no
    /// choice to make).
    static func offDiskFolder(of file: String, root: String?, fileExists: (String) -> Bool) -> [String]? {
        let folder = Array(components(of: file).dropLast())
        let tails = folder.indices.filter { folder[$0] == "Tests" }.map { Array(folder[$0...]) }
        if let root, let existing = tails.first(where: { fileExists(path(components(of: root) + $0)) }) {
            return existing
        }
        return tails.first
    }

    private static func components(of path: String) -> [String] {
        URL(fileURLWithPath: path).standardizedFileURL.path.split(separator: "/").map(String.init)
    }

    private static func path(_ components: [String]) -> String { "/" + components.joined(separator: "/") }
}
