import Foundation
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// Shard reports merged with `stacksnap report merge` equal the report of one whole run.
@Suite(.serialized)
struct ReportMergeTests {
    static func withoutTimes(_ report: VerifyReport) -> [SnapshotResult] {
        report.snapshots.map { entry in
            var entry = entry
            entry.seconds = 0
            return entry
        }
    }

    @Test func shardsMergeIntoTheWholeRun() throws {
        let scratch = try Scratch()
        try scratch.run(["verify", "--record", "all", "--no-report"])
        try scratch.edit("Samples/boxes.yaml", replacing: "id: red, background: \"#FF0000\"", with: "id: red, background: \"#FF8000\"")
        try scratch.edit("Samples/stack.yaml", replacing: "spacing: 4", with: "spacing: 6")
        let ci = ["CI": "1"]
        let whole = try scratch.run(["verify", "--report", "whole"], environment: ci)
        #expect(whole.code == 1, "\(whole)")
        for number in 1...2 {
            let shard = try scratch.run(["verify", "--shard", "\(number)/2", "--report", "shard\(number)"], environment: ci)
            #expect([0, 1].contains(shard.code), "\(shard)")
        }
        let merged = try scratch.run(["report", "merge", "shard1", "shard2", "-o", "merged"])
        #expect(merged.code == 1, "\(merged)")
        #expect(merged.stdout.contains("2 passed, 3 failed, 0 recorded, 0 errors in "), "\(merged)")

        let wholeReport = try ReportFolder(path: scratch.path("whole")).read()
        let mergedReport = try ReportFolder(path: scratch.path("merged")).read()
        #expect(Self.withoutTimes(mergedReport) == Self.withoutTimes(wholeReport))
        #expect(mergedReport.summary.failed == 3 && mergedReport.summary.passed == 2)
        #expect(mergedReport.shards.map(\.description) == ["1/2", "2/2"])
        for path in mergedReport.snapshots.flatMap(\.artifacts.all) {
            #expect(scratch.exists("merged/" + path), "\(path) was not copied")
        }
        let junit = try #require(scratch.bytes("merged/junit.xml"))
        #expect(String(decoding: junit, as: UTF8.self).components(separatedBy: "<testcase ").count - 1 == 5)
        let html = String(decoding: try #require(scratch.bytes("merged/index.html")), as: UTF8.self)
        for name in VerifyEndToEndTests.names { #expect(html.contains("data-name=\"\(name)\""), "\(name)") }
    }

    static func report(_ entries: [SnapshotResult], shard: Shard? = nil) -> VerifyReport {
        VerifyReport(summary: VerifySummary(results: entries, seconds: 1), golden: "Golden", record: .never,
                     shards: shard.map { [$0] } ?? [], snapshots: entries)
    }

    @Test func entriesAreSortedCountedAndDeduplicated() throws {
        let a = SnapshotResult(name: "b", spec: "s.yaml", status: .failed, messages: ["x"])
        let b = SnapshotResult(name: "a", spec: "t.yaml", status: .passed)
        let broken = SnapshotResult(name: "u.yaml", spec: "u.yaml", status: .error, messages: ["bad"], errorKind: .badInput)
        let merged = try ReportMerge.merge([("one", Self.report([a, broken])), ("two", Self.report([b, broken]))])
        #expect(merged.snapshots.map(\.name) == ["a", "b", "u.yaml"])
        #expect(merged.summary == VerifySummary(passed: 1, failed: 1, recorded: 0, errors: 1, seconds: 1))
        #expect(merged.verdict == .badInput)
    }

    @Test func overlappingReportsThatDisagreeAreRefused() throws {
        let failed = SnapshotResult(name: "a", spec: "s.yaml", status: .failed)
        let passed = SnapshotResult(name: "a", spec: "s.yaml", status: .passed)
        #expect(throws: VerifyError.badReport(path: "two", message: "snapshot 'a' is passed here but failed in one; the reports overlap")) {
            try ReportMerge.merge([("one", Self.report([failed])), ("two", Self.report([passed]))])
        }
    }

    @Test func foreignAndFutureFilesAreRefused() throws {
        #expect(throws: VerifyError.badReport(path: "r.json", message: "expected \"tool\": \"stacksnap\"; this is not a stacksnap report")) {
            try VerifyReport.read(json: Array(#"{"version": 1, "tool": "other"}"#.utf8), path: "r.json")
        }
        #expect(throws: VerifyError.self) {
            try VerifyReport.read(json: Array(#"{"version": 2, "tool": "stacksnap"}"#.utf8), path: "r.json")
        }
        let scratch = try Scratch(copySuite: false)
        try scratch.write(#"{"version": 2, "tool": "stacksnap"}"#, to: "future/report.json")
        let result = try scratch.run(["report", "merge", "future", "-o", "out"])
        #expect(result.code == 65, "\(result)")
        #expect(result.stderr.contains("future/report.json: error: expected report version 1, found 2"), "\(result)")
        let missing = try scratch.run(["report", "merge", "nowhere", "-o", "out"])
        #expect(missing.code == 65, "\(missing)")
    }

    @Test func aReportSurvivesTheRoundTrip() throws {
        let entry = SnapshotResult(name: "card.compact", spec: "Samples/card.yaml", status: .recorded,
                                   messages: ["recorded Golden/card.compact.png"], warnings: ["w"],
                                   framesDiff: "--- a\n+++ b\n", recorded: ["Golden/card.compact.png"],
                                   artifacts: .init(actual: "artifacts/card.compact.actual.png"), seconds: 0.5)
        let report = Self.report([entry], shard: try Shard(number: 2, count: 3))
        let json = report.json()
        #expect(json.contains("\"version\" : 1"))
        #expect(try VerifyReport.read(json: Array(json.utf8), path: "r") == report)
    }
}
