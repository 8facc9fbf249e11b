import Stacksnap
import AutoLayout
import LayoutSpec
import VisualDiff

/// Command-line values that replace a spec's `compare:` settings for one run.
public struct CompareOverrides: Sendable, Equatable, Codable {
    /// Per-pixel color threshold, 0…1.
    public var threshold: Double?
    /// Differing pixels allowed.
    public var maxPixels: Int?
    /// Fraction of differing pixels allowed, 0…1.
    public var maxRatio: Double?

    public init(threshold: Double? = nil, maxPixels: Int? = nil, maxRatio: Double? = nil) {
        self.threshold = threshold
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
    }

    /// The comparison options for a snapshot: its spec's settings with these overrides, and
    /// its `ignore:` regions turned into pixels.
    public func options(for lowered: LoweredSnapshot) -> DiffOptions {
        let settings = lowered.compare
        return DiffOptions(threshold: threshold ?? settings.threshold,
                           detectAntialiasing: settings.antialiasing,
                           maxDifferentPixels: maxPixels ?? settings.maxPixels,
                           maxDifferentRatio: maxRatio ?? settings.maxRatio,
                           ignore: lowered.ignore.map { Self.pixels($0, scale: Double(lowered.canvas.scale)) })
    }

    /// A rectangle in points as the pixels it touches: edges rounded outwards, so a region
    /// that covers part of a pixel leaves all of that pixel out.
    static func pixels(_ rect: AutoLayout.Rect, scale: Double) -> PixelRect {
        let left = (rect.x * scale).rounded(.down), top = (rect.y * scale).rounded(.down)
        let right = ((rect.x + rect.width) * scale).rounded(.up)
        let bottom = ((rect.y + rect.height) * scale).rounded(.up)
        return PixelRect(x: clamp(left), y: clamp(top), width: clamp(right - left), height: clamp(bottom - top))
    }

    /// Rect values are validated finite by the spec reader; this keeps a huge one from trapping.
    private static func clamp(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        return Int(min(max(value, -1e15), 1e15))
    }
}
