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

extension TreeFlattener {
    /// Adds a scroll view: its content guide first (a view of its own, `<id>_contentLayoutGuide`,
    /// not drawn, at the content's top-left and as large as the constraints on it make it),
    /// then its subviews. It clips them, as UIScrollView does.
    mutating func addScroll(_ view: ViewSpec, path: String, parent: Int?, depth: Int) -> Bool {
        let index = nodes.count
        var scroll = view
        let id = view.id ?? "scrollView\(index)"
        scroll.id = id
        scroll.clipsToBounds = true
        scroll.subviews = []
        record(scroll, path: path, parent: parent, index: index)
        let inset = if case .scrollView(let spec) = view.content { spec.contentInsetTop } else { 0.0 }
        nodes[index].boundsOriginY = -inset
        let guide = "\(id)_contentLayoutGuide"
        let origin = source.location(of: path)
        let pin = { (attribute: Attribute, constant: Double, relation: LayoutRelation, priority: Double) in
            ConstraintSpec(ConstraintExpression(first: AnchorName(.named(guide), attribute), relation: relation,
                                                second: [.width, .height].contains(attribute)
                                                    ? nil : AnchorName(.named(id), attribute),
                                                constant: constant, priority: priority), origin: origin)
        }
        // The content's top-left is the scroll view's (below the inset); an empty content
        // area is empty, as UIKit's content size is zero until something gives it one.
        generated += [pin(.left, 0, .equal, 1000), pin(.top, inset, .equal, 1000),
                      pin(.width, 0, .equal, 1), pin(.height, 0, .equal, 1)]
        if case .scrollView(let spec) = view.content, spec.fullContent {
            // The whole content: the scroll view as tall as the inset and its content.
            generated.append(ConstraintSpec(ConstraintExpression(first: AnchorName(.named(id), .height), relation: .equal,
                                                                 second: AnchorName(.named(guide), .height),
                                                                 constant: inset), origin: origin))
        }
        var children: [(ViewSpec, String)] = [(ViewSpec(id: guide), SpecPath.key(path, "contentLayoutGuide"))]
        children += view.subviews.enumerated().map { ($1, SpecPath.index(SpecPath.key(path, "subviews"), $0)) }
        for (child, childPath) in children {
            let childIndex = nodes.count
            if add(child, path: childPath, parent: index, depth: depth + 1) {
                nodes[index].subviews.append(childIndex)
            }
        }
        scrollViews.append(index)
        return true
    }
}
