/// Decoding the items of bars: navigation bar and toolbar items, tab bar items.
extension SpecDecoder {
    /// A list of bar items: titles, `{title, style: done}`, `{symbol}`, `{system}` (with
    /// `width` for a fixed space).
    mutating func barItems(_ node: SpecNode, _ path: String) -> [BarItem]? {
        guard let items = list(node, path, what: "a list of bar items") else { return nil }
        var result: [BarItem] = []
        for (index, item) in items.enumerated() {
            guard let decoded = barItem(item, SpecPath.index(path, index)) else { return nil }
            result.append(decoded)
        }
        return result
    }

    private mutating func barItem(_ node: SpecNode, _ path: String) -> BarItem? {
        guard case .mapping = node.value else { return string(node, path).map { .title($0) } }
        let allowed = SpecMapping.barItem.keys
        let what = "{title} (with style: done), {symbol} or {system}"
        guard let entries = mapping(node, path, allowed: allowed, what: what) else { return nil }
        var title: String?, done = false, symbol: String?, system: (name: String, node: SpecNode)?, width: Double?
        var label: (text: String, node: SpecNode)?
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            switch entry.key {
            case "title": guard let value = string(entry.value, entryPath) else { return nil }; title = value
            case "style":
                guard let value = choice(entry.value, entryPath, cases: Word.list(["plain", "done"])) else { return nil }
                done = value.rawValue == "done"
            case "symbol": guard let value = string(entry.value, entryPath) else { return nil }; symbol = value
            case "label": guard let value = string(entry.value, entryPath) else { return nil }; label = (value, entry.value)
            case "system":
                guard let value = choice(entry.value, entryPath, cases: Word.list(BarItem.systemItems.map(\.name)))
                else { return nil }
                system = (value.rawValue, entry.value)
            default: guard let value = number(entry.value, entryPath, .size) else { return nil }; width = value
            }
        }
        let kinds = [title != nil, symbol != nil, system != nil].filter { $0 }.count
        guard kinds == 1 else {
            error("a bar item is one of {title}, {symbol} or {system}, found \(kinds == 0 ? "none" : "more than one")",
                  at: node, path)
            return nil
        }
        if let label, symbol == nil {
            // A title is read as it is; a system item has UIKit's name.
            error("'label' names what VoiceOver reads for a symbol item; this item has none", at: label.node,
                  SpecPath.key(path, "label"))
            return nil
        }
        if let title { return .title(title, isDone: done) }
        if let symbol { return .symbol(symbol, label: label?.text) }
        guard let system, let item = BarItem.system(system.name) else { return nil }
        if case .fixedSpace = item { return .fixedSpace(width ?? 8) }
        return item
    }

    /// A list of tab bar items: `{title, symbol}` or `{system}`.
    mutating func tabItems(_ node: SpecNode, _ path: String) -> [TabItem]? {
        guard let items = list(node, path, what: "a list of tab bar items") else { return nil }
        var result: [TabItem] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            guard let entries = mapping(item, itemPath, allowed: SpecMapping.tabItem.keys,
                                        what: "{title, symbol} or {system}") else { return nil }
            var tab = TabItem(title: "")
            for entry in entries {
                let entryPath = SpecPath.key(itemPath, entry.key)
                switch entry.key {
                case "title": guard let value = string(entry.value, entryPath) else { return nil }; tab.title = value
                case "symbol": guard let value = string(entry.value, entryPath) else { return nil }; tab.symbol = value
                default:
                    let names = Word.list(TabItem.systemItems.map(\.name))
                    guard let value = choice(entry.value, entryPath, cases: names),
                          let system = TabItem.system(value.rawValue) else { return nil }
                    tab = system
                }
            }
            result.append(tab)
        }
        return result
    }
}

/// A name among fixed choices, for ``SpecDecoder/choice(_:_:cases:)``.
private struct Word: RawRepresentable {
    var rawValue: String

    static func list(_ names: [String]) -> [Word] { names.map(Word.init(rawValue:)) }
}
