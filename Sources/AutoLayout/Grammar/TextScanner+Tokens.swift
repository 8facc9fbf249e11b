/// Tokens both notations share: relations and signed numbers.
extension TextScanner {
    /// Scans `==`, `<=` or `>=`.
    mutating func scanRelation() -> LayoutRelation? {
        if consume("==") { return .equal }
        if consume("<=") { return .lessOrEqual }
        if consume(">=") { return .greaterOrEqual }
        return nil
    }

    /// A hint for a near-miss relation (`=`, `=>`, `<`, `≥`), or an empty string.
    /// Only called after ``scanRelation()`` failed, so a `>` here is not part of `>=`.
    var relationHint: String {
        let guess: String?
        if continues(with: "=>") || current == ">" || current == "≥" {
            guess = ">="
        } else if continues(with: "=<") || current == "<" || current == "≤" {
            guess = "<="
        } else if current == "=" {
            guess = "=="
        } else {
            guess = nil
        }
        return guess.map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Scans an optionally signed number (`-5`, `+2.5e3`; whitespace may follow the sign).
    ///
    /// Returns `nil`, consuming nothing, if neither a sign nor a digit starts here.
    mutating func scanSignedNumber() -> Result<Double, ScanFailure>? {
        var sign = 1.0
        if current == "-" || current == "+" {
            sign = current == "-" ? -1 : 1
            let signText = current.map(String.init) ?? ""
            advance()
            skipWhitespace()
            guard let number = scanUnsignedNumber() else {
                return .failure(ScanFailure(column: column,
                                            message: "expected a number after '\(signText)', found \(found)"))
            }
            return number.map { sign * $0 }
        }
        return scanUnsignedNumber()
    }

    /// True if the input continues with `literal` (consumes nothing).
    func continues(with literal: String) -> Bool {
        var copy = self
        return copy.consume(literal)
    }
}
