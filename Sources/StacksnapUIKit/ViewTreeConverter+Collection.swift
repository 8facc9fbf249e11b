import AutoLayout
import Foundation
import LayoutSpec

/// Collection views: the flow layout's properties as the spec's `collectionView`, the data
/// source's items as its `collectionViewCell`s, each cell's content view the spec's made
/// content view (`<cell id>_contentView`), and its header and footer as the spec's
/// `collectionReusableView`s.
extension ViewTreeConverter {
    /// True for a collection view cell's content view: in the spec it is the cell's made
    /// content view.
    static func isItemContentView(_ view: UIView) -> Bool {
        (view.superview as? UICollectionViewCell)?.contentView === view
    }

    /// Names a cell's content view as the spec makes it, so that constraints find it.
    mutating func nameContentView(of cell: UICollectionViewCell, cellID: String) {
        let id = MadeView.contentView.id(in: cellID)
        taken.insert(id)
        ids[ObjectIdentifier(cell.contentView)] = id
        result.views[id] = cell.contentView
    }

    /// The flow layout's properties; the subviews are the items' cells, each holding its
    /// content view's subviews.
    mutating func collectionSpec(_ collection: UICollectionView, _ spec: inout ViewSpec) {
        var content = CollectionViewSpec()
        if let flow = collection.collectionViewLayout as? UICollectionViewFlowLayout {
            content.itemSize = Size(width: Double(flow.itemSize.width), height: Double(flow.itemSize.height))
            content.minimumLineSpacing = Double(flow.minimumLineSpacing)
            content.minimumInteritemSpacing = Double(flow.minimumInteritemSpacing)
            let inset = flow.sectionInset
            content.sectionInset = EdgeInsets(top: Double(inset.top), left: Double(inset.left),
                                              bottom: Double(inset.bottom), right: Double(inset.right))
            content.scrollDirection = flow.scrollDirection == .vertical ? .vertical : .horizontal
            content.headerReferenceSize = Size(width: Double(flow.headerReferenceSize.width),
                                               height: Double(flow.headerReferenceSize.height))
            if flow.estimatedItemSize == UICollectionViewFlowLayout.automaticSize {
                content.estimatedItemSize = .automatic
            } else if flow.estimatedItemSize != .zero {
                content.estimatedItemSize = .size(Size(width: Double(flow.estimatedItemSize.width),
                                                       height: Double(flow.estimatedItemSize.height)))
            }
            content.footerReferenceSize = Size(width: Double(flow.footerReferenceSize.width),
                                               height: Double(flow.footerReferenceSize.height))
        } else {
            result.notes.append("\(collection.debugName): only a UICollectionViewFlowLayout is drawn; the items are placed "
                                + "by a default flow layout")
        }
        spec.content = .collectionView(content)
        result.errors += collection.loadErrors
        result.notes += collection.loadNotes
        let items = collection.loadedItems ?? []
        // The header and footer are their section's; their subviews are their own.
        func supplementary(_ view: UICollectionReusableView?, _ kind: CollectionReusableViewSpec.ElementKind) -> [ViewSpec] {
            guard let view, view.superview === collection else { return [] }
            var viewSpec = ViewSpec(id: id(of: view), .collectionReusableView(CollectionReusableViewSpec(elementKind: kind)))
            viewSpec.subviews = view.subviews.map { self.spec(of: $0) }
            ViewSpecContent.applyCommon(of: view, to: &viewSpec)
            return [viewSpec]
        }
        let header = supplementary(collection.loadedHeader, .header)
        spec.subviews = header + items.filter { $0.superview === collection }.map { cell in
            var cellSpec = ViewSpec(id: id(of: cell), .collectionViewCell(CollectionCellSpec()))
            cellSpec.subviews = cell.contentView.subviews.map { self.spec(of: $0) }
            ViewSpecContent.applyCommon(of: cell, to: &cellSpec)
            return cellSpec
        } + supplementary(collection.loadedFooter, .footer)
        let placed = Set(items.map(ObjectIdentifier.init) + [collection.loadedHeader, collection.loadedFooter].compactMap { $0 }
            .map(ObjectIdentifier.init))
        for subview in collection.subviews where !placed.contains(ObjectIdentifier(subview)) {
            result.notes.append("\(collection.debugName): \(subview.debugName) was added to the collection view itself; "
                                + "only its items' cells are drawn")
        }
    }
}
