/// Why a VFL string was rejected, and where.
public struct VisualFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based column of the offending token, counted in characters of the format (one
    /// past the last character when the format ended too early). Errors about the options
    /// rather than the text (an alignment along the format's own axis, two directions)
    /// point at column 1.
    public var column: Int
    /// What was expected and what was found, e.g. `expected ']' to close '[button', found the end of the format`.
    public var message: String

    public init(column: Int, message: String) {
        self.column = column
        self.message = message
    }

    /// `column 7: expected …`.
    public var description: String { "column \(column): \(message)" }
}
