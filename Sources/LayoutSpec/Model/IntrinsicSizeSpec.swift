/// A view's own content size. Written `[w, h]`, it replaces the content's size on both
/// axes, nil on an axis meaning no intrinsic metric there. Written `{width: w}` or
/// `{height: h}`, it replaces only the axes given and the others keep the content's own
/// size — like a subclass overriding `intrinsicContentSize` that returns `super`'s value on
/// one axis (a text field made 44 tall, its width still its text's).
public struct IntrinsicSizeSpec: Sendable, Hashable {
    /// Width in points; nil = no intrinsic width (or, with `othersFromContent`, the content's).
    public var width: Double?
    /// Height in points; nil = no intrinsic height (or, with `othersFromContent`, the content's).
    public var height: Double?
    /// Whether an axis without a value keeps the content's own size (the `{width, height}`
    /// form) rather than having none (the `[w, h]` form).
    public var othersFromContent: Bool

    public init(width: Double?, height: Double?, othersFromContent: Bool = false) {
        self.width = width
        self.height = height
        self.othersFromContent = othersFromContent
    }
}
