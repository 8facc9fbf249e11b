import Foundation
import Testing

/// Goldens that do not churn, through the executable: recording stamps each frame tree,
/// re-recording an unchanged suite writes nothing, and after a (simulated) engine change
/// verify's migration summary tells the upgrade's changes from the spec's.
@Suite struct GoldenStampCLITests {
    static let spec = """
        name: pair
        canvas: {width: 80, height: 30, scale: 1}
        root: {subviews: [{type: view, id: a, background: systemBlue, intrinsicSize: [20, 10]},
                          {type: view, id: b, background: systemRed, intrinsicSize: [20, 10]}]}
        constraints: ["a.leading == root.leading + 4", "a.top == root.top + 4", "b.leading == a.trailing + 6", "b.top == a.top"]
        """

    @Test func recordingAllRewritesNothingThatDidNotChange() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.spec, to: "specs/pair.yaml")
        let path = scratch.root.path
        let first = try Bounded.run(["verify", "specs", "--golden", "golden", "--record", "all", "--no-report"], in: path)
        #expect(first.code == 1 && first.stdout.contains("1 recorded"), "\(first)")
        let frames = try #require(scratch.bytes("golden/pair.frames.txt"))
        #expect(String(decoding: frames, as: UTF8.self).hasPrefix("# stacksnap engine "))
        let image = try #require(scratch.bytes("golden/pair.png"))
        // Nothing differs: nothing is written, and nothing is reported as recorded.
        let again = try Bounded.run(["verify", "specs", "--golden", "golden", "--record", "all", "--no-report"], in: path)
        #expect(again.code == 0, "\(again)")
        #expect(again.stdout.contains("1 passed, 0 failed, 0 recorded"))
        #expect(scratch.bytes("golden/pair.frames.txt") == frames)
        #expect(scratch.bytes("golden/pair.png") == image)
    }

    @Test func migrationSummaryNamesTheEngine() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.spec, to: "specs/pair.yaml")
        try scratch.write(Self.spec.replacingOccurrences(of: "name: pair", with: "name: other"), to: "specs/other.yaml")
        let path = scratch.root.path
        _ = try Bounded.run(["verify", "specs", "--golden", "golden", "--no-report"], in: path)
        // An older engine put b two points further left: its stamp and its frames say so.
        let recorded = String(decoding: try #require(scratch.bytes("golden/pair.frames.txt")), as: UTF8.self)
        let older = recorded
            .replacingOccurrences(of: #"engine [^,]*,"#, with: "engine 2000.1.1+cairo0+pango0,", options: .regularExpression)
            .replacingOccurrences(of: "view b [30, 4, 20, 10]", with: "view b [28, 4, 20, 10]")
        #expect(older != recorded)
        try scratch.write(older, to: "golden/pair.frames.txt")
        // And the other spec was edited: its change is the spec's own.
        try scratch.edit("specs/other.yaml", replacing: "+ 6", with: "+ 9")
        let run = try Bounded.run(["verify", "specs", "--golden", "golden", "--no-report"], in: path)
        #expect(run.code == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "migration: 2 snapshots changed since their goldens were recorded:"), "\(run.stdout)")
        #expect(lines[start + 1].hasPrefix("  1 with the engine (2000.1.1+cairo0+pango0 → "))
        #expect(lines[start + 1].hasSuffix("): 1 moved (up to 2 pt)"))
        #expect(lines[start + 2] == "  1 with the spec: 1 moved (up to 3 pt)")
    }
}
