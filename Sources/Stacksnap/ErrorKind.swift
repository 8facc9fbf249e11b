/// The class of an error: bad input data or a failed read or write (its exit status is
/// ``CommandOutcome/init(_:)``).
public enum ErrorKind: String, Sendable, Codable, Equatable {
    case badInput
    case io
}

/// An error that is either bad input or a failed read or write, and so ends a command
/// with that status.
public protocol ClassifiedError: Error {
    var kind: ErrorKind { get }
}

extension ClassifiedError {
    /// The exit status this error ends a command with (see ``CommandOutcome``).
    public var status: CommandOutcome { CommandOutcome(kind) }
}
