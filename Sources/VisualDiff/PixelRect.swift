/// A rectangle of whole pixels: `width` columns starting at column `x`, `height` rows
/// starting at row `y`, with the origin at the top-left corner of the image.
///
/// Any values are accepted, including negative or huge ones: a rectangle is only ever used
/// after clipping to an image (see ``clipped(toWidth:height:)``), so a rectangle that reaches
/// past the edges simply covers less.
public struct PixelRect: Sendable, Hashable {
    /// Leftmost column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Number of columns; zero or negative means empty.
    public var width: Int
    /// Number of rows; zero or negative means empty.
    public var height: Int

    /// A rectangle from its origin and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// True when the rectangle covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Number of pixels covered (zero when empty).
    /// Saturates at `Int.max` rather than overflowing.
    public var area: Int {
        guard !isEmpty else { return 0 }
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// The part of this rectangle inside an image of the given size, or `nil` when nothing of
    /// it is inside.
    ///
    /// Edges are computed with saturating arithmetic, so even `Int.max`-sized rectangles clip
    /// without overflowing.
    public func clipped(toWidth imageWidth: Int, height imageHeight: Int) -> PixelRect? {
        guard !isEmpty else { return nil }
        let left = max(x, 0)
        let top = max(y, 0)
        let right = min(Self.saturatingSum(x, width), imageWidth)
        let bottom = min(Self.saturatingSum(y, height), imageHeight)
        guard left < right, top < bottom else { return nil }
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// True when column `px`, row `py` is inside the rectangle.
    public func contains(x px: Int, y py: Int) -> Bool {
        Self.offset(px, from: x, isBelow: width) && Self.offset(py, from: y, isBelow: height)
    }

    /// `0 <= value - origin < extent`, without overflowing for extreme values: a difference
    /// too large for `Int` is larger than any extent.
    private static func offset(_ value: Int, from origin: Int, isBelow extent: Int) -> Bool {
        guard value >= origin else { return false }
        let (difference, overflow) = value.subtractingReportingOverflow(origin)
        return !overflow && difference < extent
    }

    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        guard overflow else { return sum }
        return b > 0 ? Int.max : Int.min
    }
}

extension PixelRect: CustomStringConvertible {
    /// `W×H at (X, Y)`.
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
