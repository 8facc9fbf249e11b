/// 4. Constraints: parsed with the AutoLayout module's parsers, then every id they name is
/// looked up among the views.
extension SpecValidator {
    mutating func checkConstraints(_ document: SpecDocument) {
        // Wired to the constraint grammar once it is available.
    }
}
