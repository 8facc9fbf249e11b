/// A document read from a file, with the warnings it gave (legal but suspicious things).
public struct LoadedSpec: Sendable {
    /// The validated document.
    public var document: SpecDocument
    /// Sorted by position; each prints as `file:line:column: warning: path: message`.
    public var warnings: [SpecError]

    public init(document: SpecDocument, warnings: [SpecError]) {
        self.document = document
        self.warnings = warnings
    }
}
