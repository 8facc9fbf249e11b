import Foundation
import Testing

/// The examples of README.md and docs/*.md, run against the built `stacksnap` so none goes
/// stale. A fenced block is run when the line before it marks it:
///
/// - `<!-- spec: NAME.yaml -->`: the block is written to NAME.yaml and must lay out
///   (`stacksnap layout NAME.yaml` exits 0);
/// - `<!-- file: NAME -->`: the block is written to NAME, for the blocks after it;
/// - `<!-- run -->` (a shell block): every command must succeed; `<!-- run: exit N -->`: the
///   last command must exit N;
/// - `<!-- rendered: out/NAME.png -->` before an image: the image committed is what the
///   page's commands rendered there, byte for byte.
///
/// Each page runs in a folder of its own holding copies of Samples/ and Golden/, in order.
/// `swift run X …` in a block runs the built X. A YAML block with a top-level `root:` is a
/// whole spec and must be marked, so a spec cannot escape the check.
@Suite struct DocsExamplesTests {
    static let root = VerifyFixtures.packageRoot

    struct Block {
        var marker: String
        var body: String
        var line: Int
    }

    /// The marked blocks of a page, and the whole specs left unmarked.
    static func blocks(of text: String) -> (marked: [Block], unmarked: [Int]) {
        let lines = text.components(separatedBy: "\n")
        var marked: [Block] = [], unmarked: [Int] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            let marker = previous.hasPrefix("<!-- ") && previous.hasSuffix(" -->")
                ? String(previous.dropFirst(5).dropLast(4)) : ""
            if marker.hasPrefix("rendered: ") {
                marked.append(Block(marker: marker, body: line, line: index + 1))
            }
            guard line.hasPrefix("```") else { index += 1; continue }
            var end = index + 1
            while end < lines.count && !lines[end].hasPrefix("```") { end += 1 }
            let body = lines[(index + 1)..<min(end, lines.count)].joined(separator: "\n") + "\n"
            if ["spec:", "file:", "run"].contains(where: marker.hasPrefix) {
                marked.append(Block(marker: marker, body: body, line: index + 1))
            } else if line.hasPrefix("```yaml"), body.components(separatedBy: "\n").contains(where: { $0.hasPrefix("root:") }) {
                unmarked.append(index + 1)
            }
            index = end + 1
        }
        return (marked, unmarked)
    }

    static var pages: [String] {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    @Test func everyPageOpensWithAnExample() throws {
        for page in Self.pages where page != "README.md" {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            let firstFence = try #require(text.range(of: "\n```"), "\(page) has no example")
            let beforeIt = text[..<firstFence.lowerBound].components(separatedBy: "\n").filter { !$0.isEmpty }
            // The title, at most one introductory paragraph, then the example.
            #expect(beforeIt.count <= 8, "\(page): the first example should open the page")
        }
    }

    @Test(arguments: pages) func examplesRun(page: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
        let (blocks, unmarked) = Self.blocks(of: text)
        #expect(unmarked.isEmpty, "\(page): whole specs at lines \(unmarked) are not marked `<!-- spec: NAME.yaml -->`")
        guard !blocks.isEmpty else { return }
        let executable = try #require(StacksnapCLI.executable, "build stacksnap first: swift build --build-tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stacksnap-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for copy in ["Samples", "Golden"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(copy), to: folder.appendingPathComponent(copy))
        }
        var environment = StacksnapCLI.environment([:])
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for block in blocks {
            let place = "\(page):\(block.line)"
            if block.marker.hasPrefix("spec: ") || block.marker.hasPrefix("file: ") {
                let name = String(block.marker.dropFirst(6))
                try Data(block.body.utf8).write(to: folder.appendingPathComponent(name))
                if block.marker.hasPrefix("spec: ") {
                    let result = try StacksnapCLI.run(["layout", name], in: folder.path)
                    #expect(result.code == 0, "\(place): the spec does not lay out\n\(result)")
                }
            } else if block.marker.hasPrefix("run") {
                let expected = block.marker.hasPrefix("run: exit ") ? Int32(block.marker.dropFirst(10)) ?? -1 : 0
                // `swift run X args` runs the built X; nothing else of swift is available here.
                let prelude = "swift() { [ \"$1\" = run ] || { echo \"only swift run works in examples\" >&2; return 99; }; shift; [ \"$1\" != --quiet ] || shift; \"$@\"; }\n"
                let script = (expected == 0 ? "set -e\n" : "") + prelude + block.body
                let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: folder.path,
                                                  environment: environment).result
                #expect(result.code == expected, "\(place): expected exit \(expected)\n\(result)")
            } else if block.marker.hasPrefix("rendered: ") {
                let rendered = folder.appendingPathComponent(String(block.marker.dropFirst(10)))
                let source = try #require(block.body.firstMatch(of: /src="([^"]+)"|\]\(([^)]+)\)/), "\(place): no image after the marker")
                let committed = Self.root.appendingPathComponent(page).deletingLastPathComponent()
                    .appendingPathComponent(String(source.output.1 ?? source.output.2 ?? ""))
                let same = FileManager.default.contents(atPath: rendered.path) == FileManager.default.contents(atPath: committed.path)
                #expect(same, "\(place): \(committed.path) is not what the example renders; copy \(rendered.lastPathComponent) from a render of the example")
            }
        }
    }
}
