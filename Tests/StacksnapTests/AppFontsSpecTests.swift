import Foundation
import LayoutSpec
import Raster
import Stacksnap
import StacksnapVerify
import Testing

/// A spec's `fonts:` and a run's fonts folder, through the pipeline: frames measured with
/// the folder's fonts, the faces and their SHA-256 heading the frame tree and recorded by
/// verify, warnings naming fonts no font provides, and the same bytes every time.
@Suite struct AppFontsSpecTests {
    static let fixtures = AppFontsTests.fixtures
    static let card = fixtures.appendingPathComponent("card.yaml").path

    /// The fixture fonts' digests, as `sha256sum` prints them (see Fixtures/AppFonts/README.md).
    static let heavyDigest = "333a50ef947c3d91088d91f7510761faf173ebe62a56c789485a9fb6c47eface"
    static let regularDigest = "3102b33f188ad3b0defcc0d571ddd53992dd238a9eea0e50bc5750e7eaa3e381"

    @Test func aSpecsFontsFolderMeasuresItsLabels() throws {
        let laid = try SpecJob.load(Self.card).laidOut(variant: nil)
        let tree = laid.frameTree
        // Title: 5 × 0.5 em × 20 = 50 wide; Inter's line box, 1.21 em × 20 = 24.2, rounded up
        // to the 2× grid: 24.5. Badge (Heavy by PostScript name): 4 × 0.625 × 16 = 40.
        #expect(tree.contains("label title [8, 8, 50, 24.5]"), "\(tree)")
        #expect(tree.contains("label badge [8, 36.5, 40, 19.5]"), "\(tree)")
    }

    @Test func theFrameTreeRecordsEachFaceAndItsDigest() throws {
        let tree = try SpecJob.load(Self.card).laidOut(variant: nil).frameTree
        let header = tree.split(separator: "\n").prefix { $0.hasPrefix("#") }
        #expect(header == [
            "# font Stacksnap Test Sans Heavy (StacksnapTestSans-Heavy) StacksnapTestSans-Heavy.otf sha256 \(Self.heavyDigest)",
            "# font Stacksnap Test Sans Regular (StacksnapTestSans-Regular) StacksnapTestSans-Regular.otf sha256 \(Self.regularDigest)",
        ])
        // The bundled fonts alone add no header.
        let plain = try SpecJob.load(Self.fixtures.appendingPathComponent("card.xib").path).laidOut(variant: nil)
        #expect(!plain.frameTree.hasPrefix("#"))
    }

    @Test func aFontNoFontProvidesIsAWarningThatNamesIt() throws {
        let laid = try SpecJob.load(Self.card).laidOut(variant: nil)
        let fonts = laid.warnings.filter { $0.kind == .unknownFont }
        #expect(fonts.count == 1)
        #expect(fonts.first?.message.contains("label code: no font named 'Menlo'") == true, "\(fonts)")
        #expect(fonts.first?.message.contains("TestSans") == true)
    }

    @Test func interfaceBuilderNamesTheFaceByItsPostScriptName() throws {
        let xib = Self.fixtures.appendingPathComponent("card.xib").path
        let folder = Self.fixtures.appendingPathComponent("TestSans").path
        let withFonts = try SpecJob.load(xib, fonts: folder).laidOut(variant: nil)
        // 4 × 0.625 em × 16 = 40: the Heavy face, found by name="StacksnapTestSans-Heavy".
        #expect(withFonts.frameTree.contains("label badge [8, 8, 40, 19.5]"), "\(withFonts.frameTree)")
        #expect(withFonts.warnings.filter { $0.kind == .unknownFont }.isEmpty)
        // Without the folder, the face is unknown: named in a warning, drawn with Inter.
        let without = try SpecJob.load(xib).laidOut(variant: nil)
        #expect(without.warnings.contains { $0.kind == .unknownFont && $0.message.contains("'StacksnapTestSans-Heavy'") })
    }

    @Test func aSpecsOwnFolderWinsOverTheRunsAndABadOneIsAnError() throws {
        let wide = Self.fixtures.appendingPathComponent("TestSansWide").path
        let tree = try SpecJob.load(Self.card, fonts: wide).laidOut(variant: nil).frameTree
        #expect(tree.contains("label title [8, 8, 50, 24.5]"), "the spec's TestSans, not the run's TestSansWide: \(tree)")

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let bad = scratch.appendingPathComponent("bad.yaml").path
        try "canvas: {width: 10, height: 10}\nfonts: Missing\nroot: {}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        do {
            _ = try SpecJob.load(bad)
            Issue.record("a missing fonts folder loaded")
        } catch {
            #expect(error.kind == .badInput)
            #expect(error.description.contains("bad.yaml:2:8: error: fonts: no such folder"), "\(error)")
        }
    }

    @Test func theSameSpecDrawsTheSameBytes() throws {
        let job = try SpecJob.load(Self.card)
        let first = try SpecJob.render(job.outputs[0]).bitmap
        _ = try SpecJob.render(try SpecJob.load(Self.fixtures.appendingPathComponent("card.xib").path).outputs[0])
        let second = try SpecJob.render(job.outputs[0]).bitmap
        #expect(first == second)
    }

    @Test func verifyRecordsTheFontsAndStampsThem() throws {
        let job = try SpecJob.load(Self.card)
        let stamp = GoldenStamp.current(name: "card", spec: Self.card, output: job.outputs[0])
        let bundledOnly = GoldenStamp.current(name: "card", spec: Self.card,
                                              output: try SpecJob.load(Self.fixtures.appendingPathComponent("card.xib").path).outputs[0])
        #expect(stamp.fonts != bundledOnly.fonts, "the folder's files are part of the stamp")

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let plan = VerifyPlan.make(specFiles: [Self.card])
        let options = Verifier.Options(golden: scratch.appendingPathComponent("Golden").path, record: .all,
                                       report: scratch.appendingPathComponent("report").path, jobs: 1)
        let results = Verifier.run(plan, options: options)
        let fonts = try #require(results.first?.fonts)
        #expect(fonts.map(\.postScriptName) == ["StacksnapTestSans-Heavy", "StacksnapTestSans-Regular"])
        #expect(fonts.map(\.sha256) == [Self.heavyDigest, Self.regularDigest])
        #expect(fonts.allSatisfy { $0.family == "Stacksnap Test Sans" })
    }
}
