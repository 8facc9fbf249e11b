import AutoLayout
import LayoutSpec

/// Collection views: `<collectionView>` with its `<collectionViewFlowLayout
/// key="collectionViewLayout">` (item size, spacings, section inset, scroll direction) and
/// its prototype `<cells>`, each shown once as Interface Builder shows them, at its
/// `customSize` when it has one, and its `<collectionReusableView key="sectionHeaderView">`
/// and `key="sectionFooterView"`, the one section's header and footer. The flow layout
/// places the cells, the header and the footer: their recorded frames are not read.
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
            if let size = Self.size(layout.child(key: "footerReferenceSize", named: "size")) {
                collection.footerReferenceSize = size
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
        var header: ViewSpec?
        var footer: ViewSpec?
        for reusable in element.children where reusable.name == "collectionReusableView" {
            switch reusable.key {
            case "sectionHeaderView" where header == nil:
                header = supplementary(reusable, kind: .header, path: "\(path).header")
            case "sectionFooterView" where footer == nil:
                footer = supplementary(reusable, kind: .footer, path: "\(path).footer")
            default:
                diagnostics.warn("\(element.label): \(reusable.label) is neither its section header nor its footer; "
                                 + "it is left out", about: reusable)
                reusable.forEach { inner in
                    if let id = inner.id { dropped[id] = reusable.label }
                }
            }
        }
        var items: [ViewSpec] = []
        let cells = element.child(named: "cells")?.children(named: "collectionViewCell") ?? []
        for cell in cells {
            items.append(self.cell(cell, path: "\(path).items[\(items.count)]"))
        }
        // Interface Builder shows prototypes at the custom size the size inspector gives them
        // even where the layout estimates sizes (all 10 such public cells, in 3 documents,
        // record their custom size; a device sizes them to their content): when every
        // prototype has one, they are laid out at it.
        if collection.estimatedItemSize == .automatic, !cells.isEmpty,
           cells.allSatisfy({ $0.child(key: "customSize", named: "size") != nil }) {
            collection.estimatedItemSize = nil
        }
        return (collection, (header.map { [$0] } ?? []) + items + (footer.map { [$0] } ?? []))
    }

    /// The section header or footer: its subviews and their constraints are its own, as a
    /// cell's content view's are.
    private mutating func supplementary(_ element: IBElement, kind: CollectionReusableViewSpec.ElementKind,
                                        path: String) -> ViewSpec {
        positions.record(path, at: element.position)
        let id = ids.assign(element.id)
        var spec = ViewSpec(id: id, .collectionReusableView(CollectionReusableViewSpec(elementKind: kind)))
        applyCommon(element, to: &spec)
        guard let id else { return spec }
        let size = IBGeometry.frame(of: element).map { (width: $0.width, height: $0.height) } ?? (0, 0)
        spec.subviews = childViews(of: element, parent: id, parentSize: size, path: path, placedByParent: false)
        return spec
    }

    private mutating func cell(_ element: IBElement, path: String) -> ViewSpec {
        positions.record(path, at: element.position)
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
