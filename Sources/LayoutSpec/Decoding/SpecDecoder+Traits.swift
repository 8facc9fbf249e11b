import AutoLayout

/// Decoding `matrix`: each key a list of the values the canvas key of that name takes.
extension SpecDecoder {
    mutating func matrix(_ node: SpecNode, _ path: String) -> MatrixSpec {
        var result = MatrixSpec()
        guard let entries = mapping(node, path, allowed: SpecMapping.matrix.keys,
                                    what: "a matrix {device, orientation, appearance, contrast, contentSize, direction, scale: [values]}")
        else { return result }
        for entry in entries {
            let keyPath = SpecPath.key(path, entry.key)
            source.record(keyPath, entry.value)
            guard let items = list(entry.value, keyPath, what: "a list of \(entry.key) values") else { continue }
            if items.isEmpty { error("expected at least one \(entry.key) value", at: entry.value, keyPath) }
            var seen: Set<String> = []
            for (index, item) in items.enumerated() {
                let itemPath = SpecPath.index(keyPath, index)
                if case .scalar(let text, _) = item.value, !seen.insert(text).inserted {
                    error("'\(text)' is listed twice", at: item, itemPath)
                    continue
                }
                switch entry.key {
                case "device":
                    if let device = device(item, itemPath) { result.device.append(device) }
                case "orientation":
                    if let value = choice(item, itemPath, DevicePreset.Orientation.self) { result.orientation.append(value) }
                case "appearance":
                    if let value = choice(item, itemPath, Appearance.Style.self) { result.appearance.append(value) }
                case "contrast":
                    if let value = choice(item, itemPath, Appearance.Contrast.self) { result.contrast.append(value) }
                case "contentSize":
                    if let value = choice(item, itemPath, ContentSizeCategory.self) { result.contentSize.append(value) }
                case "direction":
                    if let value = choice(item, itemPath, cases: [LayoutDirection.ltr, .rtl]) { result.direction.append(value) }
                default:
                    guard let scale = integer(item, itemPath, in: 0...Int.max) else { continue }
                    if (1...3).contains(scale) { result.scale.append(scale) }
                    else { error("expected a scale of 1, 2 or 3, found \(scale)", at: item, itemPath) }
                }
            }
        }
        return result
    }
}

/// Decoding `traits`: rules of `when`, `set` and `remove`.
extension SpecDecoder {
    mutating func traitRules(_ node: SpecNode, root: ViewSpec) -> [TraitRule] {
        guard let items = list(node, "traits", what: "a list of trait rules ({when, set, remove})") else { return [] }
        let views = ViewIndex(root: root)
        var result: [TraitRule] = []
        for (index, item) in items.enumerated() {
            let path = SpecPath.index("traits", index)
            source.record(path, item)
            guard let entries = mapping(item, path, allowed: SpecMapping.traitRule.keys, what: "a trait rule {when, set, remove}")
            else { continue }
            func value(_ key: String) -> SpecNode? { entries.first { $0.key == key }?.value }
            guard let whenNode = value("when") else {
                error("missing key 'when' (the traits the rule applies in, e.g. {horizontalSizeClass: compact})", at: item, path)
                continue
            }
            var rule = TraitRule(when: condition(whenNode, SpecPath.key(path, "when")))
            if let set = value("set") { rule.set = overrides(set, SpecPath.key(path, "set"), views: views) }
            if let remove = value("remove") { rule.remove = removals(remove, SpecPath.key(path, "remove"), views: views) }
            result.append(rule)
        }
        return result
    }

    private mutating func condition(_ node: SpecNode, _ path: String) -> TraitRule.Condition {
        var result = TraitRule.Condition()
        guard let entries = mapping(node, path, allowed: SpecMapping.traitCondition.keys,
                                    what: "the traits {horizontalSizeClass, verticalSizeClass, appearance, contrast, direction, contentSize}")
        else { return result }
        if node.entries?.isEmpty ?? false { error("expected at least one trait to match", at: node, path) }
        for entry in entries {
            let keyPath = SpecPath.key(path, entry.key)
            source.record(keyPath, entry.value)
            switch entry.key {
            case "horizontalSizeClass": result.horizontalSizeClass = choice(entry.value, keyPath, DevicePreset.SizeClass.self)
            case "verticalSizeClass": result.verticalSizeClass = choice(entry.value, keyPath, DevicePreset.SizeClass.self)
            case "appearance": result.appearance = choice(entry.value, keyPath, Appearance.Style.self)
            case "contrast": result.contrast = choice(entry.value, keyPath, Appearance.Contrast.self)
            case "contentSize":
                // `accessibility` stands for every accessibility size, as isAccessibilityCategory does.
                if case .scalar("accessibility", _) = entry.value.value {
                    result.contentSize = .accessibility
                } else if let category = choice(entry.value, keyPath, ContentSizeCategory.self) {
                    result.contentSize = .category(category)
                }
            default: result.direction = choice(entry.value, keyPath, cases: [LayoutDirection.ltr, .rtl])
            }
        }
        return result
    }
}
