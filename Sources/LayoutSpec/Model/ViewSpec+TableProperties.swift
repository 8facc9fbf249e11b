/// Properties of table views, their cells and scroll views: setting one and listing those
/// that differ from the defaults.
extension ViewSpec {
    mutating func applyTableProperty(_ property: ViewProperty) {
        switch content {
        case .tableView(var table):
            switch property {
            case .tableStyle(let value): table.style = value
            case .rowHeight(let value): table.rowHeight = value
            case .separatorStyle(let value): table.separatorStyle = value
            case .contentInsetTop(let value): table.contentInsetTop = value
            default: return
            }
            content = .tableView(table)
        case .tableViewCell(var cell):
            switch property {
            case .cellStyle(let value): cell.style = value
            case .text(let value): cell.text = value
            case .font(let value): cell.textFont = value
            case .detail(let value): cell.detail = value
            case .symbol(let value): cell.symbol = value
            case .accessory(let value): cell.accessory = value
            case .rowHeight(let value): cell.rowHeight = value
            default: return
            }
            content = .tableViewCell(cell)
        case .scrollView(var scroll):
            guard case .contentInsetTop(let value) = property else { return }
            scroll.contentInsetTop = value
            content = .scrollView(scroll)
        default:
            return
        }
    }

    /// The table properties that differ from the kind's defaults, in key order.
    var tableProperties: [ViewProperty] {
        var list: [ViewProperty] = []
        switch content {
        case .tableView(let table):
            if table.style != .plain { list.append(.tableStyle(table.style)) }
            if let height = table.rowHeight { list.append(.rowHeight(height)) }
            if table.separatorStyle != .singleLine { list.append(.separatorStyle(table.separatorStyle)) }
            if table.contentInsetTop != 0 { list.append(.contentInsetTop(table.contentInsetTop)) }
        case .tableViewCell(let cell):
            if !cell.text.isEmpty { list.append(.text(cell.text)) }
            if let font = cell.textFont { list.append(.font(font)) }
            if let symbol = cell.symbol { list.append(.symbol(symbol)) }
            if cell.style != .default { list.append(.cellStyle(cell.style)) }
            if let height = cell.rowHeight { list.append(.rowHeight(height)) }
            if !cell.detail.isEmpty { list.append(.detail(cell.detail)) }
            if cell.accessory != .none { list.append(.accessory(cell.accessory)) }
        case .scrollView(let scroll):
            if scroll.contentInsetTop != 0 { list.append(.contentInsetTop(scroll.contentInsetTop)) }
        default:
            break
        }
        return list
    }
}
