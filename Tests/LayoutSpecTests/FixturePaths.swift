import Foundation

/// Where the fixture files live: beside this source file, read by path (no bundle needed).
enum FixturePaths {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The spec files in a fixture folder, sorted by name.
    static func specs(in folder: String) -> [String] {
        let directory = root.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") || $0.hasSuffix(".json") }.sorted()
    }

    static func text(_ folder: String, _ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name), encoding: .utf8)
    }

    /// The sibling file with another extension (`foo.yaml` → `foo.expected`).
    static func sibling(_ folder: String, _ name: String, _ ext: String) throws -> String {
        let base = (name as NSString).deletingPathExtension
        return try text(folder, base + "." + ext)
    }
}
