import AutoLayout
import Foundation
import LayoutSpec

/// Table views: the data source's sections and cells as the spec's `tableView` and its
/// `tableViewCell`s, each cell's content view the spec's made content view.
extension ViewTreeConverter {
    /// Asks every table in the hierarchy for its rows (once per `reloadData()`), so that the
    /// cells are in the hierarchy before it is named.
    static func loadTables(in top: UIView) {
        var stack = [top]
        while let view = stack.popLast() {
            (view as? UITableView)?.loadIfNeeded()
            (view as? UICollectionView)?.loadIfNeeded()
            stack += view.subviews
        }
    }

    /// True for a table cell's content view: in the spec it is the cell's made content view.
    static func isCellContentView(_ view: UIView) -> Bool {
        (view.superview as? UITableViewCell)?.contentView === view || isItemContentView(view)
    }

    /// Names a cell's content view and the standard parts the spec makes for it
    /// (`wifi_contentView`, `wifi_textLabel`), so that constraints and frames find them.
    mutating func nameParts(of cell: UITableViewCell, cellID: String) {
        taken.formUnion(MadeView.allCases.map { $0.id(in: cellID) })
        let parts: [(UIView?, MadeView)] = [(cell.contentView, .contentView), (cell.standardParts.text, .textLabel),
                                            (cell.standardParts.detail, .detailTextLabel), (cell.standardParts.image, .imageView)]
        for case let (view?, made) in parts {
            let id = made.id(in: cellID)
            ids[ObjectIdentifier(view)] = id
            result.views[id] = view
        }
    }

    /// The table's own properties and sections; its subviews are its header view and its
    /// cells, by section.
    mutating func tableSpec(_ table: UITableView, _ spec: inout ViewSpec) {
        let style: TableViewSpec.Style = switch table.style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
        var content = TableViewSpec(style: style)
        content.rowHeight = table.rowHeight == UITableView.automaticDimension || table.rowHeight < 0 ? nil : Double(table.rowHeight)
        content.separatorStyle = table.separatorStyle == .none ? .none : .singleLine
        // The written inset; the layout adds the part of the safe area the table covers (for
        // the screen's own table, the status and navigation bars), as UIKit does.
        content.contentInsetTop = Double(table.contentInset.top)
        content.contentInsetAdjustment = table.contentInsetAdjustmentBehavior.spec
        content.sections = table.loadedSections.map { TableSectionSpec(header: $0.header, footer: $0.footer) }
        result.errors += table.loadErrors
        result.notes += table.loadNotes
        let name = table.debugName
        if table.contentOffset.y != -table.adjustedContentInset.top {
            result.notes.append("\(name): a table's contentOffset is not drawn; its rows are shown from the top")
        }
        var subviews: [ViewSpec] = []
        if let header = table.tableHeaderView, header.superview === table {
            var headerSpec = self.spec(of: header)
            if headerSpec.id == nil { headerSpec.id = id(of: header) }
            subviews.append(headerSpec)
        }
        for (section, cells) in (table.loadedRows ?? []).enumerated() {
            for (row, cell) in cells.enumerated() where cell.superview === table {
                var cellSpec = self.spec(of: cell)
                if case .tableViewCell(var content) = cellSpec.content {
                    content.section = section
                    let height = table.delegate?.tableView(table, heightForRowAt: IndexPath(row: row, section: section))
                    if let height, height != table.rowHeight, height >= 0 { content.rowHeight = Double(height) }
                    cellSpec.content = .tableViewCell(content)
                }
                subviews.append(cellSpec)
            }
        }
        let placed = Set(([table.tableHeaderView] + (table.loadedRows ?? []).joined().map { $0 }).compactMap { $0 }.map(ObjectIdentifier.init))
        for subview in table.subviews where !placed.contains(ObjectIdentifier(subview)) {
            result.notes.append("\(name): \(subview.debugName) was added to the table itself; only its header view and "
                                + "cells are drawn")
        }
        spec.content = .tableView(content)
        spec.subviews = subviews
    }

    /// A cell's style, texts, symbol and accessory; its subviews are its content view's
    /// (and any added to the cell itself), placed in the spec's content view.
    mutating func cellSpec(_ cell: UITableViewCell, _ spec: inout ViewSpec) {
        var content = TableCellSpec(style: Self.cellStyle(cell.cellStyle))
        content.accessory = switch cell.accessoryType {
        case .none: .none
        case .disclosureIndicator: .disclosureIndicator
        case .detailDisclosureButton: .detailDisclosureButton
        case .checkmark: .checkmark
        case .detailButton: .detailButton
        }
        let name = cell.debugName
        var image: UIImage?
        if let configuration = cell.contentConfiguration as? UIListContentConfiguration {
            content.style = switch configuration.layout {
            case .cell: .default
            case .subtitleCell: .subtitle
            case .valueCell: .value1
            }
            content.text = configuration.text ?? ""
            content.detail = configuration.secondaryText ?? ""
            image = configuration.image
            if configuration.textProperties.font.spec != FontSpec(textStyle: .body) {
                content.textFont = configuration.textProperties.font.spec
            }
            if configuration.secondaryTextProperties.font.spec != configuration.madeSecondaryFont {
                content.detailFont = configuration.secondaryTextProperties.font.spec
            }
        } else if cell.contentConfiguration != nil {
            result.notes.append("\(name): only a UIListContentConfiguration is drawn; the cell's other configuration is not")
        } else {
            let (text, detail, imageView) = cell.standardParts
            content.text = text?.text ?? ""
            content.detail = detail?.text ?? ""
            image = imageView?.image
            if let font = text?.font?.spec, font != cell.madeFonts.text { content.textFont = font }
            if let font = detail?.font?.spec, font != cell.madeFonts.detail { content.detailFont = font }
        }
        if let image {
            if case .symbol(let symbol) = image.source {
                content.symbol = symbol
            } else {
                result.notes.append("\(name): a cell's image is drawn only when it is a system symbol")
            }
        }
        if cell.contentView.setsOwnMargins { content.contentMargins = cell.contentView.directionalLayoutMargins.spec }
        spec.content = .tableViewCell(content)
        let own = cell.subviews.filter { $0 !== cell.contentView }
        spec.subviews = (cell.contentView.subviews + own).map { self.spec(of: $0) }
            + (cell.contentView.guides + cell.guides).compactMap { guide in id(of: guide).map { ViewSpec(id: $0) } }
    }

    /// A table at the top of the hierarchy (a controller whose view is a table): the canvas
    /// is a plain view and the table fills it, so that the spec draws its rows.
    mutating func placeTopTable(_ table: ViewSpec) -> ViewSpec {
        var placed = table
        let id = fresh(top.accessibilityIdentifier, kind: "tableView")
        placed.id = id
        var root = ViewSpec()
        root.subviews = [placed]
        for attribute in [Attribute.left, .right, .top, .bottom] {
            let expression = ConstraintExpression(first: AnchorName(.named(id), attribute), relation: .equal,
                                                  second: AnchorName(.root, attribute))
            result.document.constraints.append(.expression(WrittenConstraint(
                expression, location: SourceLocation(file: "UITableView", line: 1))))
        }
        return root
    }

    /// A table header view that translates its autoresizing mask is as tall as its frame,
    /// as in UIKit (the table sets its width and position).
    mutating func tableHeaderHeights(_ order: [UIView]) {
        for case let table as UITableView in order {
            guard let header = table.tableHeaderView, header.superview === table, header.translatesAutoresizingMaskIntoConstraints,
                  header.storedFrame.height > 0, let headerID = id(of: header) else { continue }
            let expression = ConstraintExpression(first: AnchorName(.named(headerID), .height), relation: .equal, second: nil,
                                                  constant: Double(header.storedFrame.height))
            result.document.constraints.append(.expression(WrittenConstraint(
                expression, location: SourceLocation(file: "UITableView.tableHeaderView", line: 1))))
        }
    }

    private static func cellStyle(_ style: UITableViewCell.CellStyle) -> TableCellSpec.Style {
        switch style {
        case .default: .default
        case .value1: .value1
        case .value2: .value2
        case .subtitle: .subtitle
        }
    }
}
