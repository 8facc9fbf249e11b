import Pixels

extension VisualDiff {
    /// The squared YIQ distance between two pixels, as pixelmatch 7 measures it.
    ///
    /// The distance is `0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ²` of the per-channel difference.
    /// When either pixel is translucent, both are first blended over the same background,
    /// a color that depends on their position: `pixelIndex` is `y × width + x` in the
    /// images they come from (for opaque pixels it makes no difference). So a fully
    /// transparent pixel does not equal opaque white, and two fully transparent pixels are
    /// equal whatever their color bytes. Equal pixels give 0, black against white about
    /// 32857, red against cyan almost 35215 (``maxColorDelta``), the largest value. A pixel
    /// pair counts as different when this exceeds ``DiffOptions/maxColorDelta``.
    public static func colorDelta(_ a: RGBA, _ b: RGBA, pixelIndex: Int = 0) -> Double {
        YIQ.delta(packed(a), packed(b), pixelIndex: pixelIndex)
    }

    /// The largest value ``colorDelta(_:_:pixelIndex:)`` reaches: thresholds are relative to it.
    public static let maxColorDelta: Double = YIQ.maxDelta

    /// A pixel as the comparison reads it from memory: R in the low byte, A in the high one.
    static func packed(_ c: RGBA) -> UInt32 {
        UInt32(c.r) | UInt32(c.g) << 8 | UInt32(c.b) << 16 | UInt32(c.a) << 24
    }
}
