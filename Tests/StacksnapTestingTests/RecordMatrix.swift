import Foundation
import LayoutDSL
import Stacksnap
import StacksnapVerify
import StacksnapTesting

/// The rows of `Fixtures/record-matrix.txt`, and the goldens each row starts from.
struct RecordMatrixRow: Sendable, CustomStringConvertible {
    var mode: RecordMode
    var golden: GoldenState
    var status: SnapshotStatus
    /// none | old | new
    var after: String
    var artifacts: [String]
    /// Phrases the failure message must hold; nil: the assertion must record no failure.
    var mentions: [String]?

    var description: String { "\(mode.rawValue) × \(golden.rawValue)" }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/record-matrix.txt")

    static let all: [RecordMatrixRow] = {
        guard let text = try? String(contentsOf: fixture, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line -> RecordMatrixRow? in
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 6, let mode = RecordMode(rawValue: cells[0]), let golden = GoldenState(rawValue: cells[1]),
                  let status = SnapshotStatus(rawValue: cells[2]) else { return nil }
            return RecordMatrixRow(mode: mode, golden: golden, status: status, after: cells[3],
                                   artifacts: cells[4].split(separator: " ").map(String.init),
                                   mentions: cells[5] == "-" ? nil
                                       : cells[5].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) })
        }
    }()
}

/// Small layouts and folders for the matrix.
enum MatrixFixture {
    static let name = "matrix"

    /// What each row renders: a blue box at (10, 8).
    static var current: Layout {
        let box = ViewRef("box")
        return Layout(name, canvas: Canvas(width: 60, height: 40)) {
            Box(size: 20).id(box).background("#4A90E2")
        } constraints: {
            box.leading == root.leading + 10
            box.top == root.top + 8
        }
    }

    /// The earlier layout a differing golden comes from: moved 4 points right, orange.
    static var earlier: Layout {
        let box = ViewRef("box")
        return Layout(name, canvas: Canvas(width: 60, height: 40)) {
            Box(size: 20).id(box).background("#F5A623")
        } constraints: {
            box.leading == root.leading + 14
            box.top == root.top + 8
        }
    }

    /// A fresh folder under the temporary directory.
    static func temporaryFolder(_ label: String) -> String {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("stacksnap-testing-\(label)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Puts the row's goldens in place; returns the bytes of the golden image (nil if none).
    static func prepare(_ state: GoldenState, goldens: String, artifacts: String) -> Data? {
        let source: Layout
        switch state {
        case .missing: return nil
        case .matching: source = current
        case .differing: source = earlier
        }
        guard let document = try? source.document() else { return nil }
        _ = LayoutSnapshotCheck(snapshotDirectory: goldens, artifactsDirectory: artifacts, record: .all).run(document)
        return FileManager.default.contents(atPath: imagePath(goldens))
    }

    static func imagePath(_ goldens: String) -> String { (goldens as NSString).appendingPathComponent("\(name).png") }
    static func framesPath(_ goldens: String) -> String { (goldens as NSString).appendingPathComponent("\(name).frames.txt") }

    /// The artifact kinds present for the snapshot, as the fixture names them.
    static func artifactKinds(in report: String) -> [String] {
        ["expected", "actual", "diff", "side-by-side", "frames.diff"].filter { kind in
            let file = kind == "frames.diff" ? "\(name).frames.diff" : "\(name).\(kind).png"
            return FileManager.default.fileExists(atPath: (report as NSString).appendingPathComponent("artifacts/\(file)"))
        }
    }
}
