/// The key reference printed: as the Markdown tables of `docs/spec-format.md`, and as the
/// plain text `stacksnap help spec KEY` shows for one key, one mapping or one shape.
extension SpecSchema {
    /// The marker lines around the generated part of `docs/spec-format.md`; a test compares
    /// what lies between them with ``markdownReference()``.
    public static let referenceMarkers = (begin: "<!-- generated: spec keys (swift run stacksnap schema --markdown) -->",
                                          end: "<!-- end generated -->")

    /// Every section as a heading and a table, then the shared shapes, as `stacksnap schema
    /// --markdown` prints it (between ``referenceMarkers``).
    public static func markdownReference() -> String {
        let sections = referenceSections
        let sectionNames = Set(sections.map(\.name))
        func link(_ name: String) -> String {
            sectionNames.contains(name) ? "[\(name)](#\(name.lowercased()))" : "[\(name)](#value-types)"
        }
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var out = referenceMarkers.begin + "\n"
        for section in sections {
            out += "\n### \(section.name)\n\n"
            out += "\(section.description) Written as \(section.place).\n"
            if section.shownKeys.count < section.keys.count {
                out += "Also takes every key of [view](#view) not listed here.\n"
            }
            if section.shownKeys.isEmpty { continue }
            out += "\n| key | type | default | description |\n|---|---|---|---|\n"
            for key in section.shownKeys {
                let fallback = defaultText(key)
                out += "| `\(key.name)` | \(cell(typeText(key.value, link: link))) | "
                out += "\(fallback.isEmpty || fallback == "required" ? fallback : "`\(cell(fallback))`") | \(cell(key.description)) |\n"
            }
        }
        out += "\n### Value types\n\nShapes many keys share.\n\n| name | shape | description |\n|---|---|---|\n"
        for type in valueTypes {
            let shape = type.name == "propertyChanges" ? "mapping of `id.property` to values" : typeText(type.value, link: link)
            out += "| `\(type.name)` | \(cell(shape)) | \(cell(type.description)) |\n"
        }
        return out + "\n" + referenceMarkers.end + "\n"
    }

    /// What `stacksnap help spec QUERY` prints: `section.key` (`stack.distribution`), a key
    /// alone (every mapping that has it), a section (`canvas`: its keys) or a shared shape
    /// (`color`). Nil when nothing is called that; ``suggestions(for:)`` then has the nearest names.
    public static func lookUp(_ query: String) -> String? {
        let sections = referenceSections
        var blocks: [String] = []
        // `section.key`, or a bare key in every section that has it; rows that read the same
        // are printed once with all their addresses.
        var matches: [(address: String, key: SchemaKey)] = []
        if let dot = query.lastIndex(of: "."), let section = sections.first(where: { $0.name == query[..<dot] }) {
            let name = String(query[query.index(after: dot)...])
            if let key = section.keys.first(where: { $0.name == name }) { matches.append(("\(section.name).\(name)", key)) }
        } else {
            for section in sections { if let key = section.keys.first(where: { $0.name == query }) { matches.append(("\(section.name).\(query)", key)) } }
        }
        var groups: [(addresses: [String], key: SchemaKey)] = []
        for match in matches {
            if let index = groups.firstIndex(where: { row($0.key) == row(match.key) }) {
                groups[index].addresses.append(match.address)
            } else {
                groups.append(([match.address], match.key))
            }
        }
        for group in groups { blocks.append(keyText(group.key, addresses: group.addresses)) }
        if let section = sections.first(where: { $0.name == query }) {
            blocks.append("""
                \(section.name): \(section.description)
                  written as \(plain(section.place))
                  keys: \(section.keys.map(\.name).joined(separator: ", "))
                  `stacksnap help spec \(section.name).KEY` prints one of them.
                """)
        }
        if let type = valueTypes.first(where: { $0.name == query }) {
            let shape = type.name == "propertyChanges" ? "mapping of id.property to values" : typeText(type.value, link: { $0 })
            blocks.append("\(type.name): \(type.description)\n  type: \(plain(shape))")
        }
        return blocks.isEmpty ? nil : blocks.joined(separator: "\n\n") + "\n"
    }

    /// The names nearest to a query `lookUp` did not know, nearest first (at most five).
    public static func suggestions(for query: String) -> [String] {
        let sections = referenceSections
        var names = sections.map(\.name) + valueTypes.map(\.name)
        for section in sections { names += section.keys.map { "\(section.name).\($0.name)" } }
        names += sections.flatMap { $0.keys.map(\.name) }
        var seen: Set<String> = []
        names = names.filter { seen.insert($0).inserted }
        let lower = Array(query.lowercased().unicodeScalars)
        let ranked = names.map { (name: $0, distance: Suggestion.editDistance(lower, Array($0.lowercased().unicodeScalars))) }
            .filter { $0.distance <= max(2, lower.count / 3) || (lower.count >= 3 && $0.name.lowercased().contains(query.lowercased())) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return Array(ranked.prefix(5).map(\.name))
    }

    private static func keyText(_ key: SchemaKey, addresses: [String]) -> String {
        var lines = [addresses.joined(separator: ", "), "  \(key.description)", "  type: \(plain(typeText(key.value, link: { $0 })))"]
        let fallback = defaultText(key)
        if !fallback.isEmpty { lines.append(fallback == "required" ? "  required" : "  default: \(fallback)") }
        let named = referencedNames(key.value).filter { $0 != addresses.first?.split(separator: ".").first.map(String.init) }
        if !named.isEmpty { lines.append("  see: " + named.map { "stacksnap help spec \($0)" }.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    /// Backquotes are Markdown's; a terminal shows the names bare.
    private static func plain(_ text: String) -> String { text.replacingOccurrences(of: "`", with: "") }

    /// The sections and shapes a value names, for "see" lines.
    private static func referencedNames(_ value: SchemaValue) -> [String] {
        var names: [String] = []
        _ = typeText(value) { name in
            if !names.contains(name) { names.append(name) }
            return name
        }
        return names
    }
}
