import Pixels

extension VisualDiff {
    /// The squared YIQ distance between two pixels, as pixelmatch measures it.
    ///
    /// Each pixel is first blended with white by its alpha (`255 + (c − 255) × a/255`), then
    /// converted to YIQ; the distance is `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²`. Equal pixels
    /// give 0, black against white about 32857, red against cyan
    /// almost 35215 (``maxColorDelta``), the largest value. A pixel pair counts as
    /// different when this exceeds ``DiffOptions/maxColorDelta``.
    public static func colorDelta(_ a: RGBA, _ b: RGBA) -> Double {
        YIQ.delta(packed(a), packed(b))
    }

    /// The largest value ``colorDelta(_:_:)`` reaches: thresholds are relative to it.
    public static let maxColorDelta: Double = YIQ.maxDelta

    /// A pixel as the comparison reads it from memory: R in the low byte, A in the high one.
    static func packed(_ c: RGBA) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
    }
}
