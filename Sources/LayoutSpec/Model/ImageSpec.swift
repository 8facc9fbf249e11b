/// The properties of an image view. A spec gives exactly one of `source` or `symbol`.
public struct ImageSpec: Sendable, Equatable {
    /// Where the picture comes from; nil only while a spec is being decoded.
    public var source: ImageSource?
    /// Tint for symbols; nil = the view's default tint.
    public var tint: SpecColor?
    /// How the picture fills the view (default scaleToFill, as UIImageView).
    public var contentMode: ContentMode = .scaleToFill

    public init(source: ImageSource? = nil) { self.source = source }
}
