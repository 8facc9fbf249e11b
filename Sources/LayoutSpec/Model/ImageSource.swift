/// The picture an image view shows.
public enum ImageSource: Sendable, Hashable {
    /// A PNG file, relative to the spec's folder (never outside it).
    case file(String)
    /// A built-in vector shape by name (`star`, `heart`, …); the renderer knows the names.
    case symbol(String)
}
