import LayoutDSL
import LayoutSpec

/// What stops an assertion before anything is compared, with what was expected.
public enum LayoutSnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The spec file or spec string is not a valid spec (every error, in the contract's format).
    case spec(SpecErrors)
    /// The Swift layout is not a valid spec.
    case layout(LayoutBuildError)
    /// `STACKSNAP_RECORD` holds something that is not a record mode.
    case recordVariable(String)
    /// A snapshot name that cannot name a golden file.
    case name(String)
    /// Layout or drawing failed (the pipeline's message, naming the file).
    case render(String)
    /// The document has no output of the name asked for.
    case noOutput(name: String, known: [String])

    public var description: String {
        switch self {
        case .spec(let errors): errors.description
        case .layout(let error): error.description
        case .recordVariable(let value):
            "STACKSNAP_RECORD is '\(value)'; expected missing, all, failed or never"
        case .name(let name):
            "the snapshot name '\(name)' cannot name a golden file: use letters, digits, '_', '-', '+' and '.', "
                + "not starting with '.'"
        case .render(let message): message
        case .noOutput(let name, let known):
            "no snapshot named '\(name)'; the document has \(known.map { "'\($0)'" }.joined(separator: ", "))"
        }
    }
}
