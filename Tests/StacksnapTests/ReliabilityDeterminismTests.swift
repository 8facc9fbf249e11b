import Foundation
import Testing

/// One thread or two, the same run: the same report.json (timings aside), the same
/// artifacts and recorded goldens byte for byte, the same lines printed. Timings are the
/// report's `seconds` fields (per snapshot and in the summary) and the summary line's
/// "in N s"; nothing else in the output may depend on the schedule.
@Suite struct ReliabilityDeterminismTests {
    /// The repository's samples and goldens, with one golden removed and one frame tree
    /// edited, so the runs have failures and artifacts to compare as well as passes.
    private func samples() throws -> Scratch {
        let scratch = try Scratch(copySuite: false)
        for folder in ["Samples", "Golden"] {
            try FileManager.default.copyItem(at: VerifyFixtures.packageRoot.appendingPathComponent(folder),
                                             to: scratch.root.appendingPathComponent(folder))
        }
        try FileManager.default.removeItem(atPath: scratch.path("Golden/stack-overview.png"))
        let frames = try #require(scratch.bytes("Golden/tutorial-rating.frames.txt"))
        try scratch.write(Array(String(decoding: frames, as: UTF8.self).replacingOccurrences(of: "20", with: "21").utf8),
                          to: "Golden/tutorial-rating.frames.txt")
        return scratch
    }

    /// report.json without its timings, re-printed with sorted keys.
    private func withoutTimings(_ bytes: [UInt8]?) throws -> String {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { $0.key != "seconds" }.mapValues(strip)
            }
            if let array = value as? [Any] { return array.map(strip) }
            return value
        }
        let object = try JSONSerialization.jsonObject(with: Data(try #require(bytes)))
        let data = try JSONSerialization.data(withJSONObject: strip(object), options: [.sortedKeys, .prettyPrinted])
        return String(decoding: data, as: UTF8.self)
    }

    private func files(_ scratch: Scratch, _ folder: String) throws -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: scratch.path(folder)) {
            result[name] = scratch.bytes("\(folder)/\(name)")
        }
        return result
    }

    @Test func oneThreadAndTwoGiveTheSameReportArtifactsAndOutput() throws {
        let scratch = try samples()
        var runs: [CLIResult] = []
        for jobs in [1, 2] {
            runs.append(try Bounded.run(["verify", "--record", "never", "--no-cache", "--jobs", "\(jobs)", "--report", "report\(jobs)"],
                                        in: scratch.root.path))
        }
        #expect(runs[0].code == 1 && runs[1].code == 1, "\(runs[0])")
        #expect(try withoutTimings(scratch.bytes("report1/report.json")) == withoutTimings(scratch.bytes("report2/report.json")))
        let artifacts1 = try files(scratch, "report1/artifacts"), artifacts2 = try files(scratch, "report2/artifacts")
        #expect(artifacts1.keys.sorted() == artifacts2.keys.sorted())
        #expect(artifacts1 == artifacts2)
        #expect(artifacts1.keys.contains("stack-overview.actual.png") && artifacts1.keys.contains("tutorial-rating.frames.diff"))
        // Everything printed but the summary's time, and the report folder's name.
        func lines(_ result: CLIResult, _ jobs: Int) -> [String] {
            result.stdout.split(separator: "\n").map(String.init).filter { !$0.contains(" in ") || !$0.hasSuffix(" s") }
                .map { $0.replacingOccurrences(of: "report\(jobs)/", with: "report/") }
        }
        #expect(lines(runs[0], 1) == lines(runs[1], 2))
        #expect(runs[0].stderr == runs[1].stderr)
    }

    @Test func recordingOnOneThreadAndTwoWritesTheSameGoldens() throws {
        let scratch = try samples()
        var recorded: [Int] = []
        for jobs in [1, 2] {
            let result = try Bounded.run(["verify", "--record", "all", "--no-cache", "--no-report", "--jobs", "\(jobs)",
                                          "--golden", "Recorded\(jobs)"], in: scratch.root.path)
            #expect(result.code == 1, "\(result)")
            // "0 passed, 0 failed, N recorded, 0 errors in …"
            let summary = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
            recorded.append(Int(summary.split(separator: " ").dropFirst(4).first ?? "") ?? -1)
        }
        let one = try files(scratch, "Recorded1"), two = try files(scratch, "Recorded2")
        #expect(recorded[0] > 0 && recorded[0] == recorded[1])
        #expect(one.count == 2 * recorded[0], "a PNG and a frame tree per snapshot")
        #expect(one == two)
    }
}
