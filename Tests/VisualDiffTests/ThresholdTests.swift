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
        // Black at alpha 128 is blended with white first: 255 + (0 − 255) × 128/255 = 127,
        // a gray step of 128: Δ = 0.5053 × 128² = 8278.8.
        // 35215 × 0.48² = 8113.5 (counted), 35215 × 0.49² = 8455.1 (not).
        Case(name: "translucent black at 0.48", center: RGBA(r: 0, g: 0, b: 0, a: 128), threshold: 0.48, counted: true),
        Case(name: "translucent black at 0.49", center: RGBA(r: 0, g: 0, b: 0, a: 128), threshold: 0.49, counted: false),
        // Any color at alpha 0 blends to pure white: distance 0, even at threshold 0.
        Case(name: "invisible color change at 0", center: RGBA(r: 200, g: 10, b: 90, a: 0), threshold: 0, counted: false),
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

    @Test func distancesFromTheFormula() {
        // The same hand-computed figures as above, through the public function.
        #expect(abs(VisualDiff.colorDelta(Images.white, Images.gray(229)) - 341.5828) < 1e-3)
        #expect(abs(VisualDiff.colorDelta(Images.white, RGBA(r: 255, g: 235, b: 235)) - 145.333) < 1e-3)
        #expect(VisualDiff.colorDelta(Images.white, RGBA(r: 1, g: 2, b: 3, a: 0)) == 0)
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
