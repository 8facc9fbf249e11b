/// The spec format described as data: every mapping with its keys, their shapes, one-line
/// descriptions and defaults — the source of the JSON Schema that `stacksnap schema` prints
/// for editors (`docs/editor-support.md`).
///
/// It is written beside the decoder and read against it: the keys of each mapping come from
/// ``SpecMapping`` and ``ViewPropertyKey``, the decoder's own lists, and a test checks that
/// every key each side accepts the other accepts too. What a schema cannot see (an id a
/// constraint names, a variant's view, limits a run can change) stays the decoder's to report.
public enum SpecSchema {
    /// The JSON Schema dialect: the one editors (VS Code's YAML extension among them) handle best.
    public static let dialect = "http://json-schema.org/draft-07/schema#"

    /// The whole schema as JSON text, as `stacksnap schema` prints it and
    /// `docs/stacksnap.schema.json` holds it.
    public static func jsonText() -> String {
        var pairs: [(String, SpecNode)] = [
            ("$schema", .string(dialect)),
            ("title", .string("Stacksnap layout spec")),
        ]
        // The document's own description, keys and rules sit at the top of the schema.
        if case .mapping(let entries) = document.schemaNode().value {
            pairs += entries.map { ($0.key, $0.value) }
        }
        pairs.append(("definitions", .map(definitions.map { ($0.name, $0.value.schemaNode()) })))
        return SpecNode.map(pairs).jsonText()
    }

    /// The named shapes the rest refer to (`#/definitions/<name>`), in the order printed.
    public static var definitions: [(name: String, value: SchemaValue)] {
        valueDefinitions + documentDefinitions + viewDefinitions
    }

    /// The object a mapping of kind `mapping` is described by; the drift test reads it.
    package static func object(for mapping: SpecMapping) -> SchemaObject {
        switch mapping {
        case .document: document
        case .canvas: canvas
        case .chrome: chrome
        case .visualFormat: visualFormat
        case .compare: compare
        case .compose: compose
        case .variant: variant
        case .matrix: matrix
        case .traitRule: traitRule
        case .traitCondition: traitCondition
        case .section: section
        case .prototype: prototype
        case .tableRow: tableRow
        case .priorities: priorities
        case .border: border
        case .font: font
        case .dynamicColor: dynamicColor
        case .segment: segment
        case .barItem: barItem
        case .tabItem: tabItem
        case .accessibility: accessibility
        case .audit: audit
        case .buttonConfiguration: buttonConfiguration
        case .textRun: textRun
        case .runFont: runFont
        case .paragraph: paragraph
        case .intrinsicSize: intrinsicSize
        }
    }
}
