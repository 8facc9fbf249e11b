/// The YIQ color distance pixelmatch uses ("Measuring perceived color difference using YIQ
/// NTSC transmission color space in mobile applications", Kotsarenko and Ramos, 2010).
///
/// Pixels arrive packed as `UInt32` values with red in the lowest byte (the bytes R, G, B, A
/// read as a little-endian word). Translucent pixels are first blended with white by their
/// alpha, so a transparent pixel looks like white whatever its color bytes say.
///
/// Every formula keeps pixelmatch's order of floating-point operations: counts are decided
/// by `>` against a threshold and `==` against zero, and a different rounding order would
/// move pixels that sit exactly on those boundaries.
enum YIQ {
    /// The largest distance two colors can have, rounded up (it is reached by red
    /// against cyan: 35214.75), to which thresholds are relative.
    static let maxDelta: Double = 35215

    /// The squared perceptual distance between two pixels: 0 for equal bytes, at most about
    /// ``maxDelta``.
    @inline(__always)
    static func delta(_ p1: UInt32, _ p2: UInt32) -> Double {
        if p1 == p2 { return 0 }
        let (r1, g1, b1) = blendedWithWhite(p1)
        let (r2, g2, b2) = blendedWithWhite(p2)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let i = inPhase(r1, g1, b1) - inPhase(r2, g2, b2)
        let q = quadrature(r1, g1, b1) - quadrature(r2, g2, b2)
        // The weights balance the three axes by how strongly each is perceived.
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// The brightness (Y) of a pixel after blending with white.
    @inline(__always)
    static func brightness(_ p: UInt32) -> Double {
        let (r, g, b) = blendedWithWhite(p)
        return luma(r, g, b)
    }

    /// Red, green and blue as they look over white: `255 + (c − 255) × α`.
    @inline(__always)
    static func blendedWithWhite(_ p: UInt32) -> (Double, Double, Double) {
        let r = Double(p & 0xFF)
        let g = Double((p >> 8) & 0xFF)
        let b = Double((p >> 16) & 0xFF)
        let a = p >> 24
        // Opaque pixels skip the blend, as pixelmatch does; the results would agree anyway,
        // but skipping is faster.
        if a == 255 { return (r, g, b) }
        let alpha = Double(a) / 255
        return (255 + (r - 255) * alpha, 255 + (g - 255) * alpha, 255 + (b - 255) * alpha)
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
