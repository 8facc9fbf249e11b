import Foundation
import Testing

/// One case of a grammar fixture file: a backtick-quoted input, the rest of its line, and the
/// indented lines that follow it.
struct FixtureCase: Sendable, CustomTestStringConvertible {
    var file: String
    var line: Int
    var input: String
    /// Whatever follows the closing backtick on the same line, trimmed.
    var rest: String
    /// The indented lines after the case, trimmed.
    var body: [String]

    var testDescription: String { "\(file):\(line) `\(input)`" }

    /// `error 12: fragment` ⇒ (12, "fragment").
    static func expectedError(_ text: String) -> (column: Int, fragment: String)? {
        guard text.hasPrefix("error "), let colon = text.firstIndex(of: ":"),
              let column = Int(text[text.index(text.startIndex, offsetBy: 6)..<colon]) else { return nil }
        return (column, text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
}

/// Reads the fixture files next to this source file.
enum FixtureFile {
    /// The cases of `Fixtures/<name>`; a file that can't be read or parsed yields a single case
    /// whose `rest` says why, so the runner fails with that message instead of passing vacuously.
    static func cases(_ name: String) -> [FixtureCase] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(name)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            return [FixtureCase(file: name, line: 0, input: "", rest: "unreadable fixture file \(url.path)", body: [])]
        }
        var cases: [FixtureCase] = []
        for (offset, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if raw.hasPrefix("`") {
                let afterOpen = raw.index(after: raw.startIndex)
                guard let close = raw[afterOpen...].firstIndex(of: "`") else {
                    return [FixtureCase(file: name, line: offset + 1, input: "", rest: "unclosed backtick", body: [])]
                }
                cases.append(FixtureCase(
                    file: name, line: offset + 1, input: String(raw[afterOpen..<close]),
                    rest: raw[raw.index(after: close)...].trimmingCharacters(in: .whitespaces), body: []))
            } else if raw.first?.isWhitespace == true, !cases.isEmpty {
                cases[cases.count - 1].body.append(line)
            } else {
                return [FixtureCase(file: name, line: offset + 1, input: "", rest: "stray line: \(raw)", body: [])]
            }
        }
        return cases
    }
}
