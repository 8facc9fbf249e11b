import LayoutSpec

/// Collects the warnings of one conversion, each pointing at the element it is about.
struct IBDiagnostics: Sendable {
    let file: String
    private(set) var warnings: [SpecError] = []

    init(file: String) { self.file = file }

    mutating func warn(_ message: String, at position: SourcePosition) {
        warnings.append(SpecError(file: file, line: position.line, column: position.column, path: "",
                                  message: message, severity: .warning))
    }

    mutating func warn(_ message: String, about element: IBElement) {
        warn(message, at: element.position)
    }

    mutating func append(_ more: [SpecError]) { warnings += more }
}
