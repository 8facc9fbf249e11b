/// Every error of a spec file, sorted by line then column: the one error type the module throws.
public struct SpecErrors: Error, Sendable, Hashable, CustomStringConvertible {
    /// The errors, sorted by line then column (never empty when thrown).
    public var errors: [SpecError]

    public init(_ errors: [SpecError]) {
        self.errors = errors.sorted(by: SpecError.precedes)
    }

    /// One error per line, in the contract's format.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
