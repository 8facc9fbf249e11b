import Pixels
import Testing
@testable import VisualDiff

/// One changed pixel on a white 3×3 field, just under and just over the threshold.
///
/// The YIQ distance is worked out by hand from the published formula:
///   Y = 0.29889531 r + 0.58662247 g + 0.11448223 b
///   I = 0.59597799 r − 0.27417610 g − 0.32180189 b
///   Q = 0.21147017 r − 0.52261711 g + 0.31114694 b
///   Δ = 0.5053 ΔY² + 0.299 ΔI² + 0.1957 ΔQ²,   counted when Δ > 35215 × threshold².
/// A lone changed pixel in a flat field is never anti-aliasing (in the untouched image all
/// 8 neighbours equal it; in the changed one no neighbour is on its other side), so the
/// threshold alone decides.
struct ThresholdTests {
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let center: RGBA
        let threshold: Double
        let counted: Bool
        var description: String { name }
    }

    static let cases: [Case] = [
        // Grays: the I and Q coefficients each sum to 0, so ΔI = ΔQ = 0 and
        // Δ = 0.5053 × (step × 1.00000001)². Threshold 0.1 allows 35215 × 0.01 = 352.15.
        // Step 26: 0.5053 × 676 = 341.58 ≤ 352.15, not counted.
        Case(name: "gray step 26 at 0.1", center: Images.gray(229), threshold: 0.1, counted: false),
        // Step 27: 0.5053 × 729 = 368.36 > 352.15, counted.
        Case(name: "gray step 27 at 0.1", center: Images.gray(228), threshold: 0.1, counted: true),
        // White − (255, 235, 235): Δr = 0, Δg = Δb = 20.
        //   ΔY = 20 × (0.58662247 + 0.11448223) = 14.022094
        //   ΔI = −20 × (0.27417610 + 0.32180189) = −11.919560
        //   ΔQ = 20 × (−0.52261711 + 0.31114694) = −4.229403
        //   Δ = 0.5053 × 196.6191 + 0.299 × 142.0759 + 0.1957 × 17.8879 = 145.333
        // 35215 × 0.064² = 144.24 < 145.33: counted; 35215 × 0.065² = 148.78: not.
        Case(name: "pink at 0.064", center: RGBA(r: 255, g: 235, b: 235), threshold: 0.064, counted: true),
        Case(name: "pink at 0.065", center: RGBA(r: 255, g: 235, b: 235), threshold: 0.065, counted: false),
        // Translucent pixels are blended over pixelmatch 7's background for their position
        // before the distance. The center (1, 1) of a 3-wide image is pixel 4, byte offset
        // 16: red is always 48; 16 / 1.618033988749895 = 9.89 → 9, odd → green 207;
        // 16 / 2.618033988749895 = 6.11 → 6, even → blue 48. Background k = (48, 207, 48).
        // Each channel's blended difference is (c1·a1 − c2·a2 − k·(a1 − a2)) / 255.
        //
        // White against black at alpha 128 (a1 − a2 = 127):
        //   Δr = Δb = (65025 − 48 × 127) / 255 = 231.0941,  Δg = (65025 − 207 × 127) / 255 = 151.9059
        //   ΔY = 231.0941 × 0.41337754 + 151.9059 × 0.58662247 = 184.6405
        //   ΔI = 231.0941 × 0.27417610 − 151.9059 × 0.27417610 =  21.7115
        //   ΔQ = 231.0941 × 0.52261711 − 151.9059 × 0.52261711 =  41.3851
        //   Δ = 0.5053 × 34092.1 + 0.299 × 471.39 + 0.1957 × 1712.7 = 17702.9
        // (blended with white, as before pixelmatch 7, it was a gray step of 128: 8278.8).
        // 35215 × 0.70² = 17255.4 (counted), 35215 × 0.71² = 17751.9 (not).
        Case(name: "translucent black at 0.70", center: RGBA(r: 0, g: 0, b: 0, a: 128), threshold: 0.70, counted: true),
        Case(name: "translucent black at 0.71", center: RGBA(r: 0, g: 0, b: 0, a: 128), threshold: 0.71, counted: false),
        // A fully transparent pixel is not white: its color bytes drop out (a2 = 0) and
        // what is left is white against the background, Δ = 255 − k = (207, 48, 207):
        //   ΔY = 207 × 0.41337754 + 48 × 0.58662247 = 113.7270
        //   ΔI = (207 − 48) × 0.27417610 = 43.5940,  ΔQ = (207 − 48) × 0.52261711 = 83.0961
        //   Δ = 0.5053 × 12933.8 + 0.299 × 1900.4 + 0.1957 × 6905.0 = 8455.0
        // 35215 × 0.48² = 8113.5 (counted), 35215 × 0.49² = 8455.1 (not, by 0.1).
        Case(name: "transparent against white at 0.48", center: RGBA(r: 200, g: 10, b: 90, a: 0), threshold: 0.48, counted: true),
        Case(name: "transparent against white at 0.49", center: RGBA(r: 200, g: 10, b: 90, a: 0), threshold: 0.49, counted: false),
    ]

    @Test(arguments: cases)
    func onePixelAgainstThreshold(_ c: Case) {
        let expected = Images.make(3, 3)
        let actual = Images.make(3, 3, [(1, 1, c.center)])
        let result = VisualDiff.compare(expected, actual, options: DiffOptions(threshold: c.threshold))
        #expect(result.identical == false)
        #expect(result.differentPixels == (c.counted ? 1 : 0))
        #expect(result.antialiasedPixels == 0)
        #expect(result.bounds == (c.counted ? PixelRect(x: 1, y: 1, width: 1, height: 1) : nil))
        #expect(result.passes == !c.counted)
    }

    @Test func transparentPixelsAreEqualWhateverTheirColorBytes() {
        // Both alphas 0: every term of (c1·a1 − c2·a2 − k·(a1 − a2)) / 255 is 0, so the
        // change is invisible even at threshold 0, on any background.
        let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
        let expected = Images.make(3, 3, fill: clear)
        let actual = Images.make(3, 3, fill: clear, [(1, 1, RGBA(r: 200, g: 10, b: 90, a: 0))])
        let result = VisualDiff.compare(expected, actual, options: DiffOptions(threshold: 0))
        #expect(!result.identical && result.differentPixels == 0 && result.antialiasedPixels == 0)
    }

    @Test func halfTransparentBlackIsNotOpaqueGray() {
        // The case pixelmatch 7 added to its own tests: black at alpha 128 and opaque gray
        // 127 look alike over white (255 − 255 × 128/255 = 127), but not over pixel 0's
        // background (48, 48, 48). a1 − a2 = −127, so each channel differs by
        //   (0 − 127 × 255 + 48 × 127) / 255 = −103.0941,
        // ΔI = ΔQ = 0 (a gray), Δ = 0.5053 × 103.0941² = 5370.5 > 352.15: counted.
        let a = Images.make(1, 1, fill: RGBA(r: 0, g: 0, b: 0, a: 128))
        let b = Images.make(1, 1, fill: Images.gray(127))
        #expect(VisualDiff.compare(a, b).differentPixels == 1)
        #expect(abs(VisualDiff.colorDelta(RGBA(r: 0, g: 0, b: 0, a: 128), Images.gray(127)) - 5370.53) < 1e-2)
    }

    @Test func backgroundFollowsTheByteOffset() {
        // Byte offsets 0, 4, 8, 12, 16 over φ: 0, 2.47, 4.94, 7.42, 9.89 → parities 0 0 0 1 1;
        // over φ + 1: 0, 1.53, 3.06, 4.58, 6.11 → parities 0 1 1 0 0.
        let expected: [(Int, Int, Int)] = [(48, 48, 48), (48, 48, 207), (48, 48, 207), (48, 207, 48), (48, 207, 48)]
        for (index, color) in expected.enumerated() {
            let k = YIQ.background(pixelIndex: index)
            #expect(k.r == color.0 && k.g == color.1 && k.b == color.2, "pixel \(index)")
        }
    }

    @Test func distancesFromTheFormula() {
        // The same hand-computed figures as above, through the public function.
        #expect(abs(VisualDiff.colorDelta(Images.white, Images.gray(229)) - 341.5828) < 1e-3)
        #expect(abs(VisualDiff.colorDelta(Images.white, RGBA(r: 255, g: 235, b: 235)) - 145.333) < 1e-3)
        #expect(abs(VisualDiff.colorDelta(Images.white, RGBA(r: 0, g: 0, b: 0, a: 128), pixelIndex: 4) - 17702.9) < 0.1)
        #expect(abs(VisualDiff.colorDelta(Images.white, RGBA(r: 1, g: 2, b: 3, a: 0), pixelIndex: 4) - 8455.0) < 0.1)
        #expect(VisualDiff.colorDelta(RGBA(r: 0, g: 0, b: 0, a: 0), RGBA(r: 1, g: 2, b: 3, a: 0), pixelIndex: 4) == 0)
        // Red against cyan is the largest distance: 35214.75, just under 35215.
        let extreme = VisualDiff.colorDelta(RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 255, b: 255))
        #expect(extreme > 35214 && extreme < VisualDiff.maxColorDelta)
    }

    @Test func thresholdIsClamped() {
        #expect(DiffOptions(threshold: -1).maxColorDelta == 0)
        #expect(DiffOptions(threshold: 7).maxColorDelta == 35215)
        #expect(DiffOptions(threshold: .nan).maxColorDelta == DiffOptions.default.maxColorDelta)
        #expect(abs(DiffOptions.default.maxColorDelta - 352.15) < 1e-9)
    }
}
