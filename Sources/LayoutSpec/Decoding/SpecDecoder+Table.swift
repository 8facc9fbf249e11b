/// Decoding a table view's `sections`: each a mapping with optional header and footer
/// titles or heights and its `cells`, views whose `type` is `tableViewCell` (implied when
/// left out), or its `rows`, cells made from the table's or the section's `prototypes`
/// (see `SpecDecoder+TableRows.swift`).
extension SpecDecoder {
    static let sectionKeys = ["header", "footer", "headerHeight", "footerHeight", "cells", "rows", "prototypes"]

    /// The sections, and the cells of all of them in order (each knowing its section).
    /// `table` is the table's id and `prototypes` its own, which rows name.
    mutating func tableSections(_ node: SpecNode, _ path: String, depth: Int, table: String? = nil,
                                prototypes: [String: Prototype] = [:])
        -> (sections: [TableSectionSpec], cells: [ViewSpec]) {
        guard let items = list(node, path, what: "a list of sections ({header, footer, cells})") else { return ([], []) }
        var sections: [TableSectionSpec] = []
        var cells: [ViewSpec] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            source.record(itemPath, item)
            guard let entries = mapping(item, itemPath, allowed: SpecMapping.section.keys,
                                        what: "a section ({header, footer, cells})") else { continue }
            var section = TableSectionSpec()
            // A section's own prototypes are read first (rows may come before them) and
            // shadow the table's of the same identifier.
            var known = prototypes
            if let own = entries.first(where: { $0.key == "prototypes" }) {
                known.merge(self.prototypes(own.value, SpecPath.key(itemPath, "prototypes"), depth: depth)) { $1 }
            }
            if entries.contains(where: { $0.key == "cells" }), let rows = entries.first(where: { $0.key == "rows" }) {
                // UIKit's static cells and a data source's rows do not mix in one table section.
                diagnostics.error("a section has 'cells' (static cells) or 'rows' (made from prototypes), not both",
                                  at: rows.keyPosition, path: SpecPath.key(itemPath, "rows"))
            }
            var rowsMade = 0
            for entry in entries {
                let keyPath = SpecPath.key(itemPath, entry.key)
                switch entry.key {
                case "header": section.header = string(entry.value, keyPath)
                case "footer": section.footer = string(entry.value, keyPath)
                case "headerHeight": section.headerHeight = number(entry.value, keyPath, .size)
                case "footerHeight": section.footerHeight = number(entry.value, keyPath, .size)
                case "prototypes": continue
                case "rows":
                    guard !entries.contains(where: { $0.key == "cells" }) else { continue }
                    let rows = tableRows(entry.value, keyPath, table: table, section: sections.count, firstRow: rowsMade,
                                         prototypes: known)
                    rowsMade += rows.count
                    cells += rows
                default: cells += sectionCells(entry.value, keyPath, section: sections.count, depth: depth)
                }
            }
            sections.append(section)
        }
        return (sections, cells)
    }

    /// A collection view's `items`: views whose `type` is `collectionViewCell` (implied when
    /// left out).
    mutating func collectionItems(_ node: SpecNode, _ path: String, depth: Int) -> [ViewSpec] {
        guard let items = list(node, path, what: "a list of cells") else { return [] }
        var cells: [ViewSpec] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            guard let cell = view(item, itemPath, depth: depth, impliedType: .collectionViewCell) else { continue }
            guard cell.type == .collectionViewCell else {
                error("a collection view's items are collectionViewCell views, found \(cell.type.withArticle)", at: item, itemPath)
                continue
            }
            cells.append(cell)
        }
        return cells
    }

    /// A collection view's `header` or `footer`: a `collectionReusableView` (implied when
    /// left out) with its own subviews.
    mutating func supplementaryView(_ node: SpecNode, _ path: String, kind: CollectionReusableViewSpec.ElementKind,
                                    depth: Int) -> ViewSpec? {
        guard var view = view(node, path, depth: depth, impliedType: .collectionReusableView) else { return nil }
        guard case .collectionReusableView(var reusable) = view.content else {
            error("a collection view's \(kind.rawValue) is a collectionReusableView, found \(view.type.withArticle)", at: node, path)
            return nil
        }
        reusable.elementKind = kind
        view.content = .collectionReusableView(reusable)
        return view
    }

    private mutating func sectionCells(_ node: SpecNode, _ path: String, section: Int, depth: Int) -> [ViewSpec] {
        guard let items = list(node, path, what: "a list of cells") else { return [] }
        var cells: [ViewSpec] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            guard var cell = view(item, itemPath, depth: depth, impliedType: .tableViewCell) else { continue }
            guard case .tableViewCell(var spec) = cell.content else {
                error("a table's cells are tableViewCell views, found \(cell.type.withArticle)", at: item, itemPath)
                continue
            }
            spec.section = section
            cell.content = .tableViewCell(spec)
            cells.append(cell)
        }
        return cells
    }
}
