import Foundation
import Stacksnap

/// `index.html`: one self-contained page (inline CSS and JavaScript, no network) that
/// shows each snapshot's expected and actual images side by side, under a slider and as an
/// onion-skin blend, with a filter to the snapshots that did not pass. Images are the
/// artifact files beside it, linked relatively, so the folder works from `file://` and as
/// a CI artifact.
public enum HTMLReport {
    /// The page; `folder` is where it is written, named in the accept commands it offers
    /// (nil: the default report folder, so the commands name none).
    public static func html(_ report: VerifyReport, folder: String? = nil) -> String {
        let s = report.summary
        let anyFailure = report.snapshots.contains { $0.status != .passed }
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>stacksnap verify: \(escape(titleCounts(s)))</title>
        <style>\(style)</style>
        </head>
        <body class="\(anyFailure ? "only-failures" : "")">
        <header>
        <h1>stacksnap verify</h1>
        <p id="summary" class="summary">\(escape(s.line))</p>
        <p class="meta">goldens <code>\(escape(report.golden))</code> · record mode <code>\(report.record.rawValue)</code>\(shardText(report.shards))</p>
        <label class="filter"><input type="checkbox" id="only-failures"\(anyFailure ? " checked" : "")> show only snapshots that did not pass</label>
        \(acceptAll(report, folder: folder))</header>
        <main id="snapshots">

        """
        if report.snapshots.isEmpty { out += "<p class=\"empty\">No snapshots were checked.</p>\n" }
        for group in specGroups(report.snapshots) {
            guard group.count > 1 else {
                out += section(group[0], folder: folder)
                continue
            }
            out += groupHeader(group)
            for result in group { out += section(result, folder: folder) }
            out += "</div>\n"
        }
        out += "</main>\n"
        if !report.orphans.isEmpty {
            out += "<section class=\"orphans\"><h2>Unused goldens</h2><ul>\n"
            for path in report.orphans.all { out += "<li><code>\(escape(path))</code></li>\n" }
            out += "</ul></section>\n"
        }
        out += "<script>\(script)</script>\n</body>\n</html>\n"
        return out
    }

    /// The snapshots in runs of one spec each (a spec's variants and trait matrix), in
    /// report order.
    static func specGroups(_ results: [SnapshotResult]) -> [[SnapshotResult]] {
        var groups: [[SnapshotResult]] = []
        for result in results {
            if let last = groups.last?.last, last.spec == result.spec { groups[groups.count - 1].append(result) }
            else { groups.append([result]) }
        }
        return groups
    }

    /// A spec's snapshots side by side above their sections — the one screen across devices
    /// and appearances at a glance — each linking to its section; hidden with the passed
    /// ones when every snapshot of the spec passed.
    static func groupHeader(_ group: [SnapshotResult]) -> String {
        let allPassed = group.allSatisfy { $0.status == .passed }
        var out = "<div class=\"spec-group\(allPassed ? " status-passed" : "")\">\n"
        out += "<h2 class=\"group-title\">\(escape(group[0].spec)) · \(group.count) snapshots</h2>\n<div class=\"strip\">"
        for result in group {
            let image = result.artifacts.actual ?? result.artifacts.expected
            out += "<a class=\"thumb thumb-\(result.status.rawValue)\" href=\"#\(escape(anchor(result.name)))\">"
            if let image { out += "<img src=\"\(url(image))\" alt=\"\(escape(result.name))\">" }
            out += "<span><span class=\"badge\">\(result.status.rawValue)</span> \(escape(result.name))</span></a>"
        }
        return out + "</div>\n"
    }

    /// One snapshot: badge, name, spec, sentences, images, frame-tree diff, warnings.
    static func section(_ result: SnapshotResult, folder: String? = nil) -> String {
        let status = result.status.rawValue
        var out = "<section class=\"snapshot status-\(status)\" id=\"\(escape(anchor(result.name)))\" data-status=\"\(status)\" data-name=\"\(escape(result.name))\">\n"
        out += "<h2><span class=\"badge\">\(status)</span> \(escape(result.name))</h2>\n"
        out += "<p class=\"spec\">\(escape(result.spec))</p>\n"
        if !result.messages.isEmpty {
            out += "<ul class=\"messages\">\n"
            for message in result.messages { out += "<li>\(escape(message))</li>\n" }
            out += "</ul>\n"
        }
        if result.status == .failed { out += acceptLine(acceptCommand([result.name], folder: folder), label: "accept") }
        out += images(result.artifacts)
        if let why = result.explanation, !why.isEmpty {
            out += "<details class=\"frames why\" open><summary>why it moved</summary><pre class=\"frames-diff why\">"
                + escape(why.joined(separator: "\n")) + "</pre></details>\n"
        }
        if let diff = result.framesDiff { out += framesDiff(diff, link: result.artifacts.framesDiff) }
        if let findings = result.findings, !findings.isEmpty { out += audit(findings, image: result.artifacts.audit) }
        if !result.warnings.isEmpty {
            out += "<details class=\"warnings\"><summary>\(result.warnings.count) layout warning\(result.warnings.count == 1 ? "" : "s")</summary><pre>"
            out += escape(result.warnings.joined(separator: "\n")) + "</pre></details>\n"
        }
        out += "</section>\n"
        return out
    }

    /// `stacksnap accept NAME… [--report DIR]`, each word quoted for a POSIX shell when it
    /// needs to be.
    static func acceptCommand(_ names: [String], folder: String?) -> String {
        func quoted(_ word: String) -> String {
            let plain = word.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) || "._+-/=@%:,".unicodeScalars.contains($0)
            }
            return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let report = folder.map { $0 == ".build/stacksnap-report" ? [] : ["--report", quoted($0)] } ?? []
        return (["stacksnap", "accept"] + names.map(quoted) + report).joined(separator: " ")
    }

    /// The command with a copy button.
    static func acceptLine(_ command: String, label: String) -> String {
        "<p class=\"accept\">\(escape(label)): <code>\(escape(command))</code><button type=\"button\" class=\"copy\" data-copy=\"\(escape(command))\">copy</button></p>\n"
    }

    /// One command accepting every failure, when there is more than one.
    static func acceptAll(_ report: VerifyReport, folder: String?) -> String {
        let failed = report.snapshots.filter { $0.status == .failed }
        guard failed.count > 1 else { return "" }
        return acceptLine(acceptCommand([], folder: folder), label: "accept all \(failed.count) failures")
    }

    /// The three views when both images exist; the one image otherwise.
    static func images(_ artifacts: SnapshotResult.Artifacts) -> String {
        switch (artifacts.expected, artifacts.actual) {
        case let (expected?, actual?):
            let e = url(expected), a = url(actual)
            var side = figure(e, "expected (golden)")
            if let diff = artifacts.diff { side += figure(url(diff), "diff: red counted, yellow anti-aliasing") }
            side += figure(a, "actual")
            var out = """
            <div class="compare" data-mode="side">
            <div class="modes"><button type="button" data-mode="side" aria-pressed="true">side by side</button><button type="button" data-mode="slider" aria-pressed="false">slider</button><button type="button" data-mode="onion" aria-pressed="false">onion skin</button></div>
            <div class="panel side">\(side)</div>
            <div class="panel slider"><div class="stage"><img class="base" src="\(e)" alt="expected"><img class="top" src="\(a)" alt="actual" style="clip-path: inset(0 50% 0 0)"><div class="divider" style="left: 50%"></div></div>
            <input type="range" class="slider-range" min="0" max="100" value="50" aria-label="slider position"><p class="hint">left of the line: actual · right: expected</p></div>
            <div class="panel onion"><div class="stage"><img class="base" src="\(e)" alt="expected"><img class="top" src="\(a)" alt="actual" style="opacity: 0.5"></div>
            <input type="range" class="onion-range" min="0" max="100" value="50" aria-label="actual opacity"><p class="hint">0: expected only · 100: actual only</p></div>

            """
            if let both = artifacts.sideBySide {
                out += "<p class=\"links\"><a href=\"\(url(both))\">expected | diff | actual as one image</a></p>\n"
            }
            return out + "</div>\n"
        case let (nil, actual?):
            return "<div class=\"single\">\(figure(url(actual), "actual (no golden to compare with)"))</div>\n"
        case let (expected?, nil):
            return "<div class=\"single\">\(figure(url(expected), "expected and actual pixels are identical"))</div>\n"
        case (nil, nil):
            return ""
        }
    }

    /// The accessibility findings, numbered as the marked image numbers them.
    static func audit(_ findings: [AuditFinding], image: String?) -> String {
        var out = "<details class=\"audit\" open><summary>\(findings.count) accessibility finding\(findings.count == 1 ? "" : "s")</summary>\n"
        if let image { out += "<div class=\"single\">\(figure(url(image), "findings marked on the snapshot"))</div>\n" }
        out += "<ol class=\"findings\">\n"
        for finding in findings {
            out += "<li><b>\(escape(finding.rule.rawValue))</b> \(escape(finding.view)): \(escape(finding.message)) "
                + "<span class=\"spec\">\(escape(finding.location))</span></li>\n"
        }
        return out + "</ol></details>\n"
    }

    static func figure(_ src: String, _ caption: String) -> String {
        "<figure><img src=\"\(src)\" alt=\"\(escape(caption))\"><figcaption>\(escape(caption))</figcaption></figure>"
    }

    /// The unified diff with its lines colored by kind.
    static func framesDiff(_ diff: String, link: String?) -> String {
        var out = "<details class=\"frames\" open><summary>frame tree diff"
        if let link { out += " (<a href=\"\(url(link))\">file</a>)" }
        out += "</summary><pre class=\"frames-diff\">"
        for line in diff.split(separator: "\n") {
            let kind: String
            if line.hasPrefix("+++") || line.hasPrefix("---") { kind = "head" }
            else if line.hasPrefix("@@") { kind = "hunk" }
            else if line.hasPrefix("+") { kind = "add" }
            else if line.hasPrefix("-") { kind = "del" }
            else { kind = "ctx" }
            // The newline inside the block keeps copied text intact without adding a blank line.
            out += "<span class=\"\(kind)\">\(escape(String(line)))\n</span>"
        }
        return out + "</pre></details>\n"
    }

    static func titleCounts(_ s: VerifySummary) -> String {
        s.failed + s.recorded + s.errors == 0
            ? "\(s.passed) passed"
            : "\(s.failed) failed, \(s.recorded) recorded, \(s.errors) \(s.errors == 1 ? "error" : "errors")"
    }

    static func shardText(_ shards: [Shard]) -> String {
        shards.isEmpty ? "" : " · shard\(shards.count == 1 ? "" : "s") " + shards.map(\.description).joined(separator: ", ")
    }

    /// An element id from a snapshot name (names are letters, digits and `_-+.`; a spec
    /// path may hold more, so anything else becomes `_`).
    static func anchor(_ name: String) -> String {
        "snapshot-" + String(name.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": Character(scalar)
            default: "_"
            }
        })
    }

    /// A relative link: every byte outside the unreserved set and `/` percent-encoded.
    static func url(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }

    static func escape(_ text: String) -> String { HTMLText.escape(text) }
}

