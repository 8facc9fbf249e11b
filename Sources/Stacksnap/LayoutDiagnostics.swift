import AutoLayout
import LayoutSpec

/// UIKit-style messages for what the layout engine reports but does not stop on:
/// unsatisfiable constraints (and which one was broken) and ambiguous views.
public enum LayoutDiagnostics {
    /// One warning per broken constraint and one for the ambiguous views, each starting
    /// with `file: warning: snapshot:` so editors and CI logs can point at the spec.
    public static func describe(layout: LayoutResult, lowered: LoweredSnapshot) -> [SnapshotWarning] {
        let formatter = ConstraintFormatter(tree: lowered.tree, guides: layout.guides)
        var warnings: [SnapshotWarning] = []
        for broken in layout.broken {
            var lines = ["\(lowered.file): warning: \(lowered.name): Unable to simultaneously satisfy constraints."]
            lines.append("    Probably at least one of the constraints in the following list is one you don't want.")
            for c in broken.conflicting + [broken.constraint] {
                lines.append("    \"\(formatter.format(c))\"  (\(label(c, formatter)))")
            }
            lines.append("    Will attempt to recover by breaking constraint")
            lines.append("    \"\(formatter.format(broken.constraint))\"")
            warnings.append(SnapshotWarning(.unsatisfiable, lines.joined(separator: "\n")))
        }
        if !layout.ambiguous.isEmpty {
            let names = layout.ambiguous.map { formatter.name(.view($0)) }.joined(separator: ", ")
            warnings.append(SnapshotWarning(.ambiguous, "\(lowered.file): warning: \(lowered.name): ambiguous layout: the constraints do not fix the frame of \(names)"))
        }
        return warnings
    }

    /// Broken constraints in the grammar, for `layout --format json`.
    public static func brokenStrings(_ layout: LayoutResult, _ tree: LayoutTree) -> [String] {
        let formatter = ConstraintFormatter(tree: tree, guides: layout.guides)
        return layout.broken.map { formatter.format($0.constraint) }
    }

    private static func label(_ c: LayoutConstraint, _ formatter: ConstraintFormatter) -> String {
        [c.identifier, formatter.source(c)].compactMap { $0 }.joined(separator: ", ")
    }
}
