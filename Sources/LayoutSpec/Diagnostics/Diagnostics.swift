/// Collects the errors and warnings of one file while it is read, decoded and validated,
/// so that every problem is reported, not only the first.
struct Diagnostics: Sendable {
    /// The file name printed in front of every message.
    var file: String
    private(set) var errors: [SpecError] = []
    private(set) var warnings: [SpecError] = []

    init(file: String) { self.file = file }

    var hasErrors: Bool { !errors.isEmpty }

    mutating func error(_ message: String, at position: SourcePosition, path: String) {
        errors.append(SpecError(file: file, line: position.line, column: position.column,
                                path: path, message: message))
    }

    mutating func warning(_ message: String, at position: SourcePosition, path: String) {
        warnings.append(SpecError(file: file, line: position.line, column: position.column,
                                  path: path, message: message, severity: .warning))
    }

    mutating func append(contentsOf other: Diagnostics) {
        errors += other.errors
        warnings += other.warnings
    }

    /// Throws every error collected so far, sorted, if there is any.
    func throwIfErrors() throws(SpecErrors) {
        if !errors.isEmpty { throw SpecErrors(errors) }
    }

    /// The warnings, sorted like errors.
    var sortedWarnings: [SpecError] { warnings.sorted(by: SpecError.precedes) }
}
