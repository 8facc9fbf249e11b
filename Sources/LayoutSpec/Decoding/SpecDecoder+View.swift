/// Decoding views: the kind first (it decides which keys are valid), then every key in the
/// order written, then the children.
extension SpecDecoder {
    /// Keys that validation after decoding may report on.
    static let keysValidatedLater: [ViewPropertyKey] = [.alignment, .preferredMaxWidth, .tint, .customSpacing,
                                                         .selectedIndex, .minimum, .value, .currentPage, .style,
                                                         .selectedRows]

    /// Keys every view may have that are not properties.
    static let structuralKeys = ["type", "id", "subviews"]

    /// Decodes a view. The canvas (`isRoot`) has no `type` or `id` of its own.
    /// Returns nil when the node is not a view at all or a limit stops decoding.
    mutating func view(_ node: SpecNode, _ path: String, depth: Int, isRoot: Bool = false,
                       impliedType: ViewType? = nil) -> ViewSpec? {
        source.record(path, node)
        guard case .mapping(let entries) = node.value else {
            error("expected a view (a mapping with 'type'), found \(node.kindDescription)", at: node, path)
            return nil
        }
        viewCount += 1
        if viewCount > limits.maxViews {
            if !reportedViewLimit {
                error("more than \(limits.maxViews) views in one spec", at: node, path)
                reportedViewLimit = true
            }
            return nil
        }
        if depth > limits.maxDepth {
            error("views nested more than \(limits.maxDepth) levels deep", at: node, path)
            return nil
        }
        let type = entries.contains(where: { $0.key == "type" }) || impliedType == nil
            ? viewType(node, entries, path, isRoot: isRoot) : impliedType
        var view = ViewSpec(ViewContent.defaults(for: type ?? .view))

        var children: (subviews: SpecNode?, arranged: SpecNode?, sections: SpecNode?, items: SpecNode?) = (nil, nil, nil, nil)
        var prototypes: (node: SpecNode, path: String)?
        var supplementary: [(node: SpecNode, kind: CollectionReusableViewSpec.ElementKind)] = []
        for entry in entries {
            let keyPath = SpecPath.key(path, entry.key)
            switch entry.key {
            case "type":
                continue
            case "id" where !isRoot:
                source.record(keyPath, entry.value)
                view.id = identifier(entry.value, keyPath)
            case "subviews" where view.type == .tableView:
                diagnostics.error("a table view's rows go in 'sections' (each {header, footer, cells})",
                                  at: entry.keyPosition, path: keyPath)
            case "subviews":
                children.subviews = entry.value
            case "sections" where view.type == .tableView:
                children.sections = entry.value
            case "prototypes" where view.type == .tableView:
                prototypes = (entry.value, keyPath)
            case "tableHeaderView" where view.type == .tableView:
                children.subviews = entry.value
            case "subviews" where view.type == .collectionView:
                diagnostics.error("a collection view's cells go in 'items'", at: entry.keyPosition, path: keyPath)
            case "items" where view.type == .collectionView:
                children.items = entry.value
            case "header" where view.type == .collectionView:
                supplementary.append((entry.value, .header))
            case "footer" where view.type == .collectionView:
                supplementary.append((entry.value, .footer))
            case "arranged" where view.type == .stack:
                children.arranged = entry.value
            default:
                if let key = ViewPropertyKey(rawValue: entry.key), key.applies(to: view.type) {
                    // Only keys a later check may point at get a position of their own; the
                    // rest fall back to the view's (a 20,000-view spec has many keys).
                    if Self.keysValidatedLater.contains(key) { source.record(keyPath, entry.value) }
                    if let value = property(key, entry.value, keyPath, current: view) { view.apply(value) }
                } else if type != nil {  // an unknown type was reported already; its keys are unknowable
                    let message = unknownViewKey(entry.key, type: view.type, isRoot: isRoot)
                    diagnostics.error(message, at: entry.keyPosition, path: keyPath)
                }
            }
        }
        if view.type == .image || view.type == .button { checkImageSource(view, entries, path, node) }
        if entries.contains(where: { $0.key == "text" }),
           let attributed = entries.first(where: { $0.key == "attributedText" }), type != nil {
            // Either would replace the other, so which one shows would depend on key order.
            diagnostics.error("'text' and 'attributedText' both give the text; keep one (runs carry their own text)",
                              at: attributed.keyPosition, path: SpecPath.key(path, "attributedText"))
        }
        if let arranged = children.arranged, case .stack(var stack) = view.content {
            stack.arranged = views(arranged, SpecPath.key(path, "arranged"), depth: depth + 1)
            view.content = .stack(stack)
        }
        if let sections = children.sections, case .tableView(var table) = view.content {
            let header = children.subviews.flatMap { self.view($0, SpecPath.key(path, "tableHeaderView"), depth: depth + 1) }
            let cells: [ViewSpec]
            let made = prototypes.map { self.prototypes($0.node, $0.path, depth: depth + 1) } ?? [:]
            (table.sections, cells) = tableSections(sections, SpecPath.key(path, "sections"), depth: depth + 1,
                                                    table: view.id, prototypes: made)
            view.subviews = (header.map { [$0] } ?? []) + cells
            view.content = .tableView(table)
        } else if let prototypes {
            // No sections name them, but they are still checked.
            _ = self.prototypes(prototypes.node, prototypes.path, depth: depth + 1)
            if let subviews = children.subviews {
                view.subviews = self.view(subviews, SpecPath.key(path, "tableHeaderView"), depth: depth + 1).map { [$0] } ?? []
            }
        } else if let subviews = children.subviews, view.type == .tableView {
            view.subviews = self.view(subviews, SpecPath.key(path, "tableHeaderView"), depth: depth + 1).map { [$0] } ?? []
        } else if view.type == .collectionView {
            // The header first and the footer last, whatever order the keys were written in.
            let reusable = supplementary.sorted { $0.kind == .header && $1.kind == .footer }.compactMap {
                supplementaryView($0.node, SpecPath.key(path, $0.kind.rawValue), kind: $0.kind, depth: depth + 1)
            }
            let items = children.items.map { collectionItems($0, SpecPath.key(path, "items"), depth: depth + 1) } ?? []
            view.subviews = reusable.filter { $0.collectionReusableKind == .header } + items
                + reusable.filter { $0.collectionReusableKind == .footer }
        } else if let subviews = children.subviews {
            view.subviews = views(subviews, SpecPath.key(path, "subviews"), depth: depth + 1)
        }
        return view
    }

    /// A list of views; items that fail are left out (their errors are reported).
    mutating func views(_ node: SpecNode, _ path: String, depth: Int) -> [ViewSpec] {
        guard let items = list(node, path, what: "a list of views") else { return [] }
        var result: [ViewSpec] = []
        for (index, item) in items.enumerated() {
            if let child = view(item, SpecPath.index(path, index), depth: depth) { result.append(child) }
        }
        return result
    }

    /// The `type` key: required except on the canvas, where it may only say `view`.
    private mutating func viewType(_ node: SpecNode, _ entries: [SpecNode.Entry], _ path: String,
                                   isRoot: Bool) -> ViewType? {
        guard let entry = entries.first(where: { $0.key == "type" }) else {
            if isRoot { return .view }
            let names = ViewType.allCases.map(\.rawValue).joined(separator: ", ")
            error("missing key 'type' (one of \(names))", at: node, path)
            return nil
        }
        let typePath = SpecPath.key(path, "type")
        guard let type = choice(entry.value, typePath, ViewType.self) else { return nil }
        if isRoot, type != .view {
            error("the canvas 'root' is always a plain view; put \(type.withArticle) in its subviews", at: entry.value, typePath)
            return .view
        }
        return type
    }

    /// An id: a letter or `_`, then letters, digits or `_`, so constraints can name it.
    private mutating func identifier(_ node: SpecNode, _ path: String) -> String? {
        guard let text = string(node, path) else { return nil }
        if !Self.isIdentifier(text) {
            error("expected an id made of letters, digits and '_' (not starting with a digit), found '\(text)'",
                  at: node, path)
            return nil
        }
        if text == "root" || text == "superview" {
            error("'\(text)' is reserved in constraints; choose another id", at: node, path)
            return nil
        }
        return text
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !(first >= "0" && first <= "9") else { return false }
        return text.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
        }
    }

    /// Explains a key the view does not have: a typo, or a key of another kind of view.
    private func unknownViewKey(_ key: String, type: ViewType, isRoot: Bool) -> String {
        let allowed = SpecMapping.viewKeys(for: type, isRoot: isRoot)
        if isRoot, key == "id" { return "the canvas is always named 'root'; it takes no id" }
        if key == "sections" { return "'sections' belongs to table views; this is \(type.withArticle)" }
        if key == "arranged" { return "'arranged' belongs to stacks; this is \(type.withArticle) (use 'subviews')" }
        if let other = ViewPropertyKey(rawValue: key), let kinds = other.kinds {
            let names = kinds.map(\.rawValue)
            let owners = names.count > 1
                ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
                : names.joined()
            return "'\(key)' is not a key of \(type.withArticle); it belongs to \(owners) views"
        }
        return "unknown key '\(SpecPath.quotable(key))' for \(type.withArticle)\(Suggestion.hint(for: key, in: allowed))"
    }

    /// An image needs exactly one of `source` and `symbol`; a button's image at most one.
    private mutating func checkImageSource(_ view: ViewSpec, _ entries: [SpecNode.Entry], _ path: String,
                                           _ node: SpecNode) {
        let given = entries.filter { $0.key == "source" || $0.key == "symbol" }
        if given.isEmpty, view.type == .image {
            error("an image needs 'source' (a PNG path) or 'symbol' (a built-in shape)", at: node, path)
        } else if given.count > 1 {
            diagnostics.error("\(view.type == .image ? "an image" : "a button's image") takes 'source' or 'symbol', not both",
                              at: given[1].keyPosition, path: SpecPath.key(path, given[1].key))
        }
    }
}
