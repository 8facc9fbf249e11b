/// A border drawn inside a view's bounds (`CALayer.borderWidth` / `borderColor`).
public struct BorderSpec: Sendable, Hashable {
    /// Width in points (default 1).
    public var width: Double
    /// Color (default black).
    public var color: SpecColor

    public init(width: Double = 1, color: SpecColor = .black) {
        self.width = width
        self.color = color
    }
}

/// A view's own content size, `[w, h]` in specs; nil on an axis = no intrinsic metric there.
public struct IntrinsicSizeSpec: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// Extra spacing after one arranged view of a stack (`setCustomSpacing(_:after:)`).
public struct CustomSpacing: Sendable, Hashable {
    /// The id of the arranged view the spacing follows.
    public var afterID: String
    /// The spacing in points, replacing the stack's `spacing` after that view.
    public var value: Double

    public init(afterID: String, value: Double) {
        self.afterID = afterID
        self.value = value
    }
}
