/// Every kind of mapping a spec holds apart from views, with the keys the decoder accepts
/// in it — the one list both the decoder and ``SpecSchema`` read, so the two cannot
/// disagree about a key without a test noticing.
///
/// View keys are not cases: they depend on the kind of view (``viewKeys(for:isRoot:)``).
package enum SpecMapping: String, CaseIterable, Sendable {
    case document, canvas, chrome, visualFormat, compare, compose, variant, matrix, traitRule, traitCondition
    case section, prototype, tableRow, priorities, border, font, dynamicColor, segment, barItem, tabItem, accessibility, audit
    case buttonConfiguration, textRun, runFont, paragraph, intrinsicSize

    /// The keys accepted, in the order messages list them.
    package var keys: [String] {
        switch self {
        // `$schema` is accepted (and ignored) so editors can be pointed at the schema from
        // inside a file; it is left out of "valid keys" messages, which are about the spec.
        case .document: SpecDecoder.documentKeys + [SpecDecoder.schemaKey]
        case .canvas: SpecDecoder.canvasKeys
        case .chrome: ["navigationBar", "tabBar", "toolbar"]
        case .visualFormat: ["vfl", "options", "metrics"]
        case .compare: ["threshold", "maxPixels", "maxRatio", "antialiasing"]
        case .compose: ["members", "columns"]
        case .variant: SpecDecoder.variantKeys
        case .matrix: MatrixSpec.keys
        case .traitRule: ["when", "set", "remove"]
        case .traitCondition: TraitRule.Condition.keys
        case .section: SpecDecoder.sectionKeys
        case .prototype: SpecMapping.viewKeys(for: .tableViewCell) + ["constraints"]
        case .tableRow: SpecDecoder.rowKeys
        case .priorities: ["h", "v"]
        case .border: ["width", "color"]
        case .font: ["family", "size", "weight", "textStyle", "relativeTo", "italic", "monospacedDigits"]
        case .dynamicColor: Appearance.all.map(\.key)
        case .segment: ["title", "width"]
        case .barItem: ["title", "style", "symbol", "system", "width", "label"]
        case .tabItem: ["title", "symbol", "system"]
        case .accessibility: AccessibilitySpec.keys
        case .audit: AuditExemption.keys
        case .buttonConfiguration: ButtonConfigurationSpec.keys
        case .textRun: TextRunSpec.keys
        case .runFont: RunFontSpec.keys
        case .paragraph: ParagraphSpec.keys
        case .intrinsicSize: ["width", "height"]
        }
    }
}

extension SpecMapping {
    /// The keys a view of `type` accepts: `type`, `id` (not on the canvas), its children's
    /// key (`subviews`, `arranged`, a table's `sections`, `tableHeaderView` and `prototypes`, a collection's
    /// `items`, `header` and `footer`) and its properties.
    package static func viewKeys(for type: ViewType, isRoot: Bool = false) -> [String] {
        var allowed = SpecDecoder.structuralKeys + ViewPropertyKey.keys(for: type).map(\.rawValue)
        if type == .stack { allowed.append("arranged") }
        if type == .tableView { allowed = allowed.filter { $0 != "subviews" } + ["sections", "tableHeaderView", "prototypes"] }
        if type == .collectionView { allowed = allowed.filter { $0 != "subviews" } + ["items", "header", "footer"] }
        if isRoot { allowed.removeAll { $0 == "id" } }
        return allowed
    }
}
