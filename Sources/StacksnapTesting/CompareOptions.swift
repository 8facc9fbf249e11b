import AutoLayout
import LayoutSpec
import Stacksnap
import StacksnapVerify

/// How an assertion compares a render with its golden, on top of the spec's own `compare:`
/// and `ignore:`: the same knobs as `stacksnap verify`. nil keeps the spec's value.
///
/// `threshold`, `maxPixels` and `maxRatio` act exactly as verify's `--threshold`,
/// `--max-pixels` and `--max-ratio`; `antialiasing` replaces the spec's `compare.antialiasing`
/// and `ignore` adds regions (in points) to the spec's `ignore:` list.
public struct CompareOptions: Sendable, Equatable {
    /// Per-pixel color threshold, 0…1 (pixelmatch's; default 0.1).
    public var threshold: Double?
    /// Differing pixels still allowed.
    public var maxPixels: Int?
    /// Fraction of differing pixels still allowed, 0…1.
    public var maxRatio: Double?
    /// Whether anti-aliased pixels are left out of the count.
    public var antialiasing: Bool?
    /// Rectangles in points left out of the comparison.
    public var ignore: [Rect]

    /// Options that override only what they give; nil keeps the spec's setting.
    public init(threshold: Double? = nil, maxPixels: Int? = nil, maxRatio: Double? = nil,
                antialiasing: Bool? = nil, ignore: [Rect] = []) {
        self.threshold = threshold
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        self.antialiasing = antialiasing
        self.ignore = ignore
    }

    /// These options where set, `base`'s elsewhere; ignored regions add up.
    public func merged(over base: CompareOptions) -> CompareOptions {
        CompareOptions(threshold: threshold ?? base.threshold, maxPixels: maxPixels ?? base.maxPixels,
                       maxRatio: maxRatio ?? base.maxRatio, antialiasing: antialiasing ?? base.antialiasing,
                       ignore: base.ignore + ignore)
    }

    /// The part verify takes from its command line.
    var overrides: CompareOverrides {
        CompareOverrides(threshold: threshold, maxPixels: maxPixels, maxRatio: maxRatio)
    }

    /// The part verify takes from the spec: written into the document, so it reaches every
    /// snapshot and variant the way the spec's own keys do.
    func applied(to document: SpecDocument) -> SpecDocument {
        var result = document
        if let antialiasing { result.compare.antialiasing = antialiasing }
        result.ignore += ignore
        return result
    }
}
