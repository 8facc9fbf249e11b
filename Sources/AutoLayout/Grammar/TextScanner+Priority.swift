/// Tokens of the constraint grammar that its simple and compound forms share, with the
/// grammar's errors.
extension TextScanner {
    /// A signed number, or `nil` if none starts here.
    mutating func scanNumber() throws(ConstraintSyntaxError) -> Double? {
        switch scanSignedNumber() {
        case nil: return nil
        case .success(let value)?: return value
        case .failure(let failure)?: throw ConstraintSyntaxError(column: failure.column, message: failure.message)
        }
    }

    /// The priority after `@`: a number in 1…1000 or a name of ``PriorityLevel``.
    mutating func scanPriority() throws(ConstraintSyntaxError) -> Double {
        let start = column
        if let value = try scanNumber() {
            guard PriorityLevel.range.contains(value) else {
                throw ConstraintSyntaxError(
                    column: start, message: "expected a priority between 1 and 1000, found \(fmt(value))")
            }
            return value
        }
        let expected = "expected a priority after '@' (1…1000, required, high, low or fittingSize)"
        guard let name = scanIdentifier() else {
            throw ConstraintSyntaxError(column: column, message: "\(expected), found \(found)")
        }
        guard let value = PriorityLevel.value(named: name) else {
            throw ConstraintSyntaxError(
                column: start,
                message: "\(expected), found '\(name)'" + Suggestion.hint(for: name, among: PriorityLevel.candidates))
        }
        return value
    }
}
