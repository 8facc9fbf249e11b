import AutoLayout

extension TreeFlattener {
    /// Adds a collection view and its cells, each with a content view filling it that holds
    /// the cell's subviews, and its header and footer; the engine places them by the flow
    /// layout (``FlowConfiguration``). It clips them, as UICollectionView does. A header or
    /// footer whose reference size is zero is left out: UIKit asks for none.
    mutating func addCollection(_ view: ViewSpec, path: String, parent: Int?, depth: Int) -> Bool {
        guard case .collectionView(let spec) = view.content else { return false }
        let (index, id) = recordContainer(view, path: path, parent: parent) { collection in
            if collection.background == nil { collection.background = .systemBackground }
        }
        let origin = source.location(of: path)
        let extents = (header: spec.scrollDirection == .vertical ? spec.headerReferenceSize.height : spec.headerReferenceSize.width,
                       footer: spec.scrollDirection == .vertical ? spec.footerReferenceSize.height : spec.footerReferenceSize.width)
        var cells: [(view: ViewSpec, path: String)] = []
        var supplementary: [(view: ViewSpec, path: String, kind: CollectionReusableViewSpec.ElementKind)] = []
        for cell in view.subviews {
            guard let kind = cell.collectionReusableKind else { continue }
            guard (kind == .header ? extents.header : extents.footer) > 0 else { continue }
            var placed = cell
            placed.id = cell.id ?? "\(id)_\(kind.rawValue)"
            supplementary.append((placed, SpecPath.key(path, kind.rawValue), kind))
        }
        let itemViews = view.subviews.filter { $0.collectionReusableKind == nil }
        for (position, cell) in itemViews.enumerated() {
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
        let headers = addChildren(supplementary.filter { $0.kind == .header }.map { ($0.view, $0.path) }, to: index, depth: depth)
        for (cell, added) in zip(itemViews, addChildren(cells, to: index, depth: depth)) {
            guard let added else { continue }
            items.append(added)
            if case .collectionViewCell(let own) = cell.content, let size = own.itemSize {
                sizes.append(size)
            } else {
                sizes.append(fallback)
            }
        }
        let footers = addChildren(supplementary.filter { $0.kind == .footer }.map { ($0.view, $0.path) }, to: index, depth: depth)
        var flow = FlowConfiguration(items: items, itemSizes: sizes)
        flow.header = headers.first ?? nil
        flow.footer = footers.first ?? nil
        flow.footerExtent = extents.footer
        flow.scrollDirection = spec.scrollDirection
        flow.minimumLineSpacing = spec.minimumLineSpacing
        flow.minimumInteritemSpacing = spec.minimumInteritemSpacing
        flow.sectionInset = spec.sectionInset
        flow.fitsContent = spec.fullContent
        flow.sizesItemsToContent = spec.estimatedItemSize != nil
        flow.headerExtent = extents.header
        flows[index] = flow
        return true
    }
}
