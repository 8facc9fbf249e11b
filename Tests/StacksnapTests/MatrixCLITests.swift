import Foundation
import Testing

/// `--matrix` and `--only-matrix` through the executable: the files a run writes, the
/// verify run that leaves the other goldens alone, and the messages for bad values.
@Suite struct MatrixCLITests {
    static let card = """
        name: card
        canvas: {width: 40, height: 20, scale: 1}
        root: {background: systemBackground}
        matrix: {direction: [ltr, rtl]}
        """

    @Test func aRunsMatrixReplacesTheAxesItNamesAndOnlyMatrixFilters() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.card, to: "card.yaml")
        let result = try Bounded.run(["render", "card.yaml", "-o", "out", "--matrix", "{appearance: [light, dark]}",
                                      "--only-matrix", "{appearance: [dark]}"], in: scratch.root.path)
        #expect(result.code == 0, "\(result)")
        // The spec's direction axis stays; the run adds appearance and keeps the dark ones.
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.root.appendingPathComponent("out").path)
        #expect(written.sorted() == ["card.dark.png", "card.dark.rtl.png"])
    }

    @Test func verifyWithOnlyMatrixChecksThoseAndKeepsTheOthers() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.card, to: "specs/card.yaml")
        let record = try Bounded.run(["verify", "specs", "--golden", "golden", "--record", "all", "--no-report"],
                                     in: scratch.root.path)
        #expect(record.code == 1, "\(record)")
        let only = try Bounded.run(["verify", "specs", "--golden", "golden", "--only-matrix", "{direction: [rtl]}",
                                    "--no-report", "--list"], in: scratch.root.path)
        #expect(only.code == 0, "\(only)")
        #expect(only.stdout.split(separator: "\n") == ["card.rtl"])
        #expect(scratch.exists("golden/card.png") && scratch.exists("golden/card.rtl.png"))
    }

    @Test func badValuesAreUsageErrorsWithTheOptionAndADidYouMean() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.card, to: "card.yaml")
        let result = try Bounded.run(["render", "card.yaml", "-o", "out", "--matrix", "{appearance: [drak]}"],
                                     in: scratch.root.path)
        #expect(result.code == 64)
        #expect(result.stderr.contains("--matrix: matrix.appearance[0]: expected one of light, dark, found 'drak' (did you mean 'dark'?)"))
    }
}

/// When one snapshot of a spec fails, the report shows its passing siblings too (their
/// goldens as expected images), so a reviewer sees the screen across the matrix.
@Suite struct SiblingImagesTests {
    @Test func passingSiblingsOfAFailureAreShown() throws {
        let scratch = try Scratch(copySuite: false)
        let spec = """
            name: row
            canvas: {width: 60, height: 20, scale: 1}
            root: {subviews: [{type: view, id: box, background: systemBlue, intrinsicSize: [10, 10]}]}
            constraints: ["box.leading == root.leading", "box.top == root.top"]
            matrix: {direction: [ltr, rtl]}
            """
        try scratch.write(spec, to: "specs/row.yaml")
        _ = try Bounded.run(["verify", "specs", "--golden", "golden", "--record", "all", "--no-report"], in: scratch.root.path)
        // Only right to left changes: its box grows.
        try scratch.write(spec + "\ntraits: [{when: {direction: rtl}, set: {box.intrinsicSize: [20, 10]}}]\n",
                          to: "specs/row.yaml")
        let run = try Bounded.run(["verify", "specs", "--golden", "golden", "--report", "report"], in: scratch.root.path)
        #expect(run.code == 1, "\(run)")
        let html = try String(contentsOfFile: scratch.root.appendingPathComponent("report/index.html").path, encoding: .utf8)
        #expect(html.contains("specs/row.yaml · 2 snapshots"))
        #expect(scratch.exists("report/artifacts/row.expected.png"), "the passing sibling's golden is shown")
        #expect(scratch.exists("report/artifacts/row.rtl.actual.png"))
    }
}
