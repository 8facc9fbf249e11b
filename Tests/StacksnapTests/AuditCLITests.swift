import Foundation
import Testing

/// The audit from the command line: `stacksnap audit` prints a line per finding and exits 1;
/// `verify --audit warn` passes and reports; `verify --audit error` fails the snapshot and
/// marks the findings on a picture in the report; the accessibility snapshot is a golden.
@Suite struct AuditCLITests {
    static func scratch() throws -> Scratch {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(try VerifyFixtures.text("Audit/targets.yaml"), to: "specs/targets.yaml")
        return scratch
    }

    @Test func auditPrintsFindingsAndExitsOne() throws {
        let scratch = try Self.scratch()
        let run = try Bounded.run(["audit", "specs/targets.yaml", "-o", "marked"], in: scratch.root.path)
        #expect(run.code == 1, "\(run)")
        #expect(run.stdout.contains("specs/targets.yaml:8: touchTarget: button small: touch target 100 × 30 pt is smaller than 44 × 44 pt [audit-targets]"),
                "\(run.stdout)")
        #expect(run.stdout.hasSuffix("7 findings in 1 snapshot\n"), "\(run.stdout)")
        #expect(scratch.exists("marked/audit-targets.audit.png"))
        let disabled = try Bounded.run(["audit", "specs/targets.yaml", "--disable", "touchTarget", "--disable", "obscured",
                                        "--disable", "overlappingControls", "--disable", "offscreen",
                                        "--disable", "missingLabel"], in: scratch.root.path)
        #expect(disabled.code == 0, "\(disabled)")
        #expect(disabled.stdout == "0 findings in 0 snapshots\n")
        let json = try Bounded.run(["audit", "specs/targets.yaml", "--json"], in: scratch.root.path)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(list.count == 7)
        #expect((list.first?["finding"] as? [String: Any])?["measured"] as? String == "100 × 30 pt")
    }

    @Test func verifyWarnsOrFails() throws {
        let scratch = try Self.scratch()
        let record = try Bounded.run(["verify", "specs/targets.yaml", "--golden", "golden", "--record", "all", "--no-report"],
                                     in: scratch.root.path)
        #expect(record.code == 1, "\(record)")
        let warned = try Bounded.run(["verify", "specs/targets.yaml", "--golden", "golden", "--record", "never",
                                      "--audit", "warn", "--report", "report"], in: scratch.root.path)
        #expect(warned.code == 0, "\(warned)")
        #expect(warned.stderr.contains("specs/targets.yaml:8: warning: touchTarget: button small"), "\(warned.stderr)")
        let failed = try Bounded.run(["verify", "specs/targets.yaml", "--golden", "golden", "--record", "never",
                                      "--audit", "error", "--report", "report"], in: scratch.root.path)
        #expect(failed.code == 1, "\(failed)")
        #expect(failed.stdout.contains("FAILED    audit-targets: 7 accessibility findings: touchTarget button small (100 × 30 pt)"),
                "\(failed.stdout)")
        #expect(scratch.exists("report/artifacts/audit-targets.audit.png"))
        let json = try #require(scratch.bytes("report/report.json"))
        #expect(String(decoding: json, as: UTF8.self).contains("\"rule\" : \"missingLabel\""))
    }

    @Test func accessibilitySnapshotIsAGolden() throws {
        let scratch = try Self.scratch()
        let record = try Bounded.run(["verify", "specs/targets.yaml", "--golden", "golden", "--record", "all",
                                      "--no-report", "--accessibility"], in: scratch.root.path)
        #expect(record.code == 1, "\(record)")
        let list = try #require(scratch.bytes("golden/audit-targets.accessibility.frames.txt"))
        let text = String(decoding: list, as: UTF8.self)
        #expect(text.contains("# 9 accessibility elements, in VoiceOver's reading order"), "\(text)")
        #expect(text.contains("traits button toggleButton — switch toggle [20, 80, 51, 31]"), "\(text)")
        let again = try Bounded.run(["verify", "specs/targets.yaml", "--golden", "golden", "--record", "never",
                                     "--no-report", "--accessibility"], in: scratch.root.path)
        #expect(again.code == 0, "\(again)")
        // Without the option only the snapshot itself is checked.
        let without = try Bounded.run(["verify", "specs/targets.yaml", "--golden", "golden", "--record", "never", "--no-report"],
                                      in: scratch.root.path)
        #expect(without.code == 0 && without.stdout.hasPrefix("1 passed,"), "\(without)")
    }
}
