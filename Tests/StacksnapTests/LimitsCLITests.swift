import Foundation
import Testing

/// The canvas and time limits through the executable: their defaults, their flags, and the
/// messages that name the flag to raise them.
@Suite struct LimitsCLITests {
    static let small = "name: small\ncanvas: {width: 20, height: 20, scale: 2}\nroot: {background: red}\n"

    @Test func theCanvasPixelLimitHasAFlag() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.small, to: "small.yaml")
        // 20 × 20 points at scale 2 is 40 × 40 = 1600 pixels.
        let refused = try Bounded.run(["render", "small.yaml", "-o", "out", "--max-canvas-pixels", "1599"], in: scratch.root.path)
        #expect(refused.code == 65)
        #expect(refused.stderrLines == [
            "small.yaml: error: small: the canvas is 40×40 pixels; the limit is 1599 pixels (raise it with --max-canvas-pixels)",
        ])
        #expect(!scratch.exists("out/small.png"))
        let allowed = try Bounded.run(["render", "small.yaml", "-o", "out", "--max-canvas-pixels", "1600"], in: scratch.root.path)
        #expect(allowed.code == 0, "\(allowed)")

        // A fixed side is checked when the spec is read: on line 2 the width's value is at
        // column 17 and the height's at 29.
        let side = try Bounded.run(["layout", "small.yaml", "--max-canvas-side", "39"], in: scratch.root.path)
        #expect(side.code == 65)
        #expect(side.stderrLines == [
            "small.yaml:2:17: error: canvas.width: canvas width 20 at scale 2 is 40 pixels; the limit is 39",
            "small.yaml:2:29: error: canvas.height: canvas height 20 at scale 2 is 40 pixels; the limit is 39",
        ])
    }

    /// The default canvas limit (8192² pixels) stops a canvas that fits huge content, after
    /// layout and before any pixel memory is taken.
    @Test func aFittingCanvasBeyondTheDefaultLimitIsRefused() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write("name: huge\ncanvas: {scale: 1}\nroot:\n  subviews:\n    - {type: view, id: v, intrinsicSize: [100000, 100000]}\n"
                          + "constraints:\n  - {vfl: \"H:|[v]|\"}\n  - {vfl: \"V:|[v]|\"}\n", to: "huge.yaml")
        let result = try Bounded.run(["render", "huge.yaml", "-o", "out"], in: scratch.root.path)
        #expect(result.code == 65)
        #expect(result.stderrLines == [
            "huge.yaml: error: huge: the canvas is 100000×100000 pixels; the limit is 67108864 pixels (raise it with --max-canvas-pixels)",
        ])
    }

    /// 6,000 labels in 60 groups of ten rows distributed `equalCentering`, beside a stack whose
    /// only view is hidden (so the direct stack layout hands the tree to the solver: an
    /// ordering spanner carries such a stack), take the solver far more than a second in a
    /// debug build (about 12 s here); with `--timeout 1` the snapshot fails after about a
    /// second with the stage it reached, and `verify` still checks the other snapshots.
    @Test func theTimeBudgetStopsASlowSnapshotAndOnlyIt() throws {
        let scratch = try Scratch(copySuite: false)
        var slow = "name: slow\ncanvas: {width: 400}\nroot:\n  subviews:\n    - type: stack\n      id: s\n"
            + "      axis: vertical\n      spacing: 8\n      arranged:\n"
            + "        - {type: stack, arranged: [{type: label, hidden: true, text: hidden}]}\n"
        for group in 0..<60 {
            slow += "        - type: stack\n          axis: vertical\n          spacing: 8\n          arranged:\n"
            for row in 0..<10 {
                let labels = (0..<10).map { "{type: label, text: '\(String(repeating: "x", count: 1 + (group * 100 + row * 10 + $0) % 7))'}" }
                slow += "            - {type: stack, spacing: 8, alignment: center, distribution: equalCentering, arranged: ["
                    + labels.joined(separator: ", ") + "]}\n"
            }
        }
        slow += "constraints:\n  - {vfl: \"H:|[s]\"}\n  - {vfl: \"V:|[s]\"}\n"
        try scratch.write(slow, to: "Samples/slow.yaml")
        try scratch.write(Self.small, to: "Samples/small.yaml")

        let render = try Bounded.run(["render", "Samples/slow.yaml", "-o", "out", "--timeout", "1"], in: scratch.root.path)
        #expect(render.code == 65)
        let line = try #require(render.stderrLines.first)
        #expect(line.hasPrefix("Samples/slow.yaml: error: slow: the time budget of 1 s ran out while "), "\(line)")
        #expect(line.hasSuffix("; raise it with --timeout (seconds; 0 for none)"))
        #expect(!scratch.exists("out/slow.png"))

        let verify = try Bounded.run(["verify", "--timeout", "1", "--no-report", "--no-cache", "--jobs", "2"], in: scratch.root.path)
        #expect(verify.code == 65, "\(verify)")
        #expect(verify.stdout.contains("0 passed, 0 failed, 1 recorded, 1 error"), "\(verify.stdout)")
        #expect(scratch.exists("Golden/small.png") && !scratch.exists("Golden/slow.png"))
    }

    @Test func timeoutZeroMeansNoLimit() throws {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(Self.small, to: "small.yaml")
        let result = try Bounded.run(["render", "small.yaml", "-o", "out", "--timeout", "0"], in: scratch.root.path)
        #expect(result.code == 0, "\(result)")
        #expect(scratch.exists("out/small.png"))
    }
}
