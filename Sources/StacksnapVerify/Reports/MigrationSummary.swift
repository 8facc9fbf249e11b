import Stacksnap
import AutoLayout

/// After an upgrade: how many snapshots changed since their goldens were recorded, and
/// why — with their spec, or with the engine or fonts alone — so a reviewer can tell the
/// changes they made from the ones the upgrade made, and how large the latter are.
///
/// Printed only when some snapshot changed for a reason other than its own spec: a run
/// where every change came with its spec needs no summary.
public enum MigrationSummary {
    public static func lines(_ results: [SnapshotResult]) -> [String] {
        let changed = results.compactMap { result in result.change.map { (result.name, $0) } }
        guard changed.contains(where: { $0.1.cause != "spec" }) else { return [] }
        var byCause: [String: [SnapshotResult.Change]] = [:]
        for (_, change) in changed { byCause[change.cause, default: []].append(change) }
        var lines = ["migration: \(changed.count) snapshot\(changed.count == 1 ? "" : "s") changed since their goldens were recorded:"]
        for cause in byCause.keys.sorted(by: { order($0) < order($1) }) {
            let group = byCause[cause] ?? []
            let moved = group.compactMap(\.moved)
            var line = "  \(group.count) \(description(cause))"
            if let engine = group.compactMap(\.engine).first, cause.contains("engine") { line += " (\(engine))" }
            var parts: [String] = []
            if !moved.isEmpty { parts.append("\(moved.count) moved (up to \(fmt(moved.max() ?? 0)) pt)") }
            if group.count > moved.count { parts.append("\(group.count - moved.count) in pixels only") }
            lines.append(line + ": " + parts.joined(separator: ", "))
        }
        return lines
    }

    private static func description(_ cause: String) -> String {
        switch cause {
        case "unstamped": "without a stamp to tell (recorded before stamps)"
        case "nothing recorded": "with nothing their stamps record (other system libraries?)"
        case "input": "not with the engine or fonts (their input is not digested)"
        default: "with the \(cause)"
        }
    }

    /// The upgrade's causes first, then the spec's, then the unknown.
    private static func order(_ cause: String) -> Int {
        switch cause {
        case "engine", "fonts", "engine and fonts": 0
        case "spec": 2
        case "unstamped", "input", "nothing recorded": 3
        default: 1
        }
    }
}
