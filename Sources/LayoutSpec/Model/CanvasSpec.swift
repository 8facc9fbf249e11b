import AutoLayout

/// The canvas: the size of the picture, its pixel density, its background and direction.
public struct CanvasSpec: Sendable, Equatable {
    /// Width in points; nil = fit the content.
    public var width: Double?
    /// Height in points; nil = fit the content.
    public var height: Double?
    /// Pixels per point: 1, 2 or 3 (default 2).
    public var scale: Int = 2
    /// Default white.
    public var background: SpecColor = .white
    /// `rtl` flips leading and trailing.
    public var direction: LayoutDirection = .ltr

    public init(width: Double? = nil, height: Double? = nil, scale: Int = 2,
                background: SpecColor = .white, direction: LayoutDirection = .ltr) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.direction = direction
    }
}

/// The canvas keys a variant changes; nil = unchanged. For `width` and `height`,
/// `.some(nil)` (written `width: null`) switches the variant to fitting the content.
public struct CanvasOverride: Sendable, Equatable {
    public var width: Double??
    public var height: Double??
    public var scale: Int?
    public var background: SpecColor?
    public var direction: LayoutDirection?

    public init(width: Double?? = nil, height: Double?? = nil, scale: Int? = nil,
                background: SpecColor? = nil, direction: LayoutDirection? = nil) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.direction = direction
    }

    /// True when the override changes nothing.
    public var isEmpty: Bool { self == CanvasOverride() }

    /// The canvas with these changes made.
    public func applied(to canvas: CanvasSpec) -> CanvasSpec {
        var result = canvas
        if let width { result.width = width }
        if let height { result.height = height }
        if let scale { result.scale = scale }
        if let background { result.background = background }
        if let direction { result.direction = direction }
        return result
    }
}
