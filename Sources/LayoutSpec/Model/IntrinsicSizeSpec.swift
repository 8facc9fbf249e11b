/// A view's own content size, `[w, h]` in specs; nil on an axis = no intrinsic metric there.
public struct IntrinsicSizeSpec: Sendable, Hashable {
    /// Width in points; nil = no intrinsic width.
    public var width: Double?
    /// Height in points; nil = no intrinsic height.
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}
