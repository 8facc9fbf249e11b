import Foundation
import Testing
import LayoutSpec

/// The schema checked by an independent validator (Python's jsonschema, through
/// scripts/validate-schema): every sample and good fixture passes, and the bad fixtures a
/// schema can catch are rejected. Skipped with a message when Debian's python3-jsonschema or
/// python3-yaml is missing, unless CI is set: there the skip would hide the check, so it fails.
@Suite struct SpecSchemaValidatorTests {
    static let repository = SpecSchemaFileTests.repository
    /// Debian's Python, where python3-jsonschema installs (`python3` on PATH may be another).
    static let python = "/usr/bin/python3"
    static let script = repository.appendingPathComponent("scripts/validate-schema").path

    /// Whether the validator's modules are there (the script exits 3 when they are not).
    static let validatorAvailable: Bool = (try? run(["--check"]).status) == 0
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil

    /// Bad fixtures (Fixtures/Bad) the schema must reject: each has an unknown key, a wrong
    /// type, an unknown name or a missing required key.
    ///
    /// Left out, because no schema can catch them: canvas-limits, constraint-magnitudes,
    /// reliability-vfl-magnitudes and reliability-long-names (limits a run can change, and
    /// numbers inside constraint strings), duplicate-keys-yaml and duplicate-keys (a parsed
    /// document keeps one of the two), malformed, malformed-yaml and recursive-alias (not
    /// readable at all). Semantic errors — an id a constraint names that no view has, two
    /// views with one id — are the decoder's alone; fixtures that have only those are not here.
    static let rejected = [
        "aliases.yaml", "appearance.yaml", "colors.yaml", "constraints.yaml", "containers.yaml", "controls.yaml",
        "devices.yaml", "duplicate-ids.yaml", "duplicate-keys-yaml-quoted.yaml", "empty.yaml", "images.yaml",
        "matrix.yaml", "missing-root.yaml", "numbers-json.json", "numbers.yaml", "reliability-constraint-numbers.yaml",
        "structure.yaml", "text-styles.yaml", "top-level-list.json", "traits.yaml", "unicode-columns-json.json",
        "unicode-columns.yaml", "unknown-keys.yaml", "variants.yaml", "wrong-types.yaml",
    ]

    /// Good specs: the samples, and the test fixtures that are single spec files.
    static func validFiles() throws -> [String] {
        let folders = ["Samples", "Tests/LayoutSpecTests/Fixtures/Good", "Tests/StacksnapTests/Fixtures/Explain",
                       "Tests/StacksnapTests/Fixtures/Suite", "Tests/LayoutDSLTests/Fixtures"]
        return try folders.flatMap { folder in
            let directory = repository.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".yaml") || ($0.hasSuffix(".json") && folder.hasSuffix("Good")) }
                .sorted().map { directory.appendingPathComponent($0).path }
        }
    }

    @Test(.enabled(if: validatorAvailable || inCI,
                   "needs /usr/bin/python3 with Debian's python3-jsonschema and python3-yaml (scripts/setup-system)"))
    func samplesPassAndSchemaDetectableBadFixturesFail() throws {
        try #require(Self.validatorAvailable, """
            CI is set and scripts/validate-schema cannot run: install python3-jsonschema and \
            python3-yaml (scripts/setup-system)
            """)
        let schema = FileManager.default.temporaryDirectory.appendingPathComponent("stacksnap-schema-\(UUID().uuidString).json")
        try SpecSchema.jsonText().write(to: schema, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: schema) }

        let valid = try Self.validFiles()
        let bad = Self.repository.appendingPathComponent("Tests/LayoutSpecTests/Fixtures/Bad")
        let invalid = Self.rejected.map { bad.appendingPathComponent($0).path }
        #expect(valid.count >= 50, "the samples and good fixtures were not found: \(valid.count) files")
        let result = try Self.run([schema.path, "--valid"] + valid + ["--invalid"] + invalid)
        #expect(result.status == 0, "scripts/validate-schema:\n\(result.output)")
        #expect(result.output.contains("\(valid.count + invalid.count) files checked, 0 not as expected"), "\(result.output)")
    }

    /// Runs the script with Debian's Python; output and errors together.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script] + arguments
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("validate-schema-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, (try? String(contentsOf: output, encoding: .utf8)) ?? "")
    }
}
