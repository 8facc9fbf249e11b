import Stacksnap

/// What `stacksnap verify` prints: one line per snapshot that did not pass (with why its
/// views moved and the frame tree's diff under it), errors and warnings for stderr, unused goldens, the summary.
/// Everything comes in name order, so two runs print the same text whatever the timing.
public enum TerminalReport {
    /// The stdout lines for one result; none for a pass (unless `verbose`) or an error
    /// (errors go to stderr, see ``errors(_:)``).
    public static func lines(_ result: SnapshotResult, verbose: Bool = false) -> [String] {
        switch result.status {
        case .passed:
            return verbose ? ["passed    \(result.name)" + (result.skipped == true ? " (unchanged, not drawn)" : "")] : []
        case .error:
            return []
        case .failed, .recorded:
            let label = result.status == .failed ? "FAILED  " : "RECORDED"
            var lines = ["\(label)  \(result.name): \(result.messages.joined(separator: "; ")) [\(result.spec)]"]
            if let why = result.explanation, !why.isEmpty {
                lines.append("    why it moved:")
                lines += why.map { "      " + $0 }
            }
            if let diff = result.framesDiff {
                lines += diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast(diff.hasSuffix("\n") ? 1 : 0)
                    .map { "    " + $0 }
            }
            return lines
        }
    }

    /// The stderr text of every error, in order (already `file: error: …`).
    public static func errors(_ results: [SnapshotResult]) -> [String] {
        results.filter { $0.status == .error }.flatMap(\.messages)
    }

    /// Layout warnings, each once, in snapshot order.
    public static func warnings(_ results: [SnapshotResult]) -> [String] {
        var seen = Set<String>()
        return results.flatMap(\.warnings).filter { seen.insert($0).inserted }
    }

    /// Unused goldens, and what was done about them.
    public static func orphanLines(_ orphans: Orphans, deleted: [String], refusal: String?,
                                   policy: Orphans.Policy) -> [String] {
        if !deleted.isEmpty { return deleted.map { "deleted unused golden \($0)" } }
        guard !orphans.isEmpty else { return [] }
        var lines = orphans.goldens.map { "unused golden \($0) (no spec produces it)" }
        lines += orphans.temporaries.map { "leftover temporary file \($0) (from an interrupted write)" }
        if policy == .delete, let refusal {
            lines.append("not deleted: \(refusal)")
        } else {
            lines.append("delete them with --orphans delete")
        }
        return lines
    }
}
