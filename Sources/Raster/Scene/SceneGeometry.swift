/// A rectangle in canvas points: `x`, `y` of the top-left corner, `width`, `height`.
///
/// The renderer's own geometry type (it imports no layout module); every frame in a `Scene`
/// is absolute, in the canvas's coordinate space.
public struct SceneRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public static let zero = SceneRect(x: 0, y: 0, width: 0, height: 0)
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The rectangle shrunk by `insets` (never to a negative size).
    public func inset(by insets: SceneInsets) -> SceneRect {
        SceneRect(x: x + insets.left, y: y + insets.top,
                  width: max(0, width - insets.left - insets.right),
                  height: max(0, height - insets.top - insets.bottom))
    }

    /// Whether every field is finite and the size is not negative: the only rectangles drawn.
    var isDrawable: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && width >= 0 && height >= 0
    }
}

/// A point in canvas points.
public struct ScenePoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
}

/// A size in points.
public struct SceneSize: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
}

/// Insets in absolute directions, in points (like `UIEdgeInsets`).
public struct SceneInsets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = SceneInsets()
}
