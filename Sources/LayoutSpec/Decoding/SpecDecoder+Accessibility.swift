/// Decoding `accessibility:` and `audit:` (on views, and `audit:` on the document).
extension SpecDecoder {
    /// `{label, hint, value, traits, element, elements, ignoresInvertColors}`: a whole value,
    /// keys left out (or `null`) keep the kind's default.
    mutating func accessibility(_ node: SpecNode, _ path: String) -> AccessibilitySpec? {
        guard let entries = mapping(node, path, allowed: SpecMapping.accessibility.keys,
                                    what: "{label, hint, value, traits, element, elements, ignoresInvertColors}")
        else { return nil }
        var result = AccessibilitySpec()
        var ok = true
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            let isNull = entry.value.value == .null
            switch entry.key {
            case "label", "hint", "value":
                let text = isNull ? String?.none : string(entry.value, entryPath)
                if !isNull, text == nil { ok = false; continue }
                switch entry.key {
                case "label": result.label = text
                case "hint": result.hint = text
                default: result.value = text
                }
            case "traits":
                if isNull { result.traits = nil; continue }
                guard let items = list(entry.value, entryPath, what: "a list of traits") else { ok = false; continue }
                var traits: [AccessibilityTrait] = []
                for (index, item) in items.enumerated() {
                    guard let trait = choice(item, SpecPath.index(entryPath, index), AccessibilityTrait.self)
                    else { ok = false; continue }
                    if !traits.contains(trait) { traits.append(trait) }
                }
                result.traits = traits
            case "element", "ignoresInvertColors":
                let flag = isNull ? Bool?.none : bool(entry.value, entryPath)
                if !isNull, flag == nil { ok = false; continue }
                if entry.key == "element" { result.isElement = flag } else { result.ignoresInvertColors = flag }
            default:
                if isNull { result.elements = nil; continue }
                guard let items = list(entry.value, entryPath, what: "a list of view ids") else { ok = false; continue }
                var ids: [String] = []
                for (index, item) in items.enumerated() {
                    let itemPath = SpecPath.index(entryPath, index)
                    source.record(itemPath, item)
                    guard let id = string(item, itemPath) else { ok = false; continue }
                    ids.append(id)
                }
                result.elements = ids
            }
        }
        return ok ? result : nil
    }

    /// `{disable: [rules], reason}`: both required, at least one rule.
    mutating func auditExemption(_ node: SpecNode, _ path: String) -> AuditExemption? {
        guard let entries = mapping(node, path, allowed: SpecMapping.audit.keys, what: "{disable: [rules], reason}")
        else { return nil }
        var rules: [AuditRule]?
        var reason: String?
        for entry in entries {
            let entryPath = SpecPath.key(path, entry.key)
            if entry.key == "reason" {
                reason = string(entry.value, entryPath)
                if let text = reason, text.allSatisfy(\.isWhitespace) {
                    error("a disabled rule needs a reason someone can read in review; found an empty string",
                          at: entry.value, entryPath)
                    reason = nil
                }
                continue
            }
            guard let items = list(entry.value, entryPath, what: "a list of audit rules") else { continue }
            var parsed: [AuditRule] = []
            var ok = true
            for (index, item) in items.enumerated() {
                guard let rule = choice(item, SpecPath.index(entryPath, index), AuditRule.self) else { ok = false; continue }
                if !parsed.contains(rule) { parsed.append(rule) }
            }
            if ok, parsed.isEmpty { error("expected at least one rule to disable", at: entry.value, entryPath) }
            if ok, !parsed.isEmpty { rules = parsed }
        }
        let keys = Set(entries.map(\.key))
        if !keys.contains("reason") { error("disabling audit rules needs 'reason': why they do not apply here", at: node, path) }
        if !keys.contains("disable") { error("missing key 'disable' (the rules that do not apply)", at: node, path) }
        guard let rules, let reason else { return nil }
        return AuditExemption(disabled: rules, reason: reason)
    }
}
