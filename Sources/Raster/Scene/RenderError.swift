/// Why a scene could not be rendered.
public enum RenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The canvas size or scale is unusable.
    case invalidCanvas(String)
    /// cairo could not create or draw the surface; the message is cairo's.
    case cairo(String)
    /// The scene has text but bundled fonts could not be loaded (a packaging problem).
    case fontsUnavailable(missingFiles: [String])

    public var description: String {
        switch self {
        case .invalidCanvas(let message): "invalid canvas: \(message)"
        case .cairo(let message): "cairo error: \(message)"
        case .fontsUnavailable(let files):
            "bundled fonts not found (\(files.joined(separator: ", "))); set STACKSNAP_FONTS_DIR to the Fonts folder"
        }
    }
}
