import AutoLayout

extension TreeFlattener {
    /// Adds a table view and the rows it makes (``TableLayout``): its headers and footers,
    /// its cells with their content views, and the constraints placing them.
    mutating func addTable(_ view: ViewSpec, path: String, parent: Int?, depth: Int) -> Bool {
        guard case .tableView(let spec) = view.content else { return false }
        let (index, id) = recordContainer(view, path: path, parent: parent) { table in
            if table.background == nil {
                table.background = spec.style == .plain ? .systemBackground : .systemGroupedBackground
            }
        }
        let part = insetPart(index, path: path, spec.contentInsetAdjustment, contentGuide: nil,
                             fullContent: spec.fullContent)
        var placed = view, adjusted = spec
        adjusted.contentInsetTop += part.top
        placed.content = .tableView(adjusted)
        nodes[index].boundsOriginY = -adjusted.contentInsetTop
        // The cells take the table's margins: its own where it sets them, else the screen's.
        let margin = view.layoutMargins == .systemDefault ? DevicePreset.tableMargin(forWidth: canvasWidth)
            : view.layoutMargins.leading
        let layout = TableLayout(view: placed, id: id, path: path, margin: margin,
                                 contentSize: contentSize, scale: scale, bottomInset: part.bottom)
        let origin = source.location(of: path)
        generated += layout.constraints.map { ConstraintSpec($0, origin: origin) }
        addChildren(layout.rows.map { ($0.view, $0.path) }, to: index, depth: depth)
        return true
    }
}

extension TreeFlattener {
    /// Adds a scroll view: its content guide first (a view of its own, `<id>_contentLayoutGuide`,
    /// not drawn, at the content's top-left and as large as the constraints on it make it),
    /// then its subviews. It clips them, as UIScrollView does.
    mutating func addScroll(_ view: ViewSpec, path: String, parent: Int?, depth: Int) -> Bool {
        guard case .scrollView(let spec) = view.content else { return false }
        let (index, id) = recordContainer(view, path: path, parent: parent)
        // The guide is the scroll view's first child, the next node.
        let part = insetPart(index, path: path, spec.contentInsetAdjustment, contentGuide: index + 1,
                             fullContent: spec.fullContent)
        let inset = spec.contentInsetTop + part.top
        nodes[index].boundsOriginY = -inset
        let guide = MadeView.contentLayoutGuide.id(in: id)
        let origin = source.location(of: path)
        let pin = { (attribute: Attribute, constant: Double, priority: Double) in
            ConstraintSpec(ConstraintExpression(first: AnchorName(.named(guide), attribute), relation: .equal,
                                                second: [.width, .height].contains(attribute)
                                                    ? nil : AnchorName(.named(id), attribute),
                                                constant: constant, priority: priority), origin: origin)
        }
        // The content's top-left is the scroll view's (below the inset); an empty content
        // area is empty, as UIKit's content size is zero until something gives it one.
        generated += [pin(.left, 0, 1000), pin(.top, inset, 1000), pin(.width, 0, 1), pin(.height, 0, 1)]
        if spec.fullContent {
            // The whole content: the scroll view as tall as its content and the insets
            // above and below it.
            generated.append(ConstraintSpec(ConstraintExpression(first: AnchorName(.named(id), .height), relation: .equal,
                                                                 second: AnchorName(.named(guide), .height),
                                                                 constant: inset + part.bottom), origin: origin))
        }
        let children = [(ViewSpec(id: guide), SpecPath.key(path, "contentLayoutGuide"))]
            + view.subviews.enumerated().map { ($1, SpecPath.index(SpecPath.key(path, "subviews"), $0)) }
        addChildren(children, to: index, depth: depth)
        scrollViews.append(index)
        return true
    }
}

extension TreeFlattener {
    /// The part of the safe area the view at `index` was found to cover (none before its
    /// first layout), noting the view for the next one when the canvas has a safe area.
    mutating func insetPart(_ index: Int, path: String, _ behavior: ContentInsetAdjustment, contentGuide: Int?,
                            fullContent: Bool) -> ContentInsetAdjuster.Part {
        guard adjustsInsets, behavior != .never else { return .zero }
        let part = insetParts[path] ?? .zero
        insetAdjusters.append(ContentInsetAdjuster(index: index, path: path, behavior: behavior, contentGuide: contentGuide,
                                                   fullContent: fullContent, isRoot: index == 0, assumed: part))
        return part
    }
}
