import Stacksnap

/// `junit.xml`: one test suite, one test case per snapshot, in the form CI systems read
/// (GitHub, GitLab, Jenkins, Buildkite, CircleCI).
///
/// A failed or recorded snapshot is a `<failure>` whose message is its first sentence and
/// whose body holds every sentence and the frame-tree diff; a snapshot that could not be
/// checked is an `<error>`. The class name is the spec file, so CI groups snapshots by spec.
public enum JUnitReport {
    public static func xml(_ report: VerifyReport) -> String {
        let s = report.summary
        let failures = s.failed + s.recorded
        let time = seconds(s.seconds)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"stacksnap verify\" tests=\"\(s.total)\" failures=\"\(failures)\" errors=\"\(s.errors)\" time=\"\(time)\">\n"
        out += "  <testsuite name=\"stacksnap verify\" tests=\"\(s.total)\" failures=\"\(failures)\" errors=\"\(s.errors)\" skipped=\"0\" time=\"\(time)\">\n"
        for result in report.snapshots {
            out += "    <testcase classname=\"\(escape(result.spec))\" name=\"\(escape(result.name))\" time=\"\(seconds(result.seconds))\""
            switch result.status {
            case .passed:
                out += "/>\n"
                continue
            case .failed, .recorded:
                let type = result.status == .recorded ? "recorded" : "difference"
                out += ">\n      <failure type=\"\(type)\" message=\"\(escape(message(result), attribute: true))\">\(escape(body(result)))</failure>\n"
            case .error:
                out += ">\n      <error type=\"error\" message=\"\(escape(message(result), attribute: true))\">\(escape(body(result)))</error>\n"
            }
            if !result.warnings.isEmpty {
                out += "      <system-err>\(escape(result.warnings.joined(separator: "\n")))</system-err>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// The first sentence, prefixed with the status when it is `recorded`.
    static func message(_ result: SnapshotResult) -> String {
        let first = result.messages.first ?? result.status.rawValue
        return result.status == .recorded ? "recorded, so failing: \(first)" : first
    }

    static func body(_ result: SnapshotResult) -> String {
        var lines = result.messages
        if let why = result.explanation, !why.isEmpty { lines += ["why it moved:"] + why.map { "  " + $0 } }
        if let diff = result.framesDiff { lines.append(diff) }
        return lines.joined(separator: "\n")
    }

    /// Seconds with three decimals (JUnit readers expect a plain decimal number).
    static func seconds(_ value: Double) -> String {
        let millis = Int((max(value, 0) * 1000).rounded())
        let fraction = String(millis % 1000)
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// Escapes text for an element or an attribute, and drops characters XML 1.0 cannot
    /// hold (control characters other than tab, newline and carriage return). In an
    /// attribute, line breaks are written as character references, since a parser would
    /// otherwise turn them into spaces.
    static func escape(_ text: String, attribute: Bool = false) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r" where attribute: out += "&#13;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
