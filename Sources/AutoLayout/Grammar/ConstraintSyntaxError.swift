/// Why a constraint string was rejected, and where.
public struct ConstraintSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based column of the offending token, counted in characters of the input
    /// (one past the last character when the input ended too early).
    public var column: Int
    /// What was expected and what was found, e.g.
    /// `expected an attribute after 'row.', found 'hieght' (did you mean 'height'?)`.
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column 12: expected …`.
    public var description: String { "column \(column): \(message)" }
}
