import AutoLayout
import LayoutSpec

/// Collection views: `<collectionView>` with its `<collectionViewFlowLayout
/// key="collectionViewLayout">` (item size, spacings, section inset, scroll direction) and
/// its prototype `<cells>`, each shown once as Interface Builder shows them, at its
/// `customSize` when it has one. The flow layout places the cells: their recorded frames are
/// not read.
extension UnitConverter {
    mutating func collection(_ element: IBElement, path: String) -> (collection: CollectionViewSpec, items: [ViewSpec]) {
        var collection = CollectionViewSpec()
        if let layout = element.child(key: "collectionViewLayout", named: "collectionViewFlowLayout") {
            collection.minimumLineSpacing = IBValue.number(layout["minimumLineSpacing"]) ?? 10
            collection.minimumInteritemSpacing = IBValue.number(layout["minimumInteritemSpacing"]) ?? 10
            if let size = Self.size(layout.child(key: "itemSize", named: "size")) { collection.itemSize = size }
            if layout["scrollDirection"] == "horizontal" { collection.scrollDirection = .horizontal }
            if let size = Self.size(layout.child(key: "headerReferenceSize", named: "size")) {
                collection.headerReferenceSize = size
            }
            // Xcode 11 and later write `automaticEstimatedItemSize="YES"` (new collection views'
            // default) or an estimate of their own; the older ones a size, zero for none.
            if layout["automaticEstimatedItemSize"] == "YES" {
                collection.estimatedItemSize = .automatic
            } else if let size = Self.size(layout.child(key: "estimatedItemSize", named: "size")),
                      size.width > 0 || size.height > 0 {
                collection.estimatedItemSize = .size(size)
            }
            if let inset = layout.child(key: "sectionInset", named: "inset") {
                collection.sectionInset = EdgeInsets(top: IBValue.number(inset["minY"]) ?? 0,
                                                     left: IBValue.number(inset["minX"]) ?? 0,
                                                     bottom: IBValue.number(inset["maxY"]) ?? 0,
                                                     right: IBValue.number(inset["maxX"]) ?? 0)
            }
        } else if let layout = element.child(key: "collectionViewLayout") {
            diagnostics.warn("\(element.label): only flow layouts are drawn; its <\(layout.name)> is drawn as a flow layout",
                             about: layout)
        }
        for header in element.children where header.name == "collectionReusableView" {
            diagnostics.warn("\(header.label): collection view headers and footers are not drawn", about: header)
            header.forEach { inner in
                if let id = inner.id { dropped[id] = header.label }
            }
        }
        var items: [ViewSpec] = []
        for cell in element.child(named: "cells")?.children(named: "collectionViewCell") ?? [] {
            items.append(self.cell(cell, path: "\(path).items[\(items.count)]"))
        }
        return (collection, items)
    }

    private mutating func cell(_ element: IBElement, path: String) -> ViewSpec {
        positions.record(path, element.position)
        let id = ids.assign(element.id)
        var cell = CollectionCellSpec()
        cell.itemSize = Self.size(element.child(key: "customSize", named: "size"))
        var spec = ViewSpec(id: id, .collectionViewCell(cell))
        applyCommon(element, to: &spec)
        guard let id, let content = element.children.first(where: { $0.key == "contentView" }) else { return spec }
        // The content view is named as a spec names it, and its views are the cell's own.
        let contentID = MadeView.contentView.id(in: id)
        ids.assign(content.id, as: contentID)
        let size = IBGeometry.frame(of: content).map { (width: $0.width, height: $0.height) } ?? (0, 0)
        spec.subviews = childViews(of: content, parent: contentID, parentSize: size, path: path,
                                   placedByParent: false)
        return spec
    }

    /// A `<size width= height=>`, when it has both.
    static func size(_ element: IBElement?) -> Size? {
        guard let element, let width = IBValue.number(element["width"]), let height = IBValue.number(element["height"]),
              width >= 0, height >= 0 else { return nil }
        return Size(width: width, height: height)
    }
}
