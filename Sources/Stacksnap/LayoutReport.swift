import AutoLayout
import LayoutSpec

/// The outputs of `stacksnap layout` and `stacksnap constraints`, as text.
public enum LayoutReport {
    /// The contract's JSON object: name, canvas, every view with an id (frame in superview
    /// and canvas coordinates, snapped), ambiguous ids and broken constraints. Keys in a
    /// fixed order, so the output is byte-stable.
    public static func json(_ laid: SnapshotPipeline.LaidOut) -> String {
        let lowered = laid.lowered
        let canvas = laid.canvasFrames[0]
        var views: [String] = []
        for (index, view) in lowered.tree.views.enumerated() where index > 0 {
            guard let id = view.id else { continue }
            views.append("    {\"id\": \(quote(id)), \"frame\": \(array(laid.frames[index])), "
                         + "\"canvasFrame\": \(array(laid.canvasFrames[index]))}")
        }
        let ambiguous = laid.layout.ambiguous.map { quote(lowered.tree.views[$0].id ?? "#\($0)") }
        let broken = LayoutDiagnostics.brokenStrings(laid.layout, lowered.tree).map(quote)
        return """
        {
          "name": \(quote(lowered.name)),
          "canvas": {"width": \(fmt(canvas.width)), "height": \(fmt(canvas.height)), "scale": \(lowered.canvas.scale)},
          "views": [
        \(views.joined(separator: ",\n"))
          ],
          "ambiguous": [\(ambiguous.joined(separator: ", "))],
          "broken": [\(broken.joined(separator: ", "))]
        }

        """
    }

    /// Every constraint the engine built, one a line: identifier, the constraint in the
    /// grammar, and where it came from — to compare with a device's constraint dump.
    public static func constraints(_ laid: SnapshotPipeline.LaidOut) -> String {
        let rows = ConstraintListing.section(laid, name: nil).entries
        let w0 = rows.map(\.identifier.count).max() ?? 0
        let w1 = rows.map(\.text.count).max() ?? 0
        return rows.map { row in
            pad(row.identifier, w0) + "  " + pad(row.text, w1) + "  " + row.source
        }.joined(separator: "\n") + "\n"
    }

    private static func pad(_ s: String, _ width: Int) -> String {
        s + String(repeating: " ", count: max(0, width - s.count))
    }

    private static func array(_ r: AutoLayout.Rect) -> String {
        "[\(fmt(r.x)), \(fmt(r.y)), \(fmt(r.width)), \(fmt(r.height))]"
    }

    /// A JSON string literal (the spec printer's own, so both outputs escape alike).
    static func quote(_ s: String) -> String { SpecNode.jsonQuoted(s) }
}
