/// One problem found in a spec file, printed in the contract's format
/// `file:line:column: error: path.in.spec: message`.
public struct SpecError: Sendable, Hashable, CustomStringConvertible {
    /// Whether the problem stops the spec from being used.
    public enum Severity: String, Sendable, Hashable {
        /// The spec is invalid (exit code 65).
        case error
        /// Legal but probably not what was meant; the spec is still used.
        case warning
    }

    /// The spec file as it was named to the tool (e.g. `Samples/row.yaml`).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars.
    public var column: Int
    /// Where in the spec: `root.subviews[2].distribution`, `constraints[3]`, or empty for the
    /// file as a whole (a syntax error).
    public var path: String
    /// What was expected and what was found.
    public var message: String
    /// Error or warning.
    public var severity: Severity

    public init(file: String, line: Int, column: Int, path: String, message: String,
                severity: Severity = .error) {
        self.file = file
        self.line = line
        self.column = column
        self.path = Self.clipped(path, to: Self.maxPathLength)
        self.message = Self.clipped(message, to: Self.maxMessageLength)
        self.severity = severity
    }

    /// `file:line:column: error: path: message` (the path part is left out when empty).
    public var description: String {
        let place = path.isEmpty ? "" : "\(path): "
        return "\(file):\(line):\(column): \(severity.rawValue): \(place)\(message)"
    }

    /// Orders by line, then column, then path and message, so reports are stable.
    static func precedes(_ a: SpecError, _ b: SpecError) -> Bool {
        (a.line, a.column, a.path, a.message) < (b.line, b.column, b.path, b.message)
    }
}
