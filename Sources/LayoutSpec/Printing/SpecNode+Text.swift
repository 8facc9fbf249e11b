import Yams

extension SpecNode {
    /// JSON text with two-space indentation; lists of scalars stay on one line.
    public func jsonText() -> String {
        var out = ""
        writeJSON(into: &out, indent: 0)
        return out + "\n"
    }

    private func writeJSON(into out: inout String, indent: Int) {
        let pad = String(repeating: "  ", count: indent + 1), closing = String(repeating: "  ", count: indent)
        switch value {
        case .null:
            out += "null"
        case .scalar(let text, let kind):
            out += kind == .string || kind == .plain ? Self.jsonQuoted(text) : text
        case .sequence(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy({ if case .sequence = $0.value { return false }; if case .mapping = $0.value { return false }; return true }) {
                out += "["
                for (index, item) in items.enumerated() {
                    if index > 0 { out += ", " }
                    item.writeJSON(into: &out, indent: indent)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                item.writeJSON(into: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += closing + "]"
        case .mapping(let entries):
            if entries.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, entry) in entries.enumerated() {
                out += pad + Self.jsonQuoted(entry.key) + ": "
                entry.value.writeJSON(into: &out, indent: indent + 1)
                out += index == entries.count - 1 ? "\n" : ",\n"
            }
            out += closing + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    public static func jsonQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// YAML text: block mappings, flow lists of numbers, and strings plain only when they
    /// are simple words no YAML reader takes for a number, a boolean or null (`stack`,
    /// `title`); everything else is double-quoted.
    public func yamlText() throws -> String {
        try Yams.serialize(node: yamsNode(), indent: 2, width: -1, allowUnicode: true)
    }

    /// A letter, then letters, digits or `_`, and not one of YAML 1.1's booleans or nulls.
    static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, (first >= "a" && first <= "z") || (first >= "A" && first <= "Z") else { return false }
        let word = text.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
        }
        return word && !["true", "false", "yes", "no", "on", "off", "y", "n", "null"].contains(text.lowercased())
    }

    private func yamsNode() -> Node {
        switch value {
        case .null:
            return Node("null", .implicit, .plain)
        case .scalar(let text, let kind):
            let isText = kind == .string || kind == .plain
            return Node(text, .implicit, isText && !Self.isSafePlain(text) ? .doubleQuoted : .plain)
        case .sequence(let items):
            // Numbers (insets, sizes, rectangles) read best on one line; strings one per line.
            let flat = items.allSatisfy {
                if case .scalar(_, let kind) = $0.value { return kind == .number }
                return $0.value == .null
            }
            return Node(items.map { $0.yamsNode() }, .implicit, flat ? .flow : .block)
        case .mapping(let entries):
            let pairs = entries.map { (Node($0.key, .implicit, .plain), $0.value.yamsNode()) }
            return Node(pairs, .implicit, .block)
        }
    }
}
