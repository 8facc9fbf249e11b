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
