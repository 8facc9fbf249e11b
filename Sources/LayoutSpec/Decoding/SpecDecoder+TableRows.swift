import AutoLayout

/// Decoding a table's `prototypes` and a section's `rows`: what a data source gives UIKit.
///
/// A prototype is a cell as a section's `cells` write it, with an `id` that is its reuse
/// identifier and `constraints` for the views in its content view (names are the
/// prototype's own: `nameLabel`, `superview`, the prototype's id for the cell). A row names
/// its prototype (`cell`) and sets what `tableView(_:cellForRowAt:)` would: the standard
/// labels' text, the symbol, the accessory, the height, and properties of the prototype's
/// own views (`set: {nameLabel: {text: Grace}}`).
///
/// Each row becomes a real cell when the spec is read, so layout, drawing, variants and
/// `stacksnap layout` see ordinary cells. Its id is the index path's, after the table —
/// `contacts_row3` in the first section, `contacts_section1_row3` in later ones — and each
/// view of its prototype is renamed after it (`contacts_row3_nameLabel`), as a cell's made
/// views are (`contacts_row3_textLabel`).
extension SpecDecoder {
    /// The keys a row accepts.
    static let rowKeys = ["cell", "text", "detail", "symbol", "accessory", "rowHeight", "set"]
    /// The row keys that are the cell's own properties, decoded as a cell's are.
    private static let rowProperties: [ViewPropertyKey] = [.text, .detail, .symbol, .accessory, .rowHeight]

    /// A decoded prototype: the cell, and its constraints in its own names.
    struct Prototype {
        var cell: ViewSpec
        var constraints: [WrittenConstraint]
    }

    /// The id of the cell for row `row` of section `section` of the table `table`.
    static func rowID(table: String, section: Int, row: Int) -> String {
        section == 0 ? "\(table)_row\(row)" : "\(table)_section\(section)_row\(row)"
    }

    /// `prototypes`: a list of cells, each with an `id` (its reuse identifier), unique in the list.
    mutating func prototypes(_ node: SpecNode, _ path: String, depth: Int) -> [String: Prototype] {
        guard let items = list(node, path, what: "a list of prototype cells") else { return [:] }
        var result: [String: Prototype] = [:]
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            source.record(itemPath, item)
            guard case .mapping(let entries) = item.value else {
                error("expected a prototype cell (a mapping with 'id'), found \(item.kindDescription)", at: item, itemPath)
                continue
            }
            // `constraints` is the prototype's, not a cell key: read it apart from the cell.
            let cellNode = SpecNode(.mapping(entries.filter { $0.key != "constraints" }), at: item.position)
            guard var cell = view(cellNode, itemPath, depth: depth, impliedType: .tableViewCell) else { continue }
            guard cell.type == .tableViewCell else {
                error("a prototype is a tableViewCell, found \(cell.type.withArticle)", at: item, itemPath)
                continue
            }
            guard let id = cell.id else {
                error("missing key 'id' (the prototype's reuse identifier, which rows name in 'cell')", at: item, itemPath)
                continue
            }
            if result[id] != nil {
                error("two prototypes have the reuse identifier '\(id)'", at: item, SpecPath.key(itemPath, "id"))
                continue
            }
            var constraints: [WrittenConstraint] = []
            if let entry = entries.first(where: { $0.key == "constraints" }) {
                constraints = prototypeConstraints(entry.value, SpecPath.key(itemPath, "constraints"))
            }
            cell.id = id
            result[id] = Prototype(cell: cell, constraints: constraints)
        }
        return result
    }

    private mutating func prototypeConstraints(_ node: SpecNode, _ path: String) -> [WrittenConstraint] {
        guard let items = list(node, path, what: "a list of constraints") else { return [] }
        var result: [WrittenConstraint] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            source.record(itemPath, item)
            guard case .scalar(_, let kind) = item.value, kind == .plain || kind == .string, let text = string(item, itemPath)
            else {
                error("expected a constraint string (a prototype's constraints are written in the constraint grammar), found \(item.kindDescription)",
                      at: item, itemPath)
                continue
            }
            let written = WrittenConstraint(text, location: source.location(of: itemPath))
            if case .failure(let failure) = written.parsed {
                error("\(failure)", at: item, itemPath)
                continue
            }
            result.append(written)
        }
        return result
    }

    /// `rows`: each a cell made from a prototype, with the constraints of its views renamed
    /// after it (collected in ``rowConstraints``).
    mutating func tableRows(_ node: SpecNode, _ path: String, table: String?, section: Int, firstRow: Int,
                            prototypes: [String: Prototype]) -> [ViewSpec] {
        guard let items = list(node, path, what: "a list of rows ({cell, text, detail, set})") else { return [] }
        guard let table else {
            error("a table with rows needs an 'id': its rows are named after it (<table>_row0, …)", at: node, path)
            return []
        }
        var cells: [ViewSpec] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            source.record(itemPath, item)
            guard let entries = mapping(item, itemPath, allowed: SpecMapping.tableRow.keys, what: "a row ({cell, text, detail, set})")
            else { continue }
            guard let nameNode = entries.first(where: { $0.key == "cell" })?.value else {
                error("missing key 'cell' (the reuse identifier of the row's prototype)", at: item, itemPath)
                continue
            }
            let namePath = SpecPath.key(itemPath, "cell")
            source.record(namePath, nameNode)
            guard let name = string(nameNode, namePath) else { continue }
            guard let prototype = prototypes[name] else {
                let known = prototypes.keys.sorted()
                let message = known.isEmpty ? "no prototype has the reuse identifier '\(name)' (the table has no 'prototypes')"
                    : "no prototype has the reuse identifier '\(name)'\(Suggestion.hint(for: name, in: known))"
                error(message, at: nameNode, namePath)
                continue
            }
            let id = Self.rowID(table: table, section: section, row: firstRow + index)
            var cell = prototype.cell.renamed(to: id)
            guard case .tableViewCell(var spec) = cell.content else { continue }
            spec.section = section
            cell.content = .tableViewCell(spec)
            for entry in entries where entry.key != "cell" {
                let keyPath = SpecPath.key(itemPath, entry.key)
                if entry.key == "set" {
                    setRowViews(entry.value, keyPath, in: &cell, row: id, prototype: prototype.cell)
                } else if let key = ViewPropertyKey(rawValue: entry.key), Self.rowProperties.contains(key),
                          let value = property(key, entry.value, keyPath, current: cell) {
                    cell.apply(value)
                }
            }
            for written in prototype.constraints {
                for expression in written.expressions {
                    let renamed = expression.renamingItems { Self.rowName($0, prototype: name, row: id, views: prototype.cell) }
                    rowConstraints.append(.expression(WrittenConstraint(renamed, location: written.location)))
                }
            }
            cells.append(cell)
        }
        return cells
    }

    /// A prototype's name for a view in a row's names: the prototype's id and the views it
    /// makes or holds are renamed after the row; `superview`, `root` and other views stay.
    private static func rowName(_ item: ItemName, prototype: String, row: String, views: ViewSpec) -> ItemName {
        guard case .named(let id) = item else { return item }
        if id == prototype { return .named(row) }
        if id.hasPrefix(prototype + "_"), MadeView(rawValue: String(id.dropFirst(prototype.count + 1))) != nil {
            return .named(row + id.dropFirst(prototype.count))
        }
        return views.descendantIDs.contains(id) ? .named("\(row)_\(id)") : item
    }

    /// `set: {viewID: {property: value}}`: properties of the views in the row's prototype,
    /// decoded as the view's own keys are.
    private mutating func setRowViews(_ node: SpecNode, _ path: String, in cell: inout ViewSpec, row: String,
                                      prototype: ViewSpec) {
        guard case .mapping(let entries) = node.value else {
            error("expected a mapping {viewID: {property: value}}, found \(node.kindDescription)", at: node, path)
            return
        }
        let ids = prototype.descendantIDs
        for entry in entries {
            let viewPath = SpecPath.key(path, entry.key)
            source.record(viewPath, at: entry.keyPosition)
            guard ids.contains(entry.key) else {
                let message = ids.isEmpty ? "the prototype '\(prototype.id ?? "")' has no views of its own to set"
                    : "no view in the prototype '\(prototype.id ?? "")' has the id '\(entry.key)'"
                        + Suggestion.hint(for: entry.key, in: ids.sorted())
                diagnostics.error(message, at: entry.keyPosition, path: viewPath)
                continue
            }
            guard case .mapping(let properties) = entry.value.value else {
                error("expected a mapping {property: value}, found \(entry.value.kindDescription)", at: entry.value, viewPath)
                continue
            }
            let target = "\(row)_\(entry.key)"
            cell.updateDescendant(target) { view in
                for property in properties {
                    let keyPath = SpecPath.key(viewPath, property.key)
                    guard let key = ViewPropertyKey(rawValue: property.key), key.applies(to: view.type) else {
                        let valid = ViewPropertyKey.keys(for: view.type).map(\.rawValue)
                        diagnostics.error("'\(property.key)' is not a property of \(view.type.withArticle)"
                                          + Suggestion.hint(for: property.key, in: valid),
                                          at: property.keyPosition, path: keyPath)
                        continue
                    }
                    if let value = self.property(key, property.value, keyPath, current: view) { view.apply(value) }
                }
            }
        }
    }
}
