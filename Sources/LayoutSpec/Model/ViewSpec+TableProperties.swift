/// Properties of the containers — table views and their cells, scroll views, collection
/// views and their cells: setting one and listing those that differ from the defaults.
extension ViewSpec {
    mutating func applyTableProperty(_ property: ViewProperty) {
        switch content {
        case .tableView(var table):
            switch property {
            case .tableStyle(let value): table.style = value
            case .rowHeight(let value): table.rowHeight = value
            case .separatorStyle(let value): table.separatorStyle = value
            case .contentInsetTop(let value): table.contentInsetTop = value
            case .contentInsetAdjustment(let value): table.contentInsetAdjustment = value
            case .fullContent(let value): table.fullContent = value
            default: return
            }
            content = .tableView(table)
        case .tableViewCell(var cell):
            switch property {
            case .cellStyle(let value): cell.style = value
            case .text(let value): cell.text = value
            case .font(let value): cell.textFont = value
            case .detail(let value): cell.detail = value
            case .detailFont(let value): cell.detailFont = value
            case .symbol(let value): cell.symbol = value
            case .accessory(let value): cell.accessory = value
            case .contentMargins(let value): cell.contentMargins = value
            case .accessoryWidth(let value): cell.accessoryWidth = value
            case .rowHeight(let value): cell.rowHeight = value
            default: return
            }
            content = .tableViewCell(cell)
        case .scrollView(var scroll):
            switch property {
            case .contentInsetTop(let value): scroll.contentInsetTop = value
            case .contentInsetAdjustment(let value): scroll.contentInsetAdjustment = value
            case .fullContent(let value): scroll.fullContent = value
            default: return
            }
            content = .scrollView(scroll)
        case .collectionView(var collection):
            switch property {
            case .itemSize(let value): collection.itemSize = value ?? CollectionViewSpec().itemSize
            case .minimumLineSpacing(let value): collection.minimumLineSpacing = value
            case .minimumInteritemSpacing(let value): collection.minimumInteritemSpacing = value
            case .sectionInset(let value): collection.sectionInset = value
            case .scrollDirection(let value): collection.scrollDirection = value
            case .headerReferenceSize(let value): collection.headerReferenceSize = value
            case .footerReferenceSize(let value): collection.footerReferenceSize = value
            case .estimatedItemSize(let value): collection.estimatedItemSize = value
            case .fullContent(let value): collection.fullContent = value
            default: return
            }
            content = .collectionView(collection)
        case .collectionViewCell(var cell):
            guard case .itemSize(let value) = property else { return }
            cell.itemSize = value
            content = .collectionViewCell(cell)
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
            if table.contentInsetAdjustment != .automatic {
                list.append(.contentInsetAdjustment(table.contentInsetAdjustment))
            }
            if table.fullContent { list.append(.fullContent(true)) }
        case .tableViewCell(let cell):
            if !cell.text.isEmpty { list.append(.text(cell.text)) }
            if let font = cell.textFont { list.append(.font(font)) }
            if let symbol = cell.symbol { list.append(.symbol(symbol)) }
            if cell.style != .default { list.append(.cellStyle(cell.style)) }
            if let height = cell.rowHeight { list.append(.rowHeight(height)) }
            if !cell.detail.isEmpty { list.append(.detail(cell.detail)) }
            if let font = cell.detailFont { list.append(.detailFont(font)) }
            if cell.accessory != .none { list.append(.accessory(cell.accessory)) }
            if let margins = cell.contentMargins { list.append(.contentMargins(margins)) }
            if let width = cell.accessoryWidth { list.append(.accessoryWidth(width)) }
        case .scrollView(let scroll):
            if scroll.contentInsetTop != 0 { list.append(.contentInsetTop(scroll.contentInsetTop)) }
            if scroll.contentInsetAdjustment != .automatic {
                list.append(.contentInsetAdjustment(scroll.contentInsetAdjustment))
            }
            if scroll.fullContent { list.append(.fullContent(true)) }
        case .collectionView(let collection):
            let defaults = CollectionViewSpec()
            if collection.itemSize != defaults.itemSize { list.append(.itemSize(collection.itemSize)) }
            if collection.minimumLineSpacing != defaults.minimumLineSpacing {
                list.append(.minimumLineSpacing(collection.minimumLineSpacing))
            }
            if collection.minimumInteritemSpacing != defaults.minimumInteritemSpacing {
                list.append(.minimumInteritemSpacing(collection.minimumInteritemSpacing))
            }
            if collection.sectionInset != .zero { list.append(.sectionInset(collection.sectionInset)) }
            if collection.scrollDirection != .vertical { list.append(.scrollDirection(collection.scrollDirection)) }
            if collection.headerReferenceSize != .zero { list.append(.headerReferenceSize(collection.headerReferenceSize)) }
            if collection.footerReferenceSize != .zero { list.append(.footerReferenceSize(collection.footerReferenceSize)) }
            if let estimate = collection.estimatedItemSize { list.append(.estimatedItemSize(estimate)) }
            if collection.fullContent { list.append(.fullContent(true)) }
        case .collectionViewCell(let cell):
            if let size = cell.itemSize { list.append(.itemSize(size)) }
        default:
            break
        }
        return list
    }
}
