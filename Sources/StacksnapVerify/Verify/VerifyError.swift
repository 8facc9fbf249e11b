import Stacksnap

/// What stops one snapshot (or a whole run) from being checked, naming the file.
public enum VerifyError: ClassifiedError, Sendable, Equatable, CustomStringConvertible {
    /// A golden PNG that cannot be decoded, or a frame-tree golden that is not UTF-8 text.
    /// It is never overwritten, whatever the record mode: the user decides what it was.
    case corruptGolden(path: String, message: String)
    /// Two specs produce a snapshot of the same name, so they would share one golden.
    case duplicateName(name: String, file: String, firstFile: String)
    /// An image given to compare that is missing or not a readable PNG.
    case unreadableImage(path: String, message: String)
    /// A report folder or file that cannot be read back (merging, cleaning up).
    case badReport(path: String, message: String)
    /// The spec, layout or renderer refused the input (already formatted with the file).
    case input(String)
    /// A file could not be read or written.
    case io(path: String, message: String)

    /// Whether the fault is in the input data or in reading and writing.
    public var kind: ErrorKind {
        if case .io = self { .io } else { .badInput }
    }

    public var description: String {
        switch self {
        case .corruptGolden(let path, let message):
            "\(path): error: corrupt golden: \(message); it was left untouched (delete it to record a new one)"
        case .duplicateName(let name, let file, let firstFile):
            "\(file): error: snapshot '\(name)' is also produced by \(firstFile); both would use the same golden"
        case .unreadableImage(let path, let message): "\(path): error: \(message)"
        case .badReport(let path, let message): "\(path): error: \(message)"
        case .input(let message): message
        case .io(let path, let message): "\(path): error: \(message)"
        }
    }

    /// Converts the pipeline's errors, keeping their exit-code class.
    init(_ error: StacksnapError) {
        switch error {
        case .io(let path, let message): self = .io(path: path, message: message)
        default: self = .input(error.description)
        }
    }
}
