import AutoLayout

extension TreeFlattener {
    /// Adds a table view and the rows it makes (``TableLayout``): its headers and footers,
    /// its cells with their content views, and the constraints placing them.
    mutating func addTable(_ view: ViewSpec, path: String, parent: Int?, depth: Int) -> Bool {
        let index = nodes.count
        var table = view
        // The rows' constraints name the table, so it needs an id even when the spec gives none.
        let id = view.id ?? "tableView\(index)"
        table.id = id
        table.clipsToBounds = true
        if table.background == nil, case .tableView(let spec) = view.content {
            table.background = spec.style == .plain ? .white : SpecColor(red: 0xF2, green: 0xF2, blue: 0xF7)
        }
        table.subviews = []
        record(table, path: path, parent: parent, index: index)
        if case .tableView(let spec) = view.content { nodes[index].boundsOriginY = -spec.contentInsetTop }
        // UIKit's table margins follow the screen: 20 points on the phones 414 points wide
        // or more, 16 on the others.
        let margin = (canvasWidth ?? 0) >= 414 ? 20.0 : 16.0
        let layout = TableLayout(view: view, id: id, path: path, margin: margin)
        let origin = source.location(of: path)
        generated += layout.constraints.map { ConstraintSpec($0, origin: origin) }
        for row in layout.rows {
            let childIndex = nodes.count
            if add(row.view, path: row.path, parent: index, depth: depth + 1) {
                nodes[index].subviews.append(childIndex)
            }
        }
        return true
    }
}
