import Foundation
import LayoutSpec
@testable import Stacksnap
import Testing

/// Layouts that need the whole pipeline (content measured, the safe area settled), one
/// fixture a file:
/// - `Fixtures/SafeArea/`: UIKit's safe area: the automatic content inset adjustment (the
///   adjusted inset is the written one plus the part of the safe area the view's frame
///   covers) and views' own safe-area guides (a view's edges moved in by the part of the
///   screen's safe area it covers);
/// - `Fixtures/Buttons/`: buttons' images beside and without their titles.
///
/// Each file is a spec, a `---` line, then the frames worked out by hand from UIKit's rules,
/// one a line: `<snapshot> <id>: [x, y, width, height]`, in canvas coordinates (where the
/// view is drawn), `default` for the document.
@Suite struct LaidOutFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The fixtures as `<folder>/<file>`.
    static var fixtures: [String] {
        ["SafeArea", "Buttons"].flatMap { sub in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? [])
                .filter { $0.hasSuffix(".yaml") }.sorted().map { "\(sub)/\($0)" }
        }
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 7)
    }

    @Test(arguments: fixtures)
    func fixture(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let parts = text.components(separatedBy: "\n---\n")
        try #require(parts.count == 2, "\(name): expected the spec, a '---' line, then the frames")
        var expected: [String: [String: [Double]]] = [:]
        for line in parts[1].split(separator: "\n") where !line.hasPrefix("#") {
            let halves = line.split(separator: ":", maxSplits: 1)
            let key = halves[0].split(separator: " ").map(String.init)
            let numbers = halves[1].trimmingCharacters(in: CharacterSet(charactersIn: " []"))
                .split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            try #require(key.count == 2 && numbers.count == 4, "\(name): cannot read '\(line)'")
            expected[key[0], default: [:]][key[1]] = numbers
        }
        let loaded = try SpecFile.parse(parts[0], file: name)
        var seen: Set<String> = []
        for snapshot in loaded.document.snapshots() {
            let key = snapshot.variant ?? "default"
            guard let frames = expected[key] else { continue }
            seen.insert(key)
            let laid = try SnapshotPipeline.layout(try lower(snapshot))
            for (id, frame) in frames.sorted(by: { $0.key < $1.key }) {
                let index = id == "root" ? 0 : laid.lowered.views.firstIndex { $0.id == id }
                let found = try #require(index.map { laid.canvasFrames[$0] }, "\(name) [\(key)]: no view \(id)")
                #expect([found.x, found.y, found.width, found.height] == frame, "\(name) [\(key)] \(id)")
            }
        }
        #expect(seen == Set(expected.keys), "\(name): snapshots named in the frames but not in the spec")
    }
}
