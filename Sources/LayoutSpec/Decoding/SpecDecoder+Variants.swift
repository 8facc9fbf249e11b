import AutoLayout

/// Decoding `variants` and `compose`. A `set` value is decoded with the same rules as the
/// key on the view it names, against that view's current state.
extension SpecDecoder {
    static let variantKeys = ["name", "caption", "canvas", "set", "model", "remove"]

    mutating func variants(_ node: SpecNode, root: ViewSpec) -> [VariantSpec] {
        guard let items = list(node, "variants", what: "a list of variants") else { return [] }
        let views = ViewIndex(root: root)
        var result: [VariantSpec] = []
        var seen: [String: SourcePosition] = [:]
        for (index, item) in items.enumerated() {
            let path = SpecPath.index("variants", index)
            source.record(path, item)
            guard let entries = mapping(item, path, allowed: SpecMapping.variant.keys, what: "a variant {name, canvas, set, remove, model, caption}")
            else {
                result.append(VariantSpec(name: ""))
                continue
            }
            func value(_ key: String) -> SpecNode? { entries.first { $0.key == key }?.value }
            // A bad or missing name is reported, and the rest of the variant is still checked.
            var name: String?
            if let nameNode = value("name") {
                let namePath = SpecPath.key(path, "name")
                source.record(namePath, nameNode)
                name = snapshotName(nameNode, namePath)
                if name == "default" {
                    error("'default' names the document itself in 'compose'; choose another variant name", at: nameNode, namePath)
                    name = nil
                } else if let valid = name, let first = seen[valid] {
                    error("duplicate variant name '\(valid)' (first at line \(first.line))", at: nameNode, namePath)
                    name = nil
                } else if let valid = name {
                    seen[valid] = nameNode.position
                }
            } else {
                error("missing key 'name' (the variant's name, used in '<spec>.<variant>')", at: item, path)
            }
            var variant = VariantSpec(name: name ?? "")
            if let caption = value("caption") { variant.caption = string(caption, SpecPath.key(path, "caption")) }
            if let canvas = value("canvas") { variant.canvas = canvasOverride(canvas, SpecPath.key(path, "canvas")) }
            if let model = value("model") {
                variant.model = choice(model, SpecPath.key(path, "model"), StackConfiguration.Model.self)
            }
            if let set = value("set") { variant.set = overrides(set, SpecPath.key(path, "set"), views: views) }
            if let remove = value("remove") { variant.remove = removals(remove, SpecPath.key(path, "remove"), views: views) }
            // Kept even when its name is bad, so `variants[i]` paths stay aligned with the file
            // (the document is rejected anyway).
            result.append(variant)
        }
        return result
    }

    /// `{"id.property": value, …}` in the order written.
    mutating func overrides(_ node: SpecNode, _ path: String, views: ViewIndex) -> [PropertyOverride] {
        guard case .mapping(let entries) = node.value else {
            error("expected a mapping {\"id.property\": value}, found \(node.kindDescription)", at: node, path)
            return []
        }
        var result: [PropertyOverride] = []
        for entry in entries {
            let entryPath = "\(path)[\"\(entry.key)\"]"
            source.record(entryPath, at: entry.keyPosition)
            guard let dot = entry.key.firstIndex(of: ".") else {
                diagnostics.error("expected 'id.property' such as 'row.axis', found '\(SpecPath.quotable(entry.key))'",
                                  at: entry.keyPosition, path: entryPath)
                continue
            }
            let id = String(entry.key[..<dot]), name = String(entry.key[entry.key.index(after: dot)...])
            guard let target = views.view(id) else {
                let hint = Suggestion.hint(for: id, in: views.ids)
                diagnostics.error("no view has the id '\(id)'\(hint)", at: entry.keyPosition, path: entryPath)
                continue
            }
            guard let key = ViewPropertyKey(rawValue: name), key.applies(to: target.type) else {
                let message: String
                if ["type", "id", "subviews", "arranged"].contains(name) {
                    message = "a variant cannot change '\(name)': variants change properties; take views out with 'remove: [id, …]'"
                } else {
                    let valid = ViewPropertyKey.keys(for: target.type).map(\.rawValue)
                    message = "'\(name)' is not a property of \(target.type.withArticle)"
                        + Suggestion.hint(for: name, in: valid)
                }
                diagnostics.error(message, at: entry.keyPosition, path: entryPath)
                continue
            }
            if key == .source || key == .symbol {
                diagnostics.error("a variant cannot change an image's '\(name)'", at: entry.keyPosition, path: entryPath)
                continue
            }
            if let value = property(key, entry.value, entryPath, current: target) {
                result.append(PropertyOverride(viewID: id, value))
            }
        }
        return result
    }

    /// `[id, …]`: views the variant removes; each must exist and cannot be the canvas.
    mutating func removals(_ node: SpecNode, _ path: String, views: ViewIndex) -> [String] {
        guard let items = list(node, path, what: "a list of view ids") else { return [] }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            let itemPath = SpecPath.index(path, index)
            source.record(itemPath, item)
            guard let id = string(item, itemPath) else { continue }
            if id == "root" {
                error("the canvas cannot be removed", at: item, itemPath)
            } else if views.view(id) == nil {
                error("no view has the id '\(id)'\(Suggestion.hint(for: id, in: views.ids))", at: item, itemPath)
            } else if result.contains(id) {
                error("'\(id)' is listed twice", at: item, itemPath)
            } else {
                result.append(id)
            }
        }
        return result
    }

    /// `[default, fd]`: names of the snapshots stacked into one figure.
    /// `compose: [names…]`, or `compose: {members: [names…], columns: N}` for a grid; the
    /// names are `default`, variant names and the matrix's (`names`, every snapshot the spec
    /// makes).
    mutating func compose(_ node: SpecNode, names: [String]) -> (members: [String], columns: Int)? {
        // Variants whose name was bad are kept unnamed; they cannot be composed.
        let names = names.filter { !$0.isEmpty }
        guard case .mapping = node.value else {
            return composeMembers(node, "compose", names: names).map { ($0, 1) }
        }
        guard let entries = mapping(node, "compose", allowed: SpecMapping.compose.keys,
                                    what: "the composed figure {members, columns}") else { return nil }
        var columns = 1
        if let columnsNode = entries.first(where: { $0.key == "columns" })?.value {
            source.record("compose.columns", columnsNode)
            columns = integer(columnsNode, "compose.columns", in: 1...12) ?? 1
        }
        guard let membersNode = entries.first(where: { $0.key == "members" })?.value else {
            error("missing key 'members' (the snapshots to compose)", at: node, "compose")
            return nil
        }
        return composeMembers(membersNode, "compose.members", names: names).map { ($0, columns) }
    }

    private mutating func composeMembers(_ node: SpecNode, _ listPath: String, names: [String]) -> [String]? {
        guard let items = list(node, listPath, what: "a list of snapshot names ('default', variant and matrix names)")
        else { return nil }
        var result: [String] = []
        for (index, item) in items.enumerated() {
            let path = SpecPath.index(listPath, index)
            source.record(path, item)
            guard let name = string(item, path) else { continue }
            if !names.contains(name) {
                let known = names.count <= 12 ? "one of " + names.joined(separator: ", ")
                    : "'default' or one of the variant or matrix names"
                error("no snapshot is named '\(name)'\(Suggestion.hint(for: name, in: names)); expected \(known)",
                      at: item, path)
            } else if result.contains(name) {
                error("'\(name)' is listed twice", at: item, path)
            } else {
                result.append(name)
            }
        }
        if items.count < 2 {
            error("expected at least two snapshots to compose, found \(items.count)", at: node, listPath)
        }
        return result.isEmpty ? nil : result
    }
}
