import Foundation
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// The HTML report in a real browser: headless Chromium (Debian's package, installed by
/// `scripts/setup-browser` when missing) loads `index.html` from `file://`, and a probe
/// script the test adds beside the page's own code clicks and drags as a user would, then
/// writes what it saw into the DOM, which `--dump-dom` prints.
///
/// Skipped (with the reason) when no browser can be found or installed, or when
/// `STACKSNAP_SKIP_BROWSER=1`.
@Suite(.serialized)
struct ReportBrowserTests {
    /// What the probe reports.
    struct Probe: Decodable {
        var images: [[String]]        // [src, naturalWidth] of the failing snapshot's images
        var modeAfterClick: String
        var sliderShown: Bool
        var sideShown: Bool
        var clipAt25: String
        var dividerAt25: String
        var opacityAt30: String
        var passedShownFiltered: Int
        var passedShownUnfiltered: Int
    }

    static let probe = """
        <script>
        window.addEventListener("load", function () {
          var out = {};
          var failed = document.querySelector("section.status-failed");
          out.images = Array.from(failed.querySelectorAll("img")).map(function (i) {
            return [i.getAttribute("src"), String(i.naturalWidth)]; });
          failed.querySelector('.modes button[data-mode="slider"]').click();
          out.modeAfterClick = failed.querySelector(".compare").dataset.mode;
          out.sliderShown = failed.querySelector(".panel.slider").offsetParent !== null;
          out.sideShown = failed.querySelector(".panel.side").offsetParent !== null;
          var slider = failed.querySelector(".slider-range");
          slider.value = "25";
          slider.dispatchEvent(new Event("input", { bubbles: true }));
          out.clipAt25 = failed.querySelector(".panel.slider img.top").style.clipPath;
          out.dividerAt25 = failed.querySelector(".panel.slider .divider").style.left;
          failed.querySelector('.modes button[data-mode="onion"]').click();
          var onion = failed.querySelector(".onion-range");
          onion.value = "30";
          onion.dispatchEvent(new Event("input", { bubbles: true }));
          out.opacityAt30 = failed.querySelector(".panel.onion img.top").style.opacity;
          function shownPassed() {
            return Array.from(document.querySelectorAll("section.status-passed"))
              .filter(function (s) { return s.offsetParent !== null; }).length;
          }
          out.passedShownFiltered = shownPassed();
          document.getElementById("only-failures").click();
          out.passedShownUnfiltered = shownPassed();
          document.body.setAttribute("data-probe", JSON.stringify(out));
        });
        </script>
        """

    /// The browser's path, or the reason there is none.
    static func browser() -> Result<String, BrowserMissing> {
        if ProcessInfo.processInfo.environment["STACKSNAP_SKIP_BROWSER"] == "1" {
            return .failure(BrowserMissing(reason: "STACKSNAP_SKIP_BROWSER=1"))
        }
        let script = VerifyFixtures.packageRoot.appendingPathComponent("scripts/setup-browser").path
        guard let result = try? run(script, [], timeout: 900) else {
            return .failure(BrowserMissing(reason: "scripts/setup-browser could not be run"))
        }
        let path = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        guard result.code == 0, !path.isEmpty else {
            return .failure(BrowserMissing(reason: result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
        return .success(path)
    }

    struct BrowserMissing: Error { var reason: String }

    @Test func theReportWorksInABrowser() throws {
        let chromium: String
        switch Self.browser() {
        case .success(let path): chromium = path
        case .failure(let missing): try Test.cancel("no headless Chromium: \(missing.reason)")
        }
        let scratch = try Scratch()
        try scratch.run(["verify", "--record", "all"])
        try scratch.edit("Samples/boxes.yaml", replacing: "id: blue, background: \"#0000FF\"", with: "id: blue, background: \"#000000\"")
        let failing = try scratch.run(["verify"], environment: ["CI": "1"])
        #expect(failing.code == 1, "\(failing)")

        let folder = scratch.root.appendingPathComponent(".build/stacksnap-report")
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        let probed = folder.appendingPathComponent("probe.html")
        try page.replacingOccurrences(of: "</body>", with: Self.probe + "</body>").write(to: probed, atomically: true, encoding: .utf8)

        let result = try Self.run(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                             "--user-data-dir=\(scratch.path("profile"))", "--virtual-time-budget=10000",
                                             "--dump-dom", probed.absoluteString], timeout: 120)
        #expect(result.code == 0, "\(result.stderr)")
        let attribute = try #require(Self.attribute("data-probe", in: result.stdout), "no probe result in the DOM:\n\(result.stdout.prefix(2000))")
        let probe = try JSONDecoder().decode(Probe.self, from: Data(attribute.utf8))

        // expected, diff, actual side by side; then expected and actual under the slider and
        // the onion skin. Every image decoded, 240 pixels wide (120 points at 2×).
        #expect(probe.images.map { $0[0] } == [
            "artifacts/boxes.expected.png", "artifacts/boxes.diff.png", "artifacts/boxes.actual.png",
            "artifacts/boxes.expected.png", "artifacts/boxes.actual.png",
            "artifacts/boxes.expected.png", "artifacts/boxes.actual.png",
        ])
        #expect(probe.images.allSatisfy { $0[1] == "240" }, "\(probe.images)")
        #expect(probe.modeAfterClick == "slider" && probe.sliderShown && !probe.sideShown)
        // At 25 the actual image shows on the left quarter: 75% clipped from the right.
        #expect(probe.clipAt25 == "inset(0px 75% 0px 0px)")
        #expect(probe.dividerAt25 == "25%")
        #expect(probe.opacityAt30 == "0.3")
        #expect(probe.passedShownFiltered == 0 && probe.passedShownUnfiltered == 4)
    }

    /// The value of an attribute in dumped HTML, with entities decoded.
    static func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: "\(name)=\"") else { return nil }
        guard let end = html[start.upperBound...].firstIndex(of: "\"") else { return nil }
        return String(html[start.upperBound..<end])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Runs a program with a time limit (killed when it overruns).
    static func run(_ program: String, _ arguments: [String], timeout: Double) throws -> CLIResult {
        try ChildProcess.run(URL(fileURLWithPath: program), arguments, limit: timeout).result
    }
}
