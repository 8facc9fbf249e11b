import Foundation
import Stacksnap
import StacksnapVerify

/// What one assertion found: verify's result for each snapshot, and the failure messages
/// an assertion records (one per snapshot that did not pass).
public struct LayoutSnapshotReport: Sendable, Equatable {
    /// One result per snapshot, sorted by name.
    public var results: [SnapshotResult]
    /// The report folder the artifact paths are relative to.
    public var artifactsDirectory: String
    /// The record mode used.
    public var record: RecordMode
    /// Whether the run counted as CI (nothing is recorded by default there).
    public var isCI: Bool

    /// The report of a check's `results`, with where their failure images were written.
    public init(results: [SnapshotResult], artifactsDirectory: String, record: RecordMode, isCI: Bool = false) {
        self.results = results
        self.artifactsDirectory = artifactsDirectory
        self.record = record
        self.isCI = isCI
    }

    /// True when every snapshot passed: nothing differs, nothing was recorded.
    public var passed: Bool { results.allSatisfy { $0.status == .passed } }

    /// The absolute path of an artifact path from a result.
    public func artifactPath(_ relative: String) -> String {
        (artifactsDirectory as NSString).appendingPathComponent(relative)
    }

    /// One message per snapshot that did not pass.
    public var failureMessages: [String] {
        results.filter { $0.status != .passed }.map(message)
    }

    /// The headline, verify's sentences, what to do next, the frame-tree diff and the
    /// artifact files.
    func message(_ result: SnapshotResult) -> String {
        let goldens = result.goldens
        let missing = goldens?.anyMissing == true
        var lines: [String] = []
        switch result.status {
        case .recorded where goldens?.bothMatched == true:
            lines.append("Snapshot '\(result.name)': recorded, so failing. Its goldens matched and were rewritten "
                         + "(record mode all): a run that records always fails, so that no golden changes unseen.")
        case .recorded: lines.append("Snapshot '\(result.name)': recorded, so failing. Check the new golden, then run again.")
        case .error: lines.append("Snapshot '\(result.name)' could not be checked.")
        case .failed where missing: lines.append("Snapshot '\(result.name)' has no golden.")
        case .failed, .passed: lines.append("Snapshot '\(result.name)' does not match its golden.")
        }
        lines += result.messages.map { "  " + Self.withoutCommandLineAdvice($0) }
        if let advice = advice(result) { lines.append("  " + advice) }
        if let why = result.explanation, !why.isEmpty, result.status == .failed {
            lines.append("  Why it moved:")
            lines += why.prefix(40).map { "    " + $0 }
        }
        if let framesDiff = result.framesDiff, result.status == .failed {
            lines.append("  Frame tree diff (- golden, + rendered):")
            lines += Self.excerpt(framesDiff, limit: 40).map { "    " + $0 }
        }
        let artifacts = Self.artifactList(result.artifacts).map { "    \($0.label): \(artifactPath($0.path))" }
        if !artifacts.isEmpty { lines += ["  Artifacts:"] + artifacts }
        lines += result.warnings.map { "  " + $0 }  // each reads `file: warning: …`
        return lines.joined(separator: "\n")
    }

    /// The warnings of a snapshot that matched its goldens, reported on every run.
    static func warningMessage(_ result: SnapshotResult, failing: Bool) -> String {
        let count = result.warnings.count == 1 ? "a layout warning" : "\(result.warnings.count) layout warnings"
        let head = failing
            ? "Snapshot '\(result.name)' matches its golden but has \(count), so failing (failOnWarnings or STACKSNAP_WARNINGS=error):"
            : "Snapshot '\(result.name)' matches its golden, with \(count):"
        return ([head] + result.warnings.map { "  " + $0 }).joined(separator: "\n")
    }

    /// How to move on, in a test's own terms; nil where no record mode helps (text drawn as
    /// boxes: verify's sentence says what would) or nothing is left to do.
    func advice(_ result: SnapshotResult) -> String? {
        guard result.undrawable == nil, let goldens = result.goldens else { return nil }
        switch result.status {
        case .recorded where goldens.bothMatched:
            return "To check without rewriting, use record: .failed or .missing (or STACKSNAP_RECORD=failed)."
        case .failed where goldens.anyMissing:
            return isCI ? "CI is set, so nothing is recorded: record the golden locally and commit it."
                : "To record it: pass record: .missing, set STACKSNAP_RECORD=missing, or wrap the assertion in "
                    + "withSnapshotConfiguration(record: .missing) { … }."
        case .failed where goldens.anyDiffering:
            return isCI ? "CI is set, so nothing is recorded: if the change is intended, re-record locally with "
                    + "STACKSNAP_RECORD=failed and commit the new golden."
                : "If the change is intended, re-record it: pass record: .failed, set STACKSNAP_RECORD=failed, or wrap "
                    + "the assertion in withSnapshotConfiguration(record: .failed) { … }; then look at the new golden."
        default:
            return nil
        }
    }

    /// Verify's sentence for a missing golden ends with what to type on the command line;
    /// a test has its own ways, given on the next line.
    static func withoutCommandLineAdvice(_ message: String) -> String {
        guard message.hasPrefix("no golden "), let cut = message.range(of: "; ") else { return message }
        return String(message[..<cut.lowerBound])
    }

    /// The artifacts that exist, labelled, in a fixed order.
    static func artifactList(_ artifacts: SnapshotResult.Artifacts) -> [(label: String, path: String)] {
        [("expected", artifacts.expected), ("actual", artifacts.actual), ("diff", artifacts.diff),
         ("expected | diff | actual", artifacts.sideBySide), ("frames diff", artifacts.framesDiff),
         ("actual frames", artifacts.frames)]
            .compactMap { label, path in path.map { (label, $0) } }
    }

    /// The first `limit` lines of a diff, then how many were left out.
    static func excerpt(_ text: String, limit: Int) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.isEmpty }
        guard lines.count > limit else { return lines }
        return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more lines in the frames diff artifact"]
    }
}
