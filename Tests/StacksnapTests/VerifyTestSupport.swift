import Foundation
import Testing

/// Helpers shared by the verify, golden, shard, report and diff tests: fixture paths,
/// scratch folders, and running the built `stacksnap` executable.
enum VerifyFixtures {
    /// `Tests/StacksnapTests/Fixtures`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    /// The package root (for `.build`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
}

/// A scratch folder with a copy of the fixture suite as `Samples/`, removed at the end.
final class Scratch {
    let root: URL

    init(copySuite: Bool = true) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("stacksnap-verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        if copySuite {
            try FileManager.default.copyItem(at: VerifyFixtures.folder.appendingPathComponent("Suite"),
                                             to: root.appendingPathComponent("Samples"))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(relative)).map { [UInt8]($0) }
    }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func write(_ bytes: [UInt8], to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Replaces text in a file of the scratch folder; the text must be there.
    func edit(_ relative: String, replacing old: String, with new: String) throws {
        let text = try String(contentsOfFile: path(relative), encoding: .utf8)
        try #require(text.contains(old), "\(relative) does not contain \(old)")
        try write(text.replacingOccurrences(of: old, with: new), to: relative)
    }

    /// Runs `stacksnap` in this folder.
    @discardableResult
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
        try StacksnapCLI.run(arguments, in: root.path, environment: environment)
    }
}

/// What one run of the executable did.
struct CLIResult: CustomStringConvertible {
    var code: Int32
    var stdout: String
    var stderr: String

    var description: String { "exit \(code)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

enum StacksnapCLI {
    /// The built `stacksnap`: beside the test bundle (SwiftPM puts products and the test
    /// runner in one folder), else under `.build/debug` or `.build/release` of the package.
    static let executable: URL? = {
        var candidates: [URL] = []
        candidates.append(Bundle.main.bundleURL.appendingPathComponent("stacksnap"))
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("stacksnap"))
        if let runner = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("stacksnap"))
        }
        for configuration in ["debug", "release"] {
            candidates.append(VerifyFixtures.packageRoot.appendingPathComponent(".build/\(configuration)/stacksnap"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Variables that would change what verify does, removed so a test run under CI (or on
    /// a sharded CI machine) behaves like one on a laptop unless a test sets them.
    static let controlledVariables = ["CI", "TEST_TOTAL_SHARDS", "TEST_SHARD_INDEX", "TEST_SHARD_STATUS_FILE",
                                      "CI_NODE_INDEX", "CI_NODE_TOTAL", "CIRCLE_NODE_INDEX", "CIRCLE_NODE_TOTAL",
                                      "BUILDKITE_PARALLEL_JOB", "BUILDKITE_PARALLEL_JOB_COUNT"]

    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> CLIResult {
        let executable = try #require(executable, "the stacksnap executable was not found next to the tests or in .build; build it with `swift build --build-tests`")
        return try ChildProcess.run(executable, arguments, in: folder, environment: Self.environment(environment)).result
    }

    /// This process's environment without ``controlledVariables``, with `extra` on top.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for name in controlledVariables { env[name] = nil }
        env.merge(extra) { $1 }
        return env
    }
}
