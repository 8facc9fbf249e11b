import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// The record modes × golden states × CI table, read from `Fixtures/record-decisions.txt`.
struct GoldenDecisionTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var line: Int
        var mode: RecordMode?
        var ci: Bool
        var image: GoldenState
        /// `close` in the table: matching within the tolerance, but not identical.
        var imageIdentical: Bool
        var frames: GoldenState
        var canRecord: Bool
        var status: SnapshotStatus
        var writes: Set<String>

        var testDescription: String {
            "line \(line): \(mode?.rawValue ?? "default") CI \(ci ? "on" : "off") \(image.rawValue)/\(frames.rawValue)"
        }
    }

    static let rows: [Row] = {
        guard let text = try? VerifyFixtures.text("record-decisions.txt") else { return [] }
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: " ").map(String.init)
            guard let first = fields.first, !first.hasPrefix("#") else { continue }
            let close = fields.count > 2 && fields[2] == "close"
            guard fields.count >= 7, let image = close ? .matching : GoldenState(rawValue: fields[2]), let frames = GoldenState(rawValue: fields[3]),
                  let status = SnapshotStatus(rawValue: fields[5]) else {
                continue
            }
            rows.append(Row(line: index + 1, mode: RecordMode(rawValue: fields[0]), ci: fields[1] == "on",
                            image: image, imageIdentical: !close, frames: frames, canRecord: fields[4] == "ok", status: status,
                            writes: Set(fields[6...].filter { $0 != "-" })))
        }
        return rows
    }()

    @Test func theTableIsComplete() {
        // 5 modes (default included) × 2 CI × 3 states, plus 6 mixed rows, 4 close ones and
        // 4 with boxes.
        #expect(Self.rows.count == 44)
    }

    @Test(arguments: rows)
    func decision(_ row: Row) {
        let environment = row.ci ? ["CI": "true"] : [:]
        let mode = RecordMode.resolve(row.mode, environment: environment)
        let decision = GoldenDecision.decide(mode: mode, image: row.image, frames: row.frames, canRecord: row.canRecord,
                                             imageIdentical: row.imageIdentical)
        #expect(decision.status == row.status)
        #expect(decision.writeImage == row.writes.contains("image"))
        #expect(decision.writeFrames == row.writes.contains("frames"))
    }

    @Test(arguments: [("true", true), ("1", true), ("yes", true), ("", false), ("0", false), ("false", false), ("FALSE", false)])
    func ciVariable(_ value: String, _ isCI: Bool) {
        #expect(RecordMode.isCI(["CI": value]) == isCI)
        #expect(RecordMode.resolve(nil, environment: ["CI": value]) == (isCI ? .never : .missing))
    }

    @Test func anExplicitModeWinsOverCI() {
        for mode in RecordMode.allCases {
            #expect(RecordMode.resolve(mode, environment: ["CI": "true"]) == mode)
        }
        #expect(RecordMode.resolve(nil, environment: [:]) == .missing)
    }
}
