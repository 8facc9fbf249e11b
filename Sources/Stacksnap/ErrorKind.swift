/// The class of an error: bad input data or a failed read or write (its exit status is
/// ``CommandOutcome/init(_:)``).
public enum ErrorKind: String, Sendable, Codable, Equatable {
    case badInput
    case io
}
