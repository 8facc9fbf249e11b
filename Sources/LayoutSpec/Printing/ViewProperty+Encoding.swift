import AutoLayout

extension ViewProperty {
    /// The value as a spec writes it (the inverse of decoding it).
    public var node: SpecNode {
        switch self {
        case .hidden(let v), .clipsToBounds(let v), .baselineRelativeArrangement(let v),
             .layoutMarginsRelativeArrangement(let v), .on(let v), .animating(let v), .hidesWhenStopped(let v),
             .scrollEnabled(let v), .prefersLargeTitles(let v), .fullContent(let v), .hidesForSinglePage(let v),
             .adjustsFontSizeToFitWidth(let v), .allowsDefaultTighteningForTruncation(let v):
            return .bool(v)
        case .cornerRadius(let v), .alpha(let v), .contentInsetTop(let v), .accessoryWidth(let v), .spacing(let v), .value(let v),
             .minimumLineSpacing(let v), .minimumInteritemSpacing(let v),
             .minimum(let v), .maximum(let v),
             .progress(let v), .minimumScaleFactor(let v):
            return .number(v)
        case .attributedText(let runs): return .list(runs.map(\.node))
        case .paragraph(let paragraph): return paragraph.map(\.node) ?? .null
        case .baselineAdjustment(let v): return .string(v.rawValue)
        case .segments(let segments):
            return .list(segments.map { segment in
                guard let width = segment.width else { return .string(segment.title) }
                return .map([("title", .string(segment.title)), ("width", .number(width))])
            })
        case .selectedIndex(let v): return v.map { .number(Double($0)) } ?? .null
        case .progressStyle(let v): return .string(v.rawValue)
        case .indicatorStyle(let v): return .string(v.rawValue)
        case .leftItems(let items), .rightItems(let items), .barItems(let items):
            return .list(items.map(\.node))
        case .tabItems(let items):
            return .list(items.map { item in
                .map([("title", .string(item.title))] + (item.symbol.map { [("symbol", SpecNode.string($0))] } ?? []))
            })
        case .borderStyle(let v): return .string(v.rawValue)
        case .barBackground(let v): return .string(v.rawValue)
        case .effect(let v): return .string(v.rawValue)
        case .searchBarStyle(let v): return .string(v.rawValue)
        case .numberOfPages(let v), .currentPage(let v), .minuteInterval(let v): return .number(Double(v))
        case .pageIndicatorTint(let c), .currentPageIndicatorTint(let c): return c.map(\.node) ?? .null
        case .pageBackgroundStyle(let v): return .string(v.rawValue)
        case .datePickerMode(let v): return .string(v.rawValue)
        case .datePickerStyle(let v): return .string(v.rawValue)
        case .date(let v): return .string(v.description)
        case .locale(let v): return .string(v)
        case .countDownDuration(let v): return .number(v)
        case .components(let v): return .list(v.map { .list($0.map(SpecNode.string)) })
        case .selectedRows(let v): return .list(v.map { .number(Double($0)) })
        case .tableStyle(let v): return .string(v.rawValue)
        case .cellStyle(let v): return .string(v.rawValue)
        case .separatorStyle(let v): return .string(v.rawValue)
        case .accessory(let v): return .string(v.rawValue)
        case .detail(let v): return .string(v)
        case .rowHeight(let v): return v.map(SpecNode.number) ?? .string("automatic")
        case .clearButtonMode(let v): return .string(v.rawValue)
        case .firstBaseline(let v), .lastBaseline(let v), .preferredMaxWidth(let v):
            return v.map(SpecNode.number) ?? .null
        case .intrinsicSize(let size):
            guard let size else { return .null }
            if size.othersFromContent {
                return .map([("width", size.width), ("height", size.height)].compactMap { key, value in
                    value.map { (key, SpecNode.number($0)) }
                })
            }
            return .list([size.width.map(SpecNode.number) ?? .null, size.height.map(SpecNode.number) ?? .null])
        case .hugging(let p), .compressionResistance(let p):
            guard let p else { return .null }
            return .map([("h", .number(p.horizontal)), ("v", .number(p.vertical))])
        case .layoutMargins(let i), .contentInsets(let i), .contentMargins(let i):
            return .list([i.top, i.leading, i.bottom, i.trailing].map(SpecNode.number))
        case .itemSize(let size), .imageSize(let size):
            guard let size else { return .null }
            return .list([.number(size.width), .number(size.height)])
        case .scrollDirection(let v): return .string(v.rawValue)
        case .contentInsetAdjustment(let v): return .string(v.rawValue)
        case .headerReferenceSize(let size), .footerReferenceSize(let size):
            return .list([.number(size.width), .number(size.height)])
        case .estimatedItemSize(let estimate):
            switch estimate {
            case nil: return .null
            case .automatic?: return .string("automatic")
            case .size(let size)?: return .list([.number(size.width), .number(size.height)])
            }
        case .alignmentInsets(let i), .textContainerInset(let i), .sectionInset(let i):
            return i.node
        case .background(let c), .tint(let c):
            return c.map(\.node) ?? .null
        case .color(let c), .titleColor(let c):
            return c.node
        case .accessibility(let accessibility): return accessibility.map(\.node) ?? .null
        case .configuration(let configuration): return configuration.map(\.node) ?? .null
        case .audit(let audit): return audit.map(\.node) ?? .null
        case .border(let border):
            guard let border else { return .null }
            return .map([("width", .number(border.width)), ("color", border.color.node)])
        case .axis(let v): return .string(v.rawValue)
        case .distribution(let v): return .string(v.rawValue)
        case .alignment(let v): return .string(v.rawValue)
        case .model(let v): return v.map { .string($0.rawValue) } ?? .null
        case .lineBreak(let v): return .string(v.rawValue)
        case .textAlignment(let v): return .string(v.rawValue)
        case .contentMode(let v): return .string(v.rawValue)
        case .customSpacing(let entries):
            return .map(entries.map { ($0.afterID, .number($0.value)) })
        case .text(let v), .title(let v), .source(let v), .symbol(let v), .placeholderText(let v):
            return .string(v)
        case .font(let font), .detailFont(let font):
            // Traits are written only when set: most fonts have none, and printed specs stay
            // as they were before the traits existed.
            var traits: [(String, SpecNode)] = []
            if font.italic { traits.append(("italic", .bool(true))) }
            if font.monospacedDigits { traits.append(("monospacedDigits", .bool(true))) }
            if let style = font.textStyle {
                return .map([("textStyle", .string(style.rawValue)), ("weight", .string(font.weight.name))] + traits)
            }
            // `family: null` is written out: in a variant's `set`, a missing key would keep
            // the view's current family instead of going back to the system font.
            var pairs: [(String, SpecNode)] = [("family", font.family.map(SpecNode.string) ?? .null)]
            pairs.append(("size", .number(font.size)))
            pairs.append(("weight", .string(font.weight.name)))
            if let relativeTo = font.relativeTo { pairs.append(("relativeTo", .string(relativeTo.rawValue))) }
            return .map(pairs + traits)
        case .lines(let v):
            return .number(Double(v))
        }
    }
}

extension ViewSpec {
    /// The view as a spec writes it: `type`, `id`, the properties that differ from the
    /// defaults, then `arranged` and `subviews`. The canvas (`isRoot`) has no type or id.
    func node(isRoot: Bool = false) -> SpecNode {
        var pairs: [(String, SpecNode)] = []
        if !isRoot { pairs.append(("type", .string(type.rawValue))) }
        if let id, !isRoot { pairs.append(("id", .string(id))) }
        for property in properties { pairs.append((property.key.rawValue, property.node)) }
        if let stack, !stack.arranged.isEmpty {
            pairs.append(("arranged", .list(stack.arranged.map { $0.node() })))
        }
        if case .tableView(let table) = content {
            if let header = subviews.first, header.type != .tableViewCell {
                pairs.append(("tableHeaderView", header.node()))
            }
            pairs.append(("sections", .list(table.sections.indices.map { sectionNode(table.sections[$0], index: $0) })))
        } else if type == .collectionView {
            // A cell's, a header's and a footer's type is implied where they are written.
            func implied(_ view: ViewSpec) -> SpecNode {
                let node = view.node()
                guard case .mapping(let entries) = node.value else { return node }
                return .map(entries.filter { $0.key != "type" }.map { ($0.key, $0.value) })
            }
            let header = subviews.first { $0.collectionReusableKind == .header }
            let footer = subviews.first { $0.collectionReusableKind == .footer }
            if let header { pairs.append(("header", implied(header))) }
            pairs.append(("items", .list(subviews.filter { $0.type != .collectionReusableView }.map { cell in
                cell.type == .collectionViewCell ? implied(cell) : cell.node()
            })))
            if let footer { pairs.append(("footer", implied(footer))) }
        } else if !subviews.isEmpty {
            pairs.append(("subviews", .list(subviews.map { $0.node() })))
        }
        return .map(pairs)
    }

    /// A table's section with its cells (a cell's `type` is implied there).
    private func sectionNode(_ section: TableSectionSpec, index: Int) -> SpecNode {
        var pairs: [(String, SpecNode)] = []
        if let header = section.header { pairs.append(("header", .string(header))) }
        if let footer = section.footer { pairs.append(("footer", .string(footer))) }
        if let height = section.headerHeight { pairs.append(("headerHeight", .number(height))) }
        if let height = section.footerHeight { pairs.append(("footerHeight", .number(height))) }
        let cells = subviews.filter {
            if case .tableViewCell(let cell) = $0.content { return cell.section == index }
            return false
        }
        pairs.append(("cells", .list(cells.map { cell in
            let node = cell.node()
            guard case .mapping(let entries) = node.value else { return node }
            return .map(entries.filter { $0.key != "type" }.map { ($0.key, $0.value) })
        })))
        return .map(pairs)
    }
}

extension BarItem {
    /// The item as a spec writes it: a plain title as a string, the rest as a mapping.
    var node: SpecNode {
        switch self {
        case .title(let title, let isDone):
            isDone ? .map([("title", .string(title)), ("style", .string("done"))]) : .string(title)
        case .symbol(let name, let label):
            .map([("symbol", .string(name))] + (label.map { [("label", SpecNode.string($0))] } ?? []))
        case .flexibleSpace: .map([("system", .string("flexibleSpace"))])
        case .fixedSpace(let width): .map([("system", .string("fixedSpace")), ("width", .number(width))])
        }
    }
}

extension EdgeInsets {
    /// `[top, left, bottom, right]`, as a spec writes insets in absolute directions.
    var node: SpecNode { .list([top, left, bottom, right].map(SpecNode.number)) }
}
