import Stacksnap
import VisualDiff

/// A pixel comparison's figures, as the reports store them.
public struct PixelFigures: Sendable, Equatable, Codable {
    /// Same size and same bytes.
    public var identical: Bool
    /// Counted differences (over the threshold, not anti-aliasing, not ignored).
    public var different: Int
    /// Pixels over the threshold left out as anti-aliasing.
    public var antialiased: Int
    /// Pixels compared (the image minus ignored regions).
    public var compared: Int
    /// `different / compared`.
    public var ratio: Double
    /// `[x, y, width, height]` around the counted differences, in pixels.
    public var bounds: [Int]?
    /// `[width, height]` of the golden and of the render.
    public var expectedSize: [Int]
    public var actualSize: [Int]
    /// Within the allowances.
    public var passes: Bool
    /// The options used.
    public var threshold: Double
    public var maxPixels: Int
    public var maxRatio: Double
    /// `VisualDiff`'s one-line account (`152 different pixels of 270000 compared …`).
    public var summary: String

    public init(_ result: DiffResult, expected: (Int, Int), actual: (Int, Int), options: DiffOptions) {
        identical = result.identical
        different = result.differentPixels
        antialiased = result.antialiasedPixels
        compared = result.comparedPixels
        ratio = result.differentRatio
        bounds = result.bounds.map { [$0.x, $0.y, $0.width, $0.height] }
        expectedSize = [expected.0, expected.1]
        actualSize = [actual.0, actual.1]
        passes = result.passes
        threshold = options.threshold
        maxPixels = options.maxDifferentPixels
        maxRatio = options.maxDifferentRatio
        summary = result.description
    }
}
