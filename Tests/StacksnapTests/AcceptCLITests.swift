import Foundation
import Testing

/// `stacksnap accept` through the executable: verify fails → accept → verify passes with no
/// render in between, only what was asked is accepted, and the refusals of recording hold.
@Suite struct AcceptCLITests {
    static let spec = """
        name: row
        canvas: {width: 60, height: 20, scale: 1}
        root: {subviews: [{type: view, id: box, background: systemBlue, intrinsicSize: [10, 10]}]}
        constraints: ["box.leading == root.leading", "box.top == root.top"]
        matrix: {appearance: [light, dark]}
        """

    /// Goldens recorded, then the spec changed so both snapshots fail with a report.
    static func failingRun() throws -> Scratch {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(spec, to: "specs/row.yaml")
        _ = try Bounded.run(["verify", "specs", "--golden", "golden", "--record", "all", "--no-report"], in: scratch.root.path)
        try scratch.write(spec.replacingOccurrences(of: "[10, 10]", with: "[20, 10]"), to: "specs/row.yaml")
        let failing = try Bounded.run(["verify", "specs", "--golden", "golden", "--report", "rep"], in: scratch.root.path)
        #expect(failing.code == 1, "\(failing)")
        return scratch
    }

    @Test func acceptRoundTrips() throws {
        let scratch = try Self.failingRun()
        let path = scratch.root.path
        // An exact name takes that snapshot only, not row.dark.
        let one = try Bounded.run(["accept", "row", "--report", "rep"], in: path)
        #expect(one.code == 0, "\(one)")
        #expect(one.stdout == "ACCEPTED  row: wrote golden/row.png, golden/row.frames.txt\n")
        let half = try Bounded.run(["verify", "specs", "--golden", "golden", "--no-report"], in: path)
        #expect(half.code == 1)
        #expect(half.stdout.contains("1 passed, 1 failed"), "\(half)")
        // The rest by pattern, from the same report: no render in between.
        let rest = try Bounded.run(["accept", "*.dark", "--report", "rep"], in: path)
        #expect(rest.code == 0, "\(rest)")
        let after = try Bounded.run(["verify", "specs", "--golden", "golden", "--no-report"], in: path)
        #expect(after.code == 0, "\(after)")
        let listed = try String(contentsOfFile: scratch.root.appendingPathComponent("rep/accepted.txt").path, encoding: .utf8)
        #expect(listed == "row.dark: golden/row.dark.png, golden/row.dark.frames.txt\n")
    }

    @Test func refusals() throws {
        let scratch = try Self.failingRun()
        let path = scratch.root.path
        // Another golden folder than the report's.
        let elsewhere = try Bounded.run(["accept", "--report", "rep", "--golden", "other"], in: path)
        #expect(elsewhere.code == 65)
        #expect(elsewhere.stderr.contains("refusing to accept into a folder the report did not come from"))
        // A name that did not fail.
        let typo = try Bounded.run(["accept", "rwo", "--report", "rep"], in: path)
        #expect(typo.code == 65)
        #expect(typo.stderr.contains("no failed snapshot matches rwo; failed: row, row.dark"), "\(typo)")
        // A golden that no longer decodes is left as it is.
        try scratch.write([0x89, 0x50, 0x4E, 0x47, 0, 1, 2], to: "golden/row.png")
        let corrupt = try Bounded.run(["accept", "--report", "rep"], in: path)
        #expect(corrupt.code == 65, "\(corrupt)")
        #expect(corrupt.stdout.contains("ACCEPTED  row.dark"))
        let kept = try Data(contentsOf: scratch.root.appendingPathComponent("golden/row.png"))
        #expect([UInt8](kept) == [0x89, 0x50, 0x4E, 0x47, 0, 1, 2])
        // Not a report folder.
        let none = try Bounded.run(["accept", "--report", "nowhere"], in: path)
        #expect(none.code == 65)
    }
}
