/// The properties of an image view. A spec gives exactly one of `source` or `symbol`.
public struct ImageSpec: Sendable, Equatable {
    /// Where the picture comes from; nil only while a spec is being decoded.
    public var source: ImageSource?
    /// Tint for symbols; nil = the view's default tint.
    public var tint: SpecColor?
    public var contentMode: ContentMode = .scaleToFill

    public init(source: ImageSource? = nil) { self.source = source }
}

/// The picture an image view shows.
public enum ImageSource: Sendable, Hashable {
    /// A PNG file, relative to the spec's folder (never outside it).
    case file(String)
    /// A built-in vector shape by name (`star`, `heart`, …); the renderer knows the names.
    case symbol(String)
}
