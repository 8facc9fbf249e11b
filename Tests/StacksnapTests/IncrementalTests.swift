import Foundation
import PropertyBased
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// `verify --incremental` is sound: a snapshot it passes without drawing is one a full run
/// passes too. A stamp matches only when the engine, the fonts and every input byte are the
/// ones the golden was drawn from, and drawing is deterministic — so these tests check the
/// verdicts agree, on the samples and on random specs with random edits.
@Suite struct IncrementalTests {
    static func run(_ specs: [String], golden: String, record: RecordMode, incremental: Bool) -> [SnapshotResult] {
        var options = Verifier.Options(golden: golden, record: record, report: nil, jobs: 2)
        options.incremental = incremental
        return Verifier.run(VerifyPlan.make(specFiles: specs), options: options)
    }

    static func verdicts(_ results: [SnapshotResult]) -> [String: SnapshotStatus] {
        Dictionary(uniqueKeysWithValues: results.map { ($0.name, $0.status) })
    }

    /// Every sample: recorded, then checked both ways. Each is skipped, and each passes.
    @Test func everySampleIsSkippedExactlyWhenAFullRunPassesIt() throws {
        let scratch = try Scratch(copySuite: false)
        let samples = VerifyFixtures.packageRoot.appendingPathComponent("Samples")
        try FileManager.default.copyItem(at: samples, to: scratch.root.appendingPathComponent("Samples"))
        let specs = try FileManager.default.contentsOfDirectory(atPath: scratch.path("Samples"))
            .filter { $0.hasSuffix(".yaml") }.sorted().map { scratch.path("Samples/" + $0) }
        let golden = scratch.path("golden")
        _ = Self.run(specs, golden: golden, record: .missing, incremental: false)
        let skipping = Self.run(specs, golden: golden, record: .never, incremental: true)
        let full = Self.run(specs, golden: golden, record: .never, incremental: false)
        #expect(Self.verdicts(skipping) == Self.verdicts(full))
        #expect(skipping.count > 40)
        #expect(skipping.allSatisfy { $0.skipped == true && $0.status == .passed })
        #expect(full.allSatisfy { $0.skipped == nil && $0.status == .passed })
    }

    /// A small random spec: a row of boxes and a label, from a few numbers.
    static func spec(widths: [Int], spacing: Int, text: String, color: Int) -> String {
        let colors = ["systemBlue", "systemRed", "systemGreen", "\"#336699\""]
        let boxes = widths.enumerated().map { "        - {type: view, id: b\($0.offset), intrinsicSize: [\($0.element), 12], background: \(colors[(color + $0.offset) % colors.count])}" }
        return """
            name: random
            canvas: {width: 160, scale: 1}
            root:
              subviews:
                - type: stack
                  id: row
                  spacing: \(spacing)
                  arranged:
            \(boxes.joined(separator: "\n"))
                - {type: label, id: caption, text: "\(text)", font: {size: 11}}
            constraints:
              - "row.leading == root.leading + 4"
              - "row.top == root.top + 4"
              - "caption.leading == row.leading"
              - "caption.top == row.bottom + 4"
              - "root.bottom == caption.bottom + 4"
            matrix: {appearance: [light, dark]}
            """
    }

    static let widths = Gen.int(in: 4...40).array(of: 1...4)
    static let edits = Gen.int(in: 0...3)

    /// Random specs, recorded, then edited or not (a width, the spacing, the text, or
    /// nothing): wherever the incremental run passes without drawing, the full run passes,
    /// and the two agree on every verdict.
    @Test func randomEditsNeverHideAChange() async {
        await propertyCheck(count: 12, input: Self.widths, Gen.int(in: 0...10), Self.edits) { widths, spacing, edit in
            let scratch = try Scratch(copySuite: false)
            let path = scratch.path("random.yaml")
            try scratch.write(Self.spec(widths: widths, spacing: spacing, text: "Caption", color: spacing), to: "random.yaml")
            let golden = scratch.path("golden")
            _ = Self.run([path], golden: golden, record: .missing, incremental: false)
            var edited = (widths, spacing, "Caption")
            switch edit {
            case 1: edited.0[0] += 1
            case 2: edited.1 += 1
            case 3: edited.2 = "Caption!"
            default: break
            }
            try scratch.write(Self.spec(widths: edited.0, spacing: edited.1, text: edited.2, color: spacing), to: "random.yaml")
            let skipping = Self.run([path], golden: golden, record: .never, incremental: true)
            let full = Self.run([path], golden: golden, record: .never, incremental: false)
            #expect(Self.verdicts(skipping) == Self.verdicts(full))
            #expect(full.count == 2 && full.allSatisfy { $0.status != .error }, "\(full.map(\.messages))")
            for result in skipping {
                #expect((result.skipped == true) == (edit == 0), "\(result.name) after edit \(edit)")
            }
        }
    }

    /// The stamp line round-trips, and the cause of a change is read off two stamps.
    @Test(arguments: [
        ("spec", GoldenStamp(engine: "1", fonts: "f", input: "a"), GoldenStamp(engine: "1", fonts: "f", input: "b")),
        ("engine", GoldenStamp(engine: "1", fonts: "f", input: "a"), GoldenStamp(engine: "2", fonts: "f", input: "a")),
        ("spec and engine and fonts", GoldenStamp(engine: "1", fonts: "f", input: "a"), GoldenStamp(engine: "2", fonts: "g", input: "b")),
        ("nothing recorded", GoldenStamp(engine: "1", fonts: "f", input: "a"), GoldenStamp(engine: "1", fonts: "f", input: "a")),
        ("input", GoldenStamp(engine: "1", fonts: "f", input: "-"), GoldenStamp(engine: "1", fonts: "f", input: "-")),
    ])
    func causes(_ expected: String, _ recorded: GoldenStamp, _ current: GoldenStamp) {
        #expect(GoldenStamp.cause(recorded: recorded, current: current) == expected)
        let (read, tree) = GoldenStamp.split(recorded.line + "root [0, 0, 1, 1]\n")
        #expect(read == recorded)
        #expect(tree == "root [0, 0, 1, 1]\n")
        #expect(GoldenStamp.cause(recorded: nil, current: current) == "unstamped")
    }
}
