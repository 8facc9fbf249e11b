/// The class of an error: bad input data or a failed read or write (its exit status is
/// ``CommandOutcome/init(_:)``).
public enum ErrorKind: String, Sendable, Codable, Equatable {
    /// Input data is invalid (a spec, a document, an image, a limit exceeded): exit 65.
    case badInput
    /// A file could not be read or written: exit 74.
    case io
}

/// An error that is either bad input or a failed read or write, and so ends a command
/// with that status.
public protocol ClassifiedError: Error {
    /// Whether this error is bad input or a failed read or write.
    var kind: ErrorKind { get }
}

extension ClassifiedError {
    /// The exit status this error ends a command with (see ``CommandOutcome``).
    public var status: CommandOutcome { CommandOutcome(kind) }
}
