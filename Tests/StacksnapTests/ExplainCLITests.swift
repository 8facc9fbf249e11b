import Foundation
import Testing

/// "Why it moved", end to end: each case of `Fixtures/Explain/cases.json` records goldens of
/// a spec, edits the spec, and checks the explanation `stacksnap verify` prints — once with
/// the golden's constraint listing kept beside it (`--constraint-sidecars`) and once without.
/// The expected lines were worked out by hand from the stack rules (see the file's `about`).
@Suite struct ExplainCLITests {
    struct Table: Decodable {
        let cases: [Case]
    }

    struct Case: Decodable, Sendable, CustomStringConvertible {
        let name: String
        let spec: String
        let edits: [[String]]
        let sidecar: [String]
        let plain: [String]
        var description: String { name }
    }

    static let cases: [Case] = {
        do {
            let data = try Data(contentsOf: VerifyFixtures.folder.appendingPathComponent("Explain/cases.json"))
            return try JSONDecoder().decode(Table.self, from: data).cases
        } catch {
            return [Case(name: "cases.json does not load: \(error)", spec: "", edits: [], sidecar: ["-"], plain: ["-"])]
        }
    }()

    @Test(arguments: cases, [true, false])
    func explanationNamesTheCause(_ c: Case, sidecar: Bool) throws {
        let scratch = try Scratch(copySuite: false)
        let original = try VerifyFixtures.text("Explain/\(c.spec)")
        let spec = "specs/\(c.spec)"
        try scratch.write(original, to: spec)
        var record = ["verify", spec, "--golden", "golden", "--record", "all", "--no-report"]
        if sidecar { record.append("--constraint-sidecars") }
        _ = try Bounded.run(record, in: scratch.root.path)
        #expect(scratch.exists("golden/" + c.spec.replacingOccurrences(of: ".yaml", with: ".constraints.txt")) == false
                || sidecar)
        var edited = original
        for edit in c.edits {
            #expect(edited.contains(edit[0]), "the edit \(edit[0]) does not apply")
            edited = edited.replacingOccurrences(of: edit[0], with: edit[1])
        }
        try scratch.write(edited, to: spec)
        let run = try Bounded.run(["verify", spec, "--golden", "golden", "--record", "never", "--no-report"],
                                  in: scratch.root.path)
        #expect(run.code == 1, "\(run)")
        let printed = Self.explanation(run.stdout)
        let expected = sidecar ? c.sidecar : c.plain
        #expect(printed.count == expected.count, "\(run.stdout)")
        for (line, pattern) in zip(printed, expected) {
            #expect(Self.matches(line, pattern, spec: spec), "\(line)\n  expected \(pattern)")
        }
    }

    /// The recorded listing is what `stacksnap constraints` prints, and `accept` keeps it
    /// in step with the frames it accepts.
    @Test func sidecarIsTheConstraintListingAndAcceptKeepsIt() throws {
        let scratch = try Scratch(copySuite: false)
        let original = try VerifyFixtures.text("Explain/row.yaml")
        try scratch.write(original, to: "specs/row.yaml")
        let path = scratch.root.path
        _ = try Bounded.run(["verify", "specs", "--golden", "golden", "--no-report", "--constraint-sidecars"], in: path)
        let listing = try Bounded.run(["constraints", "specs/row.yaml"], in: path)
        let sidecar = try String(contentsOfFile: scratch.path("golden/why.constraints.txt"), encoding: .utf8)
        #expect(sidecar == listing.stdout)
        try scratch.write(original.replacingOccurrences(of: "+ 8", with: "+ 20"), to: "specs/row.yaml")
        // Without the flag: the listing that exists is still used and kept current.
        let failing = try Bounded.run(["verify", "specs", "--golden", "golden", "--report", "rep"], in: path)
        #expect(failing.code == 1)
        #expect(failing.stdout.contains("constraint changed: below.top == row.bottom + 8 → below.top == row.bottom + 20"))
        let report = try String(contentsOfFile: scratch.path("rep/report.json"), encoding: .utf8)
        #expect(report.contains("\"explanation\""))
        let accepted = try Bounded.run(["accept", "--report", "rep"], in: path)
        #expect(accepted.stdout.contains("golden/why.constraints.txt"), "\(accepted)")
        let after = try String(contentsOfFile: scratch.path("golden/why.constraints.txt"), encoding: .utf8)
        #expect(after.contains("below.top == row.bottom + 20"))
        let clean = try Bounded.run(["verify", "specs", "--golden", "golden", "--no-report"], in: path)
        #expect(clean.code == 0, "\(clean)")
    }

    /// The lines under `why it moved:` (indented six spaces) up to the frame diff.
    static func explanation(_ stdout: String) -> [String] {
        var lines: [String] = []
        var inside = false
        for line in stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "    why it moved:" { inside = true; continue }
            guard inside else { continue }
            guard line.hasPrefix("      ") else { break }
            lines.append(String(line.dropFirst(6)))
        }
        return lines
    }

    /// A literal line, except `{spec}` (the spec's path) and `{n}` (any number).
    static func matches(_ line: String, _ pattern: String, spec: String) -> Bool {
        let literal = NSRegularExpression.escapedPattern(for: pattern.replacingOccurrences(of: "{spec}", with: spec))
        let regex = literal.replacingOccurrences(of: "\\{n\\}", with: "-?[0-9]+(\\.[0-9]+)?")
        return line.range(of: "^" + regex + "$", options: .regularExpression) != nil
    }
}
