@testable import Raster
import Testing

/// cairo's premultiplied ARGB32 words to straight RGBA bytes, in place: the vector path for
/// groups of opaque pixels must give exactly what the formula gives pixel by pixel.
@Suite struct PixelConversionTests {
    /// The conversion worked out independently: opaque pixels only swap R and B; a
    /// transparent one becomes 0; the rest divide by alpha, rounded to nearest, capped at 255.
    static func expected(_ word: UInt32) -> [UInt8] {
        let a = word >> 24, r = word >> 16 & 0xFF, g = word >> 8 & 0xFF, b = word & 0xFF
        guard a > 0 else { return [0, 0, 0, 0] }
        func straight(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
        return [straight(r), straight(g), straight(b), UInt8(a)]
    }

    @Test func everyMixOfOpaqueAndTranslucentPixelsConverts() {
        var rng = SeededGenerator(seed: 11)
        for round in 0..<300 {
            let count = Int.random(in: 0...70, using: &rng)
            // Mostly opaque, as UI screens are, with runs of translucent and clear pixels.
            let words: [UInt32] = (0..<count).map { _ in
                let rgb = UInt32.random(in: 0...0xFF_FFFF, using: &rng)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: return 0
                case 1:
                    let a = UInt32.random(in: 1...254, using: &rng)
                    let channels = [rgb >> 16, rgb >> 8 & 0xFF, rgb & 0xFF].map { $0 * a / 255 }  // premultiplied
                    return a << 24 | channels[0] << 16 | channels[1] << 8 | channels[2]
                default: return 0xFF00_0000 | rgb
                }
            }
            var bytes = words.flatMap { w in (0..<4).map { UInt8(truncatingIfNeeded: w >> (8 * $0)) } }  // little-endian words
            bytes.withUnsafeMutableBytes { raw in
                if let base = raw.baseAddress { CairoPixels.unpremultiplyInPlace(base, count: count) }
            }
            #expect(bytes == words.flatMap(Self.expected), "round \(round): \(count) pixels")
        }
    }
}
