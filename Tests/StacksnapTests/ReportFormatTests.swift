import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// The JUnit file parses as XML with one test case per snapshot; text that would break
/// XML or HTML is escaped; the HTML page loads nothing from the network.
struct ReportFormatTests {
    static let awkward = "a<b>&\"c\"'d'"
    static let entries = [
        SnapshotResult(name: "ok", spec: "Samples/ok.yaml", status: .passed, seconds: 0.25),
        SnapshotResult(name: "bad", spec: Self.awkward, status: .failed,
                       messages: ["first \(Self.awkward)", "second\u{1}"], framesDiff: "-x\n+y\n"),
        SnapshotResult(name: "new", spec: "Samples/new.yaml", status: .recorded, messages: ["recorded Golden/new.png"]),
        SnapshotResult(name: "Samples/broken.yaml", spec: "Samples/broken.yaml", status: .error,
                       messages: ["Samples/broken.yaml:3:7: error: root: line one\n  line two"], errorKind: .badInput),
    ]
    static let report = VerifyReport(summary: VerifySummary(results: entries, seconds: 1.5), golden: "Golden",
                                     record: .never, shards: [], snapshots: entries)

    /// Collects test cases and their failure and error attributes.
    final class Collector: NSObject, XMLParserDelegate {
        var cases: [(name: String, classname: String)] = []
        var failures: [(type: String, message: String)] = []
        var errors: [String] = []
        var suites: [[String: String]] = []

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            switch element {
            case "testcase": cases.append((attributes["name"] ?? "", attributes["classname"] ?? ""))
            case "failure": failures.append((attributes["type"] ?? "", attributes["message"] ?? ""))
            case "error": errors.append(attributes["message"] ?? "")
            case "testsuite": suites.append(attributes)
            default: break
            }
        }
    }

    @Test func junitParses() throws {
        let xml = JUnitReport.xml(Self.report)
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.cases.map(\.name) == ["ok", "bad", "new", "Samples/broken.yaml"])
        #expect(collector.cases[1].classname == Self.awkward)
        #expect(collector.failures.map(\.type) == ["difference", "recorded"])
        #expect(collector.failures[0].message == "first \(Self.awkward)")
        #expect(collector.failures[1].message == "recorded, so failing: recorded Golden/new.png")
        // The line break survives inside the attribute.
        #expect(collector.errors == ["Samples/broken.yaml:3:7: error: root: line one\n  line two"])
        #expect(collector.suites.first?["tests"] == "4" && collector.suites.first?["failures"] == "2")
        #expect(collector.suites.first?["errors"] == "1" && collector.suites.first?["time"] == "1.500")
    }

    @Test func htmlEscapesAndStaysOffline() {
        let html = HTMLReport.html(Self.report)
        #expect(!html.contains(Self.awkward))
        #expect(html.contains("a&lt;b&gt;&amp;&quot;c&quot;&#39;d&#39;"))
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"))
        #expect(html.contains("<body class=\"only-failures\">"))
        #expect(html.contains("<p id=\"summary\" class=\"summary\">1 passed, 1 failed, 1 recorded, 1 error in 1.50 s</p>"))
    }

    /// A spec's matrix snapshots are grouped under one heading with a strip linking each;
    /// a spec with one snapshot is not wrapped; a group whose snapshots all passed hides with
    /// the passed ones.
    @Test func htmlGroupsASpecsSnapshots() {
        let matrix = [
            SnapshotResult(name: "card", spec: "Samples/card.yaml", status: .passed),
            SnapshotResult(name: "card.dark", spec: "Samples/card.yaml", status: .failed),
            SnapshotResult(name: "list", spec: "Samples/list.yaml", status: .passed),
            SnapshotResult(name: "row", spec: "Samples/row.yaml", status: .passed),
            SnapshotResult(name: "row.rtl", spec: "Samples/row.yaml", status: .passed),
        ]
        let html = HTMLReport.html(VerifyReport(summary: VerifySummary(results: matrix, seconds: 1), golden: "Golden",
                                                record: .never, shards: [], snapshots: matrix))
        #expect(html.components(separatedBy: "<div class=\"spec-group").count - 1 == 2)
        #expect(html.contains("<div class=\"spec-group\">\n<h2 class=\"group-title\">Samples/card.yaml · 2 snapshots</h2>"))
        #expect(html.contains("<div class=\"spec-group status-passed\">\n<h2 class=\"group-title\">Samples/row.yaml · 2 snapshots</h2>"))
        #expect(html.contains("href=\"#snapshot-card.dark\""))
        #expect(!html.contains("Samples/list.yaml · "))
    }

    /// Each failed snapshot offers its accept command (and the page one for all failures),
    /// quoted for a shell where a name or folder needs it.
    @Test func htmlOffersAcceptCommands() {
        let results = [
            SnapshotResult(name: "card", spec: "Samples/card.yaml", status: .failed),
            SnapshotResult(name: "card.dark", spec: "Samples/card.yaml", status: .failed),
            SnapshotResult(name: "list", spec: "Samples/list.yaml", status: .passed),
        ]
        let report = VerifyReport(summary: VerifySummary(results: results, seconds: 1), golden: "Golden", record: .never,
                                  shards: [], snapshots: results)
        let html = HTMLReport.html(report, folder: "ci reports/run 1")
        #expect(html.contains("<code>stacksnap accept card.dark --report &#39;ci reports/run 1&#39;</code>"))
        #expect(html.contains("accept all 2 failures: <code>stacksnap accept --report &#39;ci reports/run 1&#39;</code>"))
        #expect(!html.contains("stacksnap accept list"))
        // The default folder is not named.
        #expect(HTMLReport.acceptCommand(["card"], folder: ".build/stacksnap-report") == "stacksnap accept card")
        #expect(HTMLReport.acceptCommand(["it's"], folder: nil) == "stacksnap accept 'it'\\''s'")
    }

    @Test func artifactLinksAreRelativeAndEncoded() {
        #expect(HTMLReport.url("artifacts/card.compact+rtl.actual.png") == "artifacts/card.compact%2Brtl.actual.png")
        #expect(HTMLReport.url("artifacts/a b#c.png") == "artifacts/a%20b%23c.png")
        #expect(HTMLReport.url("artifacts/é.png") == "artifacts/%C3%A9.png")
    }

    @Test func onlyArtifactPathsAreTrusted() {
        #expect(ReportFolder.isArtifactPath("artifacts/x.actual.png"))
        for bad in ["../x.png", "artifacts/../../x", "/etc/passwd", "artifacts/.hidden", "artifacts/a/b.png", "x.png"] {
            #expect(!ReportFolder.isArtifactPath(bad), "\(bad)")
        }
    }

    @Test func summaryLine() {
        #expect(VerifySummary(passed: 12, failed: 1, recorded: 1, errors: 0, seconds: 0.844).line
                == "12 passed, 1 failed, 1 recorded, 0 errors in 0.84 s")
        #expect(VerifySummary(passed: 0, failed: 0, recorded: 0, errors: 1, seconds: 12.345).line
                == "0 passed, 0 failed, 0 recorded, 1 error in 12.35 s")
    }
}
