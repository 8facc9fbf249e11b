/// The size and baselines of laid-out text, in points, like UILabel's `sizeThatFits`.
///
/// Values are exact (not rounded): the width is the widest line's advance, the height the
/// sum of the lines' heights, each line being its fonts' ascent + descent. Rounding up to
/// the pixel grid, as UIKit does, is the caller's concern.
public struct TextMetrics: Sendable, Hashable {
    /// Width of the widest line's logical extent (advances, not ink).
    public var width: Double
    /// Height of all visible lines (ascent + descent of each, no extra spacing).
    public var height: Double
    /// Distance from the top to the first line's baseline.
    public var firstBaseline: Double
    /// Distance from the top to the last visible line's baseline.
    public var lastBaseline: Double
    /// Number of visible lines (after the line limit).
    public var lineCount: Int
    /// The distinct characters no bundled font has a glyph for, in text order; they would
    /// draw as boxes. Empty when every glyph exists.
    public var missingGlyphs: [Character]
    /// How many glyphs are missing in total (a repeated character counts each time).
    public var missingGlyphCount: Int

    public init(width: Double, height: Double, firstBaseline: Double, lastBaseline: Double,
                lineCount: Int, missingGlyphs: [Character] = [], missingGlyphCount: Int? = nil) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.missingGlyphs = missingGlyphs
        self.missingGlyphCount = missingGlyphCount ?? missingGlyphs.count
    }
}
