/// How a command ends: the contract's exit codes, and which one wins when several things
/// went wrong in one run. Every command, the report merger and the testing API decide
/// their ending here, so the table exists once.
///
/// | status | code | meaning |
/// |---|---:|---|
/// | `success` | 0 | everything matched, or the command did what it was asked |
/// | `differences` | 1 | a snapshot differs, is missing or was recorded; two images differ |
/// | `usage` | 64 | the command line itself is wrong (an unknown option, a value out of range, an option that does not apply to the file given) |
/// | `badInput` | 65 | input data is invalid: a spec, a document, a PNG, a golden, a report |
/// | `io` | 74 | a file could not be read or written |
public enum CommandOutcome: Int32, Sendable, CaseIterable, CustomStringConvertible {
    /// Everything matched, or the command did what it was asked (0).
    case success = 0
    /// A snapshot differs, is missing or was recorded; two images differ (1).
    case differences = 1
    /// The command line itself is wrong (64, `EX_USAGE`).
    case usage = 64
    /// Input data is invalid: a spec, a document, a PNG, a golden, a report (65, `EX_DATAERR`).
    case badInput = 65
    /// A file could not be read or written (74, `EX_IOERR`).
    case io = 74

    /// The process exit code.
    public var code: Int32 { rawValue }

    /// Precedence when one run meets several: bad input hides what I/O failures would
    /// say, which hide differences. A usage error stops a command before anything runs, so
    /// it never meets another status; it ranks first all the same.
    var rank: Int {
        switch self {
        case .success: 0
        case .differences: 1
        case .io: 2
        case .badInput: 3
        case .usage: 4
        }
    }

    /// The status that decides a run that met every one of `statuses` (`success` if none).
    public static func worst(_ statuses: some Sequence<CommandOutcome>) -> CommandOutcome {
        statuses.reduce(.success) { $1.rank > $0.rank ? $1 : $0 }
    }

    /// The status of an error of this class.
    public init(_ kind: ErrorKind) {
        self = kind == .io ? .io : .badInput
    }

    /// The status and its code, for messages: `bad input (65)`.
    public var description: String {
        switch self {
        case .success: "success (0)"
        case .differences: "differences (1)"
        case .usage: "usage error (64)"
        case .badInput: "bad input (65)"
        case .io: "I/O failure (74)"
        }
    }
}
