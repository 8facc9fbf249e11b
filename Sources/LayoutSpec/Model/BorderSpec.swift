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
