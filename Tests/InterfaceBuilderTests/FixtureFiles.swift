import Foundation

/// The hand-written Interface Builder documents beside this file, and the expectations each
/// carries in its own XML comments:
///
/// ```
/// <!-- frames NAME        the frame tree of snapshot NAME, worked out by hand
/// root [0, 0, 375, 667]
///   …
/// -->
/// <!-- warnings           one expected warning a line (a part of its message)
/// <textField> st-field is not supported
/// -->
/// ```
enum FixtureFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let golden = folder.appendingPathComponent("Golden")

    /// Every storyboard and XIB, sorted.
    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The expectations written in a document's comments.
    struct Expectations {
        /// Snapshot name → frame tree text (with its final newline).
        var frames: [(name: String, tree: String)] = []
        var warnings: [String] = []
    }

    static func expectations(_ name: String) throws -> Expectations {
        let text = try String(contentsOfFile: path(name), encoding: .utf8)
        var result = Expectations()
        for block in text.components(separatedBy: "<!-- ").dropFirst() {
            guard let end = block.range(of: "-->") else { continue }
            var lines = block[..<end.lowerBound].components(separatedBy: "\n")
            let header = lines.removeFirst().trimmingCharacters(in: .whitespaces)
            let body = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if header.hasPrefix("frames ") {
                result.frames.append((String(header.dropFirst(7)), body.joined(separator: "\n") + "\n"))
            } else if header == "warnings" {
                result.warnings += body.map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
        return result
    }
}
