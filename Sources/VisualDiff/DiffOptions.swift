/// How tolerant a comparison is: the per-pixel color threshold, anti-aliasing detection,
/// how many differing pixels are allowed, and which regions are left out.
///
/// The defaults match pixelmatch's (threshold 0.1, anti-aliased pixels not counted) with no
/// allowance: any counted difference fails.
public struct DiffOptions: Sendable, Hashable {
    /// Per-pixel color threshold from 0 to 1; default 0.1, as in pixelmatch.
    ///
    /// Two pixels differ when their YIQ color distance (see
    /// ``VisualDiff/colorDelta(_:_:pixelIndex:)``) is greater than `35215 × threshold²`.
    /// 35215 is the largest distance two colors can have, rounded up (red against cyan;
    /// black against white is about 32857). So 0 counts
    /// every visible change, 0.1 lets through distances up to 1% of the maximum (a gray step
    /// of 26 on white passes, 27 does not), and 1 counts nothing. Values outside 0…1 are
    /// clamped; NaN counts as the default.
    public var threshold: Double
    /// Whether pixels that look like anti-aliasing are left out of the count (default true).
    ///
    /// Such pixels are still reported in ``DiffResult/antialiasedPixels`` and drawn yellow in
    /// the diff image, so a one-pixel shift of a smooth edge does not fail a comparison.
    public var detectAntialiasing: Bool
    /// How many differing pixels are still a pass (default 0). Negative counts as 0.
    public var maxDifferentPixels: Int
    /// Which fraction of the compared pixels may differ and still pass (default 0).
    ///
    /// A comparison passes when the count is within either this or ``maxDifferentPixels``.
    public var maxDifferentRatio: Double
    /// Regions, in pixels, left out of the comparison. They are clipped to the image, may
    /// overlap each other, and may lie partly or wholly outside it.
    public var ignore: [PixelRect]

    /// Options from their parts; every argument defaults to ``default``'s value.
    public init(
        threshold: Double = 0.1,
        detectAntialiasing: Bool = true,
        maxDifferentPixels: Int = 0,
        maxDifferentRatio: Double = 0,
        ignore: [PixelRect] = []
    ) {
        self.threshold = threshold
        self.detectAntialiasing = detectAntialiasing
        self.maxDifferentPixels = maxDifferentPixels
        self.maxDifferentRatio = maxDifferentRatio
        self.ignore = ignore
    }

    /// Threshold 0.1, anti-aliasing detected, no allowance, nothing ignored.
    public static let `default` = DiffOptions()

    /// The largest YIQ distance two pixels may have and still count as equal:
    /// `35215 × threshold²` with the threshold clamped to 0…1.
    public var maxColorDelta: Double {
        let t = threshold.isNaN ? 0.1 : min(max(threshold, 0), 1)
        // Same operation order as pixelmatch, so the boundary falls on the same pixels.
        return 35215 * t * t
    }
}
