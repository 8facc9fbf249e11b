/// 4. Constraints: parsed with the AutoLayout module's parsers, then every id they name is
/// looked up among the views.
extension SpecValidator {
    mutating func checkConstraints(_ document: SpecDocument) {
        var reader = ConstraintReader(source: source, ids: ["root"] + ids.map(\.id))
        reader.maxMagnitude = limits.maxMagnitude
        _ = reader.read(document.constraints, diagnostics: &diagnostics)
    }
}
