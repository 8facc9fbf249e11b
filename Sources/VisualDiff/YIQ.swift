/// The YIQ color distance pixelmatch uses ("Measuring perceived color difference using YIQ
/// NTSC transmission color space in mobile applications", Kotsarenko and Ramos, 2010).
///
/// Pixels arrive packed as `UInt32` values with red in the lowest byte (the bytes R, G, B, A
/// read as a little-endian word). Translucent pixels are compared as pixelmatch 7 compares
/// them: both are blended over the same background, a color that depends on the pixel's
/// position (see ``background(pixelIndex:)``), and the distance is taken between the two
/// blends. Blending with white, as pixelmatch did before version 7, made every transparent
/// pixel equal to opaque white and hid changes of a translucent pixel's lightness; over a
/// background that alternates between dark and light in each channel they show.
///
/// Every formula keeps pixelmatch 7's order of floating-point operations: counts are decided
/// by `>` against a threshold and `==` against zero, and a different rounding order would
/// move pixels that sit exactly on those boundaries. In particular Y, I and Q are computed
/// from the channel *differences* (the transforms are linear, but `Y(a) − Y(b)` and
/// `Y(a − b)` can differ in the last bit).
enum YIQ {
    /// The largest distance two colors can have, rounded up (it is reached by red
    /// against cyan: 35214.75), to which thresholds are relative.
    static let maxDelta: Double = 35215

    /// The squared perceptual distance between two pixels found at linear index
    /// `pixelIndex` (`y × width + x`) of their images: 0 for equal bytes, at most about
    /// ``maxDelta``. The index only matters when either pixel is translucent.
    @inline(__always)
    static func delta(_ p1: UInt32, _ p2: UInt32, pixelIndex: Int) -> Double {
        if p1 == p2 { return 0 }
        let (dr, dg, db) = blendedDifference(Channels(p1), Channels(p2), pixelIndex: pixelIndex)
        let y = luma(dr, dg, db)
        let i = inPhase(dr, dg, db)
        let q = quadrature(dr, dg, db)
        // The weights balance the three axes by how strongly each is perceived.
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// How much brighter (positive) or darker (negative) `center` is than `neighbour`, both
    /// blended over the background of the center's position, `centerIndex`; exactly 0 for
    /// equal bytes. The anti-aliasing test blends a pixel and its neighbours over one
    /// background, so two fully transparent pixels count as equal whatever their color bytes.
    @inline(__always)
    static func brightnessDifference(_ center: Channels, _ neighbour: UInt32, centerIndex: Int) -> Double {
        let (dr, dg, db) = blendedDifference(center, Channels(neighbour), pixelIndex: centerIndex)
        return luma(dr, dg, db)
    }

    /// A pixel's four bytes, unpacked once for the arithmetic below.
    struct Channels {
        let r: Int, g: Int, b: Int, a: Int

        @inline(__always)
        init(_ p: UInt32) {
            r = Int(p & 0xFF)
            g = Int((p >> 8) & 0xFF)
            b = Int((p >> 16) & 0xFF)
            a = Int(p >> 24)
        }
    }

    /// The per-channel difference `p1 − p2` of the two pixels as they look over the
    /// background of `pixelIndex`.
    ///
    /// A channel `c` at alpha `a` over background `k` looks like `(c·a + k·(255 − a)) / 255`,
    /// so the difference of two is `(c1·a1 − c2·a2 − k·(a1 − a2)) / 255`: integer products,
    /// exact in `Double`, and one division, in pixelmatch's order.
    @inline(__always)
    static func blendedDifference(_ p1: Channels, _ p2: Channels, pixelIndex: Int) -> (Double, Double, Double) {
        // Opaque pairs, nearly every pixel of a rendered screen, skip the blend (it would
        // give the same numbers) and never compute a background.
        if p1.a == 255 && p2.a == 255 {
            return (Double(p1.r - p2.r), Double(p1.g - p2.g), Double(p1.b - p2.b))
        }
        let k = background(pixelIndex: pixelIndex)
        let da = p1.a - p2.a
        return (Double(p1.r * p1.a - p2.r * p2.a - k.r * da) / 255,
                Double(p1.g * p1.a - p2.g * p2.a - k.g * da) / 255,
                Double(p1.b * p1.a - p2.b * p2.a - k.b * da) / 255)
    }

    /// The color pixelmatch 7 puts behind a translucent pixel at linear index `pixelIndex`:
    /// each channel is 48 or 207, chosen by the parity of the pixel's byte offset
    /// `k = 4 × pixelIndex` divided by 1, by φ (1.618033988749895) and by φ + 1
    /// (2.618033988749895) for red, green and blue, truncated to an integer.
    ///
    /// The offset counts bytes and is always even, so red is always 48; green and blue flip
    /// between dark and light in irregular runs along the image. A background that is not
    /// white keeps a transparent pixel apart from opaque white, and one that changes from
    /// pixel to pixel keeps a translucent change from matching by chance everywhere.
    @inline(__always)
    static func background(pixelIndex: Int) -> (r: Int, g: Int, b: Int) {
        let k = Double(pixelIndex &* 4)
        return (48, 48 + 159 * parity(k / 1.618033988749895), 48 + 159 * parity(k / 2.618033988749895))
    }

    /// `trunc(value) mod 2` after JavaScript's `| 0`, which wraps the truncated value to a
    /// signed 32-bit integer: beyond 2³¹ (images of some 870 million pixels) the result may
    /// be −1, as in pixelmatch, giving a background channel of −111.
    @inline(__always)
    private static func parity(_ value: Double) -> Int {
        Int(Int32(truncatingIfNeeded: Int(value)) % 2)
    }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    @inline(__always)
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }

    @inline(__always)
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
