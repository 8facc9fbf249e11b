import AutoLayout

extension TreeFlattener {
    /// Adds a collection view and its cells, each with a content view filling it that holds
    /// the cell's subviews; the engine places the cells by the flow layout
    /// (``FlowConfiguration``). It clips them, as UICollectionView does.
    mutating func addCollection(_ view: ViewSpec, path: String, parent: Int?, depth: Int) -> Bool {
        let index = nodes.count
        var collection = view
        collection.id = view.id ?? "collectionView\(index)"
        collection.clipsToBounds = true
        collection.subviews = []
        if collection.background == nil { collection.background = .white }
        record(collection, path: path, parent: parent, index: index)
        guard case .collectionView(let spec) = view.content else { return true }
        let origin = source.location(of: path)
        var items: [Int] = []
        var sizes: [Size] = []
        for (position, cell) in view.subviews.enumerated() {
            let cellPath = SpecPath.index(SpecPath.key(path, "items"), position)
            var placed = cell
            let cellID = cell.id ?? "\(collection.id ?? "")_item\(position)"
            placed.id = cellID
            var content = ViewSpec(id: "\(cellID)_contentView")
            content.subviews = cell.subviews
            placed.subviews = [content]
            generated += [Attribute.left, .right, .top, .bottom].map { edge in
                ConstraintSpec(ConstraintExpression(first: AnchorName(.named(content.id ?? ""), edge), relation: .equal,
                                                    second: AnchorName(.named(cellID), edge)), origin: origin)
            }
            let childIndex = nodes.count
            guard add(placed, path: cellPath, parent: index, depth: depth + 1) else { continue }
            nodes[index].subviews.append(childIndex)
            items.append(childIndex)
            if case .collectionViewCell(let own) = cell.content, let size = own.itemSize {
                sizes.append(size)
            } else {
                sizes.append(spec.itemSize)
            }
        }
        var flow = FlowConfiguration(items: items, itemSizes: sizes)
        flow.scrollDirection = spec.scrollDirection
        flow.minimumLineSpacing = spec.minimumLineSpacing
        flow.minimumInteritemSpacing = spec.minimumInteritemSpacing
        flow.sectionInset = spec.sectionInset
        flow.fitsContent = spec.fullContent
        flow.headerExtent = spec.scrollDirection == .vertical ? spec.headerReferenceSize.height
            : spec.headerReferenceSize.width
        nodes[index].flow = flow
        return true
    }
}
