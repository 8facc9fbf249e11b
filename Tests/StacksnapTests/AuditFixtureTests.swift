import Foundation
import LayoutSpec
import Pixels
import PropertyBased
import Stacksnap
import Testing

/// The accessibility audit and VoiceOver's reading order, data-driven: every spec in
/// `Fixtures/Audit/` is drawn and audited, and `expected.json` gives, per snapshot, the
/// findings (`rule view measured`, in rule order) and the elements in reading order —
/// worked out by hand (the file's `about` shows the arithmetic).
@Suite struct AuditFixtureTests {
    struct Expected: Decodable {
        struct Snapshot: Decodable {
            let findings: [String]
            let elements: [String]?
        }
        let snapshots: [String: Snapshot]
    }

    static let folder = VerifyFixtures.folder.appendingPathComponent("Audit")

    static let expected: Expected? = try? JSONDecoder().decode(
        Expected.self, from: Data(contentsOf: folder.appendingPathComponent("expected.json")))

    static let specs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    @Test func everyFixtureHasExpectations() throws {
        let expected = try #require(Self.expected, "expected.json does not load")
        #expect(Self.specs.count == 5)
        var names: [String] = []
        for spec in Self.specs {
            names += try SpecJob.load(Self.folder.appendingPathComponent(spec).path).outputs.map(\.name)
        }
        #expect(names.sorted() == expected.snapshots.keys.sorted())
    }

    @Test(arguments: specs)
    func findingsAndOrderAreTheWorkedOnes(_ spec: String) throws {
        let expected = try #require(Self.expected)
        let job = try SpecJob.load(Self.folder.appendingPathComponent(spec).path)
        for output in job.outputs {
            let want = try #require(expected.snapshots[output.name], "no expectation for \(output.name)")
            let rendered = try SpecJob.render(output)
            let findings = AccessibilityAudit.audit(rendered, output: output)
            let got = findings.map { "\($0.rule.rawValue) \($0.view) \($0.measured)" }
            #expect(got.count == want.findings.count, "\(output.name): \(findings.map(\.description))")
            for (line, pattern) in zip(got, want.findings) {
                let matches = pattern.hasSuffix(" *") ? line.hasPrefix(String(pattern.dropLast(1))) : line == pattern
                #expect(matches, "\(output.name): \(line) — expected \(pattern)")
            }
            if let order = want.elements {
                let elements = AccessibilityElements.elements(rendered.lowered, canvasFrames: rendered.canvasFrames)
                #expect(elements.map { "\(rendered.lowered.views[$0.viewIndex].type.rawValue) \($0.id ?? "-")" } == order)
            }
        }
    }

    /// A bar item's label names a symbol; a title or a system item has a name already.
    @Test func barItemLabelsNameSymbolsOnly() throws {
        let spec = """
            root:
              subviews:
                - {type: toolbar, items: [{symbol: gear, label: Settings}, {title: Edit, label: Change}]}
            """
        do {
            _ = try SpecFile.parse(spec, file: "bars.yaml")
            Issue.record("a label on a title item was accepted")
        } catch {
            let messages = error.errors.map(\.description)
            #expect(messages == ["bars.yaml:3:85: error: root.subviews[0].items[1].label: 'label' names what VoiceOver reads for a symbol item; this item has none"],
                    "\(messages)")
        }
    }

    /// Every finding names the spec line of its view, and every finding has a frame to mark.
    @Test func findingsPointAtTheirLines() throws {
        let job = try SpecJob.load(Self.folder.appendingPathComponent("targets.yaml").path)
        let output = try #require(job.outputs.first)
        let findings = AccessibilityAudit.audit(try SpecJob.render(output), output: output)
        let small = try #require(findings.first { $0.view == "button small" })
        #expect(small.location.hasSuffix("targets.yaml:8"))
        #expect(findings.allSatisfy { $0.frame.count == 4 })
        // Turning a rule off removes exactly its findings.
        let rendered = try SpecJob.render(output)
        let withoutTargets = AccessibilityAudit.audit(rendered, rules: AuditRule.allCases.filter { $0 != .touchTarget })
        #expect(!withoutTargets.contains { $0.rule == .touchTarget })
    }

    /// WCAG's contrast ratio: symmetric, between 1 and 21, 21 for black on white, 1 for a
    /// color on itself, and opaque text over a background is the text.
    @Test func contrastRatioProperties() async {
        await propertyCheck(count: 300, input: Gen.uint64()) { seed in
            var state = seed | 1
            func byte() -> UInt8 {
                state ^= state << 13; state ^= state >> 7; state ^= state << 17
                return UInt8(truncatingIfNeeded: state)
            }
            let a = RGBA(r: byte(), g: byte(), b: byte()), b = RGBA(r: byte(), g: byte(), b: byte())
            let ab = ContrastRatio.ratio(a, b)
            #expect(abs(ab - ContrastRatio.ratio(b, a)) < 1e-12)
            #expect(ab >= 1 && ab <= 21.0000001)
            #expect(ContrastRatio.ratio(a, a) == 1)
            #expect(ContrastRatio.over(a, b) == a)
        }
        let black = RGBA(r: 0, g: 0, b: 0), white = RGBA(r: 255, g: 255, b: 255)
        #expect(abs(ContrastRatio.ratio(black, white) - 21) < 1e-9)
        // Black at alpha 128 of 255 over white: 255 × (1 − 128/255) = 127.
        #expect(ContrastRatio.over(RGBA(r: 0, g: 0, b: 0, a: 128), white) == RGBA(r: 127, g: 127, b: 127))
    }

    /// The samples designed to be accessible draw no findings (every snapshot, variants and
    /// matrix included).
    @Test(arguments: ["accessibility-checkout.yaml", "controls-bars.yaml", "controls-scroll.yaml",
                      "anchors-edges-rtl.yaml", "tutorial-photo-rows.yaml"])
    func cleanSamplesHaveNoFindings(_ sample: String) throws {
        let path = VerifyFixtures.packageRoot.appendingPathComponent("Samples/\(sample)").path
        for output in try SpecJob.load(path).outputs where !output.isComposed && !output.isAccessibility {
            let findings = AccessibilityAudit.audit(try SpecJob.render(output), output: output)
            #expect(findings.isEmpty, "\(output.name): \(findings.map(\.description))")
        }
    }
}
