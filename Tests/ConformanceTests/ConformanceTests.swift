import AutoLayout
import Foundation
import LayoutSpec
import Testing
import Yams

/// The stack-view and Auto Layout conformance corpus: each file in `Fixtures/` is a spec
/// (YAML) and, after a `---` line, the frames worked out by hand from the stack-view
/// reference, per snapshot (`default` = the document itself, else the variant's name):
///
/// ```yaml
/// expect:
///   default: {a: [x, y, width, height], …}   # superview coordinates, points
///   fd: {…}
///   broken: ["b.width == 44"]                # required constraints the engine must break
///   ambiguous: [loose]                        # ids of views whose frame is not fixed
/// ```
/// Views not listed are not checked (e.g. hidden views whose position is left loose).
struct ConformanceTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test func corpusIsNotEmpty() {
        #expect(Self.fixtures.count >= 20)
    }

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let parts = text.components(separatedBy: "\n---\n")
        try #require(parts.count == 2, "\(name): expected the spec, a '---' line, then the expectations")
        let expectations = try #require(try Yams.load(yaml: parts[1]) as? [String: Any])
        let expect = try #require(expectations["expect"] as? [String: Any], "\(name): no 'expect:'")

        let loaded = try SpecFile.parse(parts[0], file: name)
        for snapshot in loaded.document.snapshots() {
            let key = snapshot.variant ?? "default"
            let lowered = try lower(snapshot)
            let result = try LayoutEngine.solve(lowered.tree)
            if let frames = expect[key] as? [String: Any] {
                try checkFrames(frames, result, lowered.tree, "\(name) [\(key)]")
            }
            if key == "default" {
                checkDiagnostics(expect, result, lowered.tree, name)
            }
        }
    }

    private func checkFrames(_ frames: [String: Any], _ result: LayoutResult, _ tree: LayoutTree,
                             _ label: String) throws {
        for id in frames.keys.sorted() {
            let numbers = try #require(frames[id] as? [Any], "\(label): \(id) needs [x, y, w, h]")
            let expected = numbers.compactMap { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
            try #require(expected.count == 4, "\(label): \(id) needs four numbers")
            let index = id == "root" ? 0 : try #require(tree.index(of: id), "\(label): no view \(id)")
            let actual = result.frames[index]
            let got = [actual.x, actual.y, actual.width, actual.height]
            // Expected values are written to three decimals.
            let close = zip(got, expected).allSatisfy { abs($0 - $1) <= 0.0015 }
            #expect(close, "\(label): \(id) is \(actual), expected \(expected)")
        }
    }

    private func checkDiagnostics(_ expect: [String: Any], _ result: LayoutResult, _ tree: LayoutTree,
                                  _ label: String) {
        let formatter = ConstraintFormatter(tree: tree, guides: result.guides)
        let broken = result.broken.map { formatter.format($0.constraint) }
        #expect(broken == (expect["broken"] as? [String] ?? []), "\(label): broken constraints")
        let ambiguous = result.ambiguous.map { tree.views[$0].id ?? "#\($0)" }
        #expect(ambiguous == (expect["ambiguous"] as? [String] ?? []), "\(label): ambiguous views")
    }
}
