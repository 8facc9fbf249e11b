import Foundation
import Pixels
import Raster
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// `stacksnap verify` run as users run it, on the fixture suite (`Fixtures/Suite`: boxes,
/// figure, label, stack, stack.vertical). Expected figures come from the specs: `boxes` is
/// 120×40 points at scale 2 (240×80 = 19 200 pixels) with 20-point boxes at x = 10, 40
/// and 70, y = 10, so a box is 40×40 = 1 600 pixels starting at (2x, 20).
@Suite(.serialized)
struct VerifyEndToEndTests {
    static let names = ["boxes", "figure", "label", "stack", "stack.vertical"]
    static let boxesFrames = """
        root [0, 0, 120, 40]
          view red [10, 10, 20, 20]
          view green [40, 10, 20, 20]
          view blue [70, 10, 20, 20]

        """

    static func report(_ scratch: Scratch, _ folder: String = ".build/stacksnap-report") throws -> VerifyReport {
        let bytes = try #require(scratch.bytes(folder + "/report.json"))
        return try VerifyReport.read(json: bytes, path: folder)
    }

    @Test func recordThenPassThenFailThenRewrite() throws {
        let scratch = try Scratch()
        // 1. No goldens: every snapshot is recorded, and that fails the run.
        let first = try scratch.run(["verify"])
        #expect(first.code == 1, "\(first)")
        #expect(first.stdout.contains("0 passed, 0 failed, 5 recorded, 0 errors in "), "\(first)")
        #expect(first.stdout.split(separator: "\n").filter { $0.hasPrefix("RECORDED") }.count == 5)
        for name in Self.names {
            #expect(scratch.exists("Golden/\(name).png") && scratch.exists("Golden/\(name).frames.txt"), "\(name)")
        }
        let recorded = String(decoding: try #require(scratch.bytes("Golden/boxes.frames.txt")), as: UTF8.self)
        #expect(recorded.hasPrefix("# stacksnap engine \(GoldenStamp.engine), fonts "))
        #expect(GoldenStamp.split(recorded).tree == Self.boxesFrames)
        let golden = try PNG.decode(try #require(scratch.bytes("Golden/boxes.png")))
        #expect(golden.width == 240 && golden.height == 80)
        #expect(golden[150, 30] == RGBA(r: 0, g: 0, b: 255) && golden[0, 0] == RGBA(r: 255, g: 255, b: 255))

        // 2. Unchanged: everything passes and no golden is touched.
        let goldenBytes = scratch.bytes("Golden/boxes.png")
        let second = try scratch.run(["verify"])
        #expect(second.code == 0, "\(second)")
        #expect(second.stdout.contains("5 passed, 0 failed, 0 recorded, 0 errors in "))
        #expect(!second.stdout.contains("FAILED") && !second.stdout.contains("RECORDED"))

        // 3. The blue box turns black, under CI: one failure with its artifacts.
        try scratch.edit("Samples/boxes.yaml", replacing: "id: blue, background: \"#0000FF\"", with: "id: blue, background: \"#000000\"")
        let third = try scratch.run(["verify"], environment: ["CI": "true"])
        #expect(third.code == 1, "\(third)")
        #expect(third.stdout.contains("FAILED    boxes: pixels differ: 1600 different pixels of 19200 compared (8.3333%), within 40×40 at (140, 20): fails [Samples/boxes.yaml]"), "\(third)")
        #expect(third.stdout.contains("4 passed, 1 failed, 0 recorded, 0 errors in "))
        #expect(scratch.bytes("Golden/boxes.png") == goldenBytes)
        let report = try Self.report(scratch)
        let boxes = try #require(report.snapshots.first { $0.name == "boxes" })
        #expect(boxes.status == .failed && boxes.pixels?.different == 1600 && boxes.pixels?.antialiased == 0)
        #expect(boxes.pixels?.bounds == [140, 20, 40, 40])
        #expect(boxes.framesDiff == nil && boxes.artifacts.framesDiff == nil)
        let artifacts = ".build/stacksnap-report/artifacts/"
        #expect(scratch.bytes(artifacts + "boxes.expected.png") == goldenBytes)
        let actual = try PNG.decode(try #require(scratch.bytes(artifacts + "boxes.actual.png")))
        #expect(actual[150, 30] == RGBA(r: 0, g: 0, b: 0))
        let diff = try PNG.decode(try #require(scratch.bytes(artifacts + "boxes.diff.png")))
        #expect(diff.width == 240 && diff[150, 30] == RGBA(r: 255, g: 0, b: 0))
        let panels = try PNG.decode(try #require(scratch.bytes(artifacts + "boxes.side-by-side.png")))
        #expect(panels.width == 3 * 240 + 2 * 8 && panels.height == 80)
        #expect(!scratch.exists(artifacts + "stack.actual.png"), "passing snapshots leave no artifacts")

        // 4. --record failed rewrites the failing golden, and says so with exit 1.
        let fourth = try scratch.run(["verify", "--record", "failed"], environment: ["CI": "true"])
        #expect(fourth.code == 1, "\(fourth)")
        #expect(fourth.stdout.contains("RECORDED  boxes: rewrote Golden/boxes.png: pixels differ: 1600 different pixels"), "\(fourth)")
        #expect(fourth.stdout.contains("4 passed, 0 failed, 1 recorded, 0 errors in "))
        #expect(scratch.bytes("Golden/boxes.png") != goldenBytes)
        let fifth = try scratch.run(["verify"], environment: ["CI": "true"])
        #expect(fifth.code == 0, "\(fifth)")
        // 5. The new run's report no longer lists the old artifacts, and they are gone.
        #expect(!scratch.exists(artifacts + "boxes.diff.png"))
    }

    @Test func aLayoutChangePrintsTheFrameTreeDiff() throws {
        let scratch = try Scratch()
        try scratch.run(["verify", "--record", "all"])
        try scratch.edit("Samples/boxes.yaml", replacing: "\"blue.width == 20\"", with: "\"blue.width == 30\"")
        let result = try scratch.run(["verify", "--filter", "boxes"], environment: ["CI": "1"])
        #expect(result.code == 1, "\(result)")
        // 10 more points of blue: 20×40 pixels at (180, 20); one frame line changes.
        #expect(result.stdout.contains("pixels differ: 800 different pixels of 19200 compared (4.1667%), within 20×40 at (180, 20): fails; the frame tree differs from Golden/boxes.frames.txt"), "\(result)")
        let expected = """
                --- Golden/boxes.frames.txt
                +++ Golden/boxes.frames.txt (rendered)
                @@ -1,4 +1,4 @@
                 root [0, 0, 120, 40]
                   view red [10, 10, 20, 20]
                   view green [40, 10, 20, 20]
                -  view blue [70, 10, 20, 20]
                +  view blue [70, 10, 30, 20]
            """
        #expect(result.stdout.contains(expected), "\(result)")
        #expect(scratch.exists(".build/stacksnap-report/artifacts/boxes.frames.diff"))
    }

    @Test func compareSettingsAndFlagsDecide() throws {
        let scratch = try Scratch()
        try scratch.run(["verify", "--record", "all"])
        try scratch.edit("Samples/boxes.yaml", replacing: "id: blue, background: \"#0000FF\"", with: "id: blue, background: \"#000000\"")
        let ci = ["CI": "1"]
        // 1 600 of 19 200 pixels differ: 8.33 %.
        #expect(try scratch.run(["verify", "--filter", "boxes", "--max-pixels", "1600"], environment: ci).code == 0)
        #expect(try scratch.run(["verify", "--filter", "boxes", "--max-pixels", "1599"], environment: ci).code == 1)
        #expect(try scratch.run(["verify", "--filter", "boxes", "--max-ratio", "0.0834"], environment: ci).code == 0)
        #expect(try scratch.run(["verify", "--filter", "boxes", "--max-ratio", "0.0833"], environment: ci).code == 1)
        // Threshold 1 allows every color distance.
        #expect(try scratch.run(["verify", "--filter", "boxes", "--threshold", "1"], environment: ci).code == 0)
        #expect(try scratch.run(["verify", "--filter", "boxes", "--threshold", "2"], environment: ci).code == 64)
        // The spec's own allowance, then a flag that overrides it.
        try scratch.edit("Samples/boxes.yaml", replacing: "name: boxes\n", with: "name: boxes\ncompare: { maxPixels: 1600 }\n")
        #expect(try scratch.run(["verify", "--filter", "boxes"], environment: ci).code == 0)
        #expect(try scratch.run(["verify", "--filter", "boxes", "--max-pixels", "10"], environment: ci).code == 1)
        // An ignore region over the blue box (in points) leaves it out.
        try scratch.edit("Samples/boxes.yaml", replacing: "compare: { maxPixels: 1600 }\n", with: "ignore: [[70, 10, 20, 20]]\n")
        let ignored = try scratch.run(["verify", "--filter", "boxes"], environment: ci)
        #expect(ignored.code == 0, "\(ignored)")
        let entry = try #require(try Self.report(scratch).snapshots.first)
        #expect(entry.pixels?.compared == 19200 - 1600 && entry.pixels?.different == 0)
    }

    @Test func textDrawnAsBoxesFailsAndIsNotRecorded() throws {
        let scratch = try Scratch()
        try scratch.write("""
            name: glyph
            canvas: { width: 60, height: 30, scale: 1 }
            root:
              subviews:
                - { type: label, id: smile, text: "\u{1F600}" }
            constraints:
              - "smile.leading == root.leading"
              - "smile.top == root.top"
            """, to: "Samples/glyph.yaml")
        let result = try scratch.run(["verify", "--filter", "glyph"])
        #expect(result.code == 1, "\(result)")
        #expect(result.stdout.contains("FAILED    glyph: text drawn as boxes: no bundled font has '\u{1F600}' (U+1F600: an emoji font); the render is not recorded as a golden, whatever the record mode"), "\(result)")
        #expect(!scratch.exists("Golden/glyph.png"))
        // No record mode can fix the render, so none is advised.
        #expect(!result.stdout.contains("--record"), "\(result)")
    }

    @Test func layoutWarningsArePrintedAndDoNotFail() throws {
        let scratch = try Scratch(copySuite: false)
        // Two required widths: the engine breaks one, as UIKit does, and says so.
        try scratch.write("""
            name: conflict
            canvas: { width: 60, height: 30, scale: 1 }
            root:
              subviews:
                - { type: view, id: box, background: "#FF0000" }
            constraints:
              - "box.leading == root.leading"
              - "box.top == root.top"
              - "box.height == 10"
              - "box.width == 20"
              - "box.width == 30"
            """, to: "Samples/conflict.yaml")
        #expect(try scratch.run(["verify"]).code == 1)
        let result = try scratch.run(["verify"])
        #expect(result.code == 0, "\(result)")
        #expect(result.stderr.contains("Samples/conflict.yaml: warning: conflict: Unable to simultaneously satisfy constraints."), "\(result)")
        #expect(result.stdout.contains("1 passed, 0 failed, 0 recorded, 0 errors in "))
    }

    @Test func anInvalidSpecIsBadInputAndTheRestStillRuns() throws {
        let scratch = try Scratch()
        try scratch.write("root:\n  subviews:\n    - { type: nosuchtype }\n", to: "Samples/broken.yaml")
        let result = try scratch.run(["verify"])
        #expect(result.code == 65, "\(result)")
        #expect(result.stderr.contains("Samples/broken.yaml:3:"), "\(result)")
        #expect(result.stdout.contains("0 passed, 0 failed, 5 recorded, 1 error in "), "\(result)")
        #expect(scratch.exists("Golden/boxes.png"))
    }

    @Test func twoSpecsWithOneNameAreBadInput() throws {
        let scratch = try Scratch()
        try FileManager.default.copyItem(atPath: scratch.path("Samples/boxes.yaml"), toPath: scratch.path("Samples/boxes-copy.yaml"))
        let result = try scratch.run(["verify", "--record", "never"])
        #expect(result.code == 65, "\(result)")
        #expect(result.stderr.contains("Samples/boxes.yaml: error: snapshot 'boxes' is also produced by Samples/boxes-copy.yaml"), "\(result)")
    }

    @Test func unusedGoldensAreListedAndDeletedOnlyOnAWholeRun() throws {
        let scratch = try Scratch()
        try scratch.run(["verify", "--record", "all"])
        try scratch.write("old", to: "Golden/old.png")
        try scratch.write("old", to: "Golden/old.frames.txt")
        try scratch.write("partial", to: "Golden/.boxes.png.123.456.tmp")
        try scratch.write("notes", to: "Golden/README.md")
        let listed = try scratch.run(["verify"])
        #expect(listed.code == 0, "\(listed)")
        #expect(listed.stdout.contains("unused golden Golden/old.frames.txt (no spec produces it)\nunused golden Golden/old.png (no spec produces it)\nleftover temporary file Golden/.boxes.png.123.456.tmp (from an interrupted write)"), "\(listed)")
        #expect(try scratch.run(["verify", "--orphans", "delete", "--shard", "1/2"]).code == 64)
        #expect(try scratch.run(["verify", "--orphans", "delete", "Samples/boxes.yaml"]).code == 64)
        #expect(try scratch.run(["verify", "--orphans", "delete", "--filter", "box"]).code == 64)
        #expect(scratch.exists("Golden/old.png"))
        let deleted = try scratch.run(["verify", "--orphans", "delete"])
        #expect(deleted.code == 0, "\(deleted)")
        #expect(deleted.stdout.contains("deleted unused golden Golden/old.png"))
        #expect(!scratch.exists("Golden/old.png") && !scratch.exists("Golden/old.frames.txt"))
        #expect(!scratch.exists("Golden/.boxes.png.123.456.tmp"))
        #expect(scratch.exists("Golden/README.md") && scratch.exists("Golden/boxes.png"))
    }

    @Test func theOutputDoesNotDependOnTheThreadCount() throws {
        let scratch = try Scratch()
        try scratch.run(["verify", "--record", "all"])
        try scratch.edit("Samples/boxes.yaml", replacing: "id: red, background: \"#FF0000\"", with: "id: red, background: \"#FF8000\"")
        try scratch.edit("Samples/stack.yaml", replacing: "spacing: 4", with: "spacing: 6")
        func run(_ jobs: Int) throws -> (String, [SnapshotResult]) {
            let result = try scratch.run(["verify", "--jobs", "\(jobs)"], environment: ["CI": "1"])
            #expect(result.code == 1, "\(result)")
            // Everything but the timing on the summary line.
            let text = result.stdout.replacingOccurrences(of: #" in [0-9.]+ s"#, with: "", options: .regularExpression)
            let snapshots = try Self.report(scratch).snapshots.map { entry -> SnapshotResult in
                var entry = entry
                entry.seconds = 0
                return entry
            }
            return (text, snapshots)
        }
        let one = try run(1), four = try run(4)
        #expect(one.0 == four.0)
        #expect(one.1 == four.1)
        #expect(one.1.map(\.status) == [.failed, .passed, .passed, .failed, .failed])
    }
}
