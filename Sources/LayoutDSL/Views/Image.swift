import LayoutSpec

/// An image view (`UIImageView`) showing a built-in symbol or a PNG file.
public struct Image: LayoutElement {
    public var node: LayoutNode

    /// A built-in vector shape by name (`star`, `heart`, …).
    public init(symbol: String) { node = LayoutNode(ViewSpec(.image(ImageSpec(source: .symbol(symbol))))) }

    /// A PNG file, relative to the spec's folder (for an assertion: the test file's folder).
    public init(file: String) { node = LayoutNode(ViewSpec(.image(ImageSpec(source: .file(file))))) }

    /// `tint` of a symbol, as text.
    public func tint(_ color: String) -> Image { self.color(color, key: .tint) { .tint($0) } }

    /// `tint` of a symbol.
    public func tint(_ color: SpecColor) -> Image { applying(.tint(color)) }

    /// `contentMode`: how the picture fills the view (default scaleToFill).
    public func contentMode(_ mode: ContentMode) -> Image { applying(.contentMode(mode)) }
}
