import AutoLayout
import LayoutSpec
import Raster

/// Everything that can stop a snapshot, with the exit status the contract gives it.
public enum StacksnapError: ClassifiedError, Sendable, CustomStringConvertible {
    /// The spec file is invalid (all of its errors, already formatted with file and line).
    case spec(SpecErrors)
    /// The layout cannot be built (unknown item, invalid constraint).
    case layout(file: String, LayoutError)
    /// An image could not be read or decoded.
    case image(file: String, path: String, message: String)
    /// Rendering failed (e.g. the canvas is too large).
    case render(file: String, RenderError)
    /// A limit was exceeded (canvas pixels, time budget).
    case limit(file: String, message: String)
    /// Reading or writing a file failed.
    case io(path: String, message: String)

    /// Bad input for the spec, an image, a PNG or a limit; I/O for reading and writing.
    public var kind: ErrorKind {
        if case .io = self { .io } else { .badInput }
    }

    /// The message the command line prints: `file: error: …`, or the spec's errors one a line.
    public var description: String {
        switch self {
        case .spec(let errors): return errors.description
        case .layout(let file, let error): return "\(file): error: \(error)"
        case .image(let file, let path, let message): return "\(file): error: \(path): \(message)"
        case .render(let file, let error): return "\(file): error: \(error)"
        case .limit(let file, let message): return "\(file): error: \(message)"
        case .io(let path, let message): return "\(path): error: \(message)"
        }
    }
}
