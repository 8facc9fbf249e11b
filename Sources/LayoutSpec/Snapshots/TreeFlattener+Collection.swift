import AutoLayout

extension TreeFlattener {
    /// Adds a collection view and its cells, each with a content view filling it that holds
    /// the cell's subviews; the engine places the cells by the flow layout
    /// (``FlowConfiguration``). It clips them, as UICollectionView does.
    mutating func addCollection(_ view: ViewSpec, path: String, parent: Int?, depth: Int) -> Bool {
        guard case .collectionView(let spec) = view.content else { return false }
        let (index, id) = recordContainer(view, path: path, parent: parent) { collection in
            if collection.background == nil { collection.background = .systemBackground }
        }
        let origin = source.location(of: path)
        var cells: [(view: ViewSpec, path: String)] = []
        for (position, cell) in view.subviews.enumerated() {
            var placed = cell
            let cellID = cell.id ?? "\(id)_item\(position)"
            placed.id = cellID
            var content = ViewSpec(id: MadeView.contentView.id(in: cellID))
            content.subviews = cell.subviews
            placed.subviews = [content]
            generated += [Attribute.left, .right, .top, .bottom].map { edge in
                ConstraintSpec(ConstraintExpression(first: AnchorName(.named(content.id ?? ""), edge), relation: .equal,
                                                    second: AnchorName(.named(cellID), edge)), origin: origin)
            }
            cells.append((placed, SpecPath.index(SpecPath.key(path, "items"), position)))
        }
        var items: [Int] = []
        var sizes: [Size] = []
        // Self-sizing items start from their own size or the estimate, and measure themselves.
        let fallback = spec.estimatedItemSize?.estimate(itemSize: spec.itemSize) ?? spec.itemSize
        for (cell, added) in zip(view.subviews, addChildren(cells, to: index, depth: depth)) {
            guard let added else { continue }
            items.append(added)
            if case .collectionViewCell(let own) = cell.content, let size = own.itemSize {
                sizes.append(size)
            } else {
                sizes.append(fallback)
            }
        }
        var flow = FlowConfiguration(items: items, itemSizes: sizes)
        flow.scrollDirection = spec.scrollDirection
        flow.minimumLineSpacing = spec.minimumLineSpacing
        flow.minimumInteritemSpacing = spec.minimumInteritemSpacing
        flow.sectionInset = spec.sectionInset
        flow.fitsContent = spec.fullContent
        flow.sizesItemsToContent = spec.estimatedItemSize != nil
        flow.headerExtent = spec.scrollDirection == .vertical ? spec.headerReferenceSize.height
            : spec.headerReferenceSize.width
        flows[index] = flow
        return true
    }
}
