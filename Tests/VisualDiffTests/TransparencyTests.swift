import Pixels
import Testing
@testable import VisualDiff

/// A hand-built pair with a translucent edge, transparent pixels and transparent against
/// white (`Fixtures/Transparency/soft-edge-{a,b}.pam`), its counts worked out by hand from
/// pixelmatch 7's formulas rather than taken from a program's output.
///
/// Both images are 5 × 3. K is opaque black, H black at alpha 128, Q black at alpha 64,
/// C transparent (0, 0, 0, 0), W0 transparent with white bytes (255, 255, 255, 0), W opaque
/// white:
///
///          a              b
///     K K H C C      K K Q C  C
///     K K H C C      K K Q W0 C
///     K K H C C      K K Q C  W
///
/// Translucent pixels are blended over the background of their index `i = 5y + x`: red 48,
/// green and blue 48 or 207 by the parity of ⌊4i / 1.618033988749895⌋ and
/// ⌊4i / 2.618033988749895⌋. Each channel then differs by (c1·a1 − c2·a2 − k·(a1 − a2)) / 255.
///
/// - (2, 0), i = 2: 8 / φ = 4.94 → even, 8 / (φ + 1) = 3.06 → odd: k = (48, 48, 207).
///   H − Q = −k × 64 / 255 = (−12.0471, −12.0471, −51.9529):
///   ΔY = −12.0471 × 0.88551778 − 51.9529 × 0.11448223 = −16.6156
///   ΔI = (51.9529 − 12.0471) × 0.32180189 = 12.8418
///   ΔQ = 12.0471 × 0.31114694 − 51.9529 × 0.31114694 = −12.4166
///   Δ = 0.5053 × 276.08 + 0.299 × 164.91 + 0.1957 × 154.17 = 218.98
/// - (2, 1), i = 7, and (2, 2), i = 12: 28 / φ = 17.30 and 48 / φ = 29.67 → odd, 28 / (φ + 1)
///   = 10.70 and 48 / (φ + 1) = 18.33 → even: k = (48, 207, 48).
///   H − Q = (−12.0471, −51.9529, −12.0471):
///   ΔY = −12.0471 × 0.41337754 − 51.9529 × 0.58662247 = −35.4567
///   ΔI = (51.9529 − 12.0471) × 0.27417610 = 10.9412
///   ΔQ = (51.9529 − 12.0471) × 0.52261711 = 20.8555
///   Δ = 0.5053 × 1257.18 + 0.299 × 119.71 + 0.1957 × 434.95 = 756.17
///   The same change as at (2, 0), measured over another background, and three times as far.
/// - (3, 1): C against W0, both alpha 0: every term is 0, Δ = 0. Never counted.
/// - (4, 2), i = 14: 56 / φ = 34.61 → even, 56 / (φ + 1) = 21.39 → odd: k = (48, 48, 207).
///   C − W = −255 + k = (−207, −207, −48):
///   ΔY = −207 × 0.88551778 − 48 × 0.11448223 = −188.7973
///   ΔI = (48 − 207) × 0.32180189 = −51.1665,  ΔQ = (207 − 48) × 0.31114694 = 49.4724
///   Δ = 0.5053 × 35644.4 + 0.299 × 2618.0 + 0.1957 × 2447.5 = 19272.9
///
/// Thresholds 0, 0.05, 0.1, 0.2 allow Δ up to 0, 88.04, 352.15, 1408.6, so with
/// anti-aliasing pixels counted (detection off) the counts are 4, 4, 3 (not (2, 0)) and 1
/// (only (4, 2)).
///
/// Anti-aliasing, asked of `a`: each H in column 2 has at most two equal neighbours (the H
/// above and below, or one H and the image's edge); measured over its own background, the
/// K neighbours are darker (H − K = k × 127 / 255 > 0 in every channel) and the C
/// neighbours brighter (H − C = −k × 128 / 255 < 0), so it lies on a slope. The first
/// darkest neighbour is K at (1, 0) for the top and middle pixel, K at (1, 1) for the
/// bottom one; each has 3 or more neighbours with its exact bytes in both images (columns
/// 0 and 1 do not change). So all three are anti-aliasing. At (4, 2) `a`'s C has two equal
/// C neighbours plus the edge: flat, not anti-aliasing; `b`'s W is brighter than all three
/// of its transparent neighbours, so no slope: a real difference. With detection on, every
/// threshold counts 1 difference, and the column-2 pixels over it (3, 3, 2, 0) as
/// anti-aliasing.
///
/// Blended with white, as before pixelmatch 7, C and W would be equal and H − Q a gray step
/// of 64 (Δ = 2069.7): 0 differences with detection, 3 at every threshold without.
struct TransparencyTests {
    static let K = RGBA(r: 0, g: 0, b: 0), H = RGBA(r: 0, g: 0, b: 0, a: 128), Q = RGBA(r: 0, g: 0, b: 0, a: 64)
    static let C = RGBA(r: 0, g: 0, b: 0, a: 0), W0 = RGBA(r: 255, g: 255, b: 255, a: 0)
    static let W = RGBA(r: 255, g: 255, b: 255)

    struct Case: Sendable, CustomStringConvertible {
        let threshold: Double
        let detectAntialiasing: Bool
        let different: Int
        let antialiased: Int
        var description: String { "\(threshold)\(detectAntialiasing ? "" : " counting anti-aliasing")" }
    }

    static let cases: [Case] = [
        Case(threshold: 0, detectAntialiasing: true, different: 1, antialiased: 3),
        Case(threshold: 0.05, detectAntialiasing: true, different: 1, antialiased: 3),
        Case(threshold: 0.1, detectAntialiasing: true, different: 1, antialiased: 2),
        Case(threshold: 0.2, detectAntialiasing: true, different: 1, antialiased: 0),
        Case(threshold: 0, detectAntialiasing: false, different: 4, antialiased: 0),
        Case(threshold: 0.05, detectAntialiasing: false, different: 4, antialiased: 0),
        Case(threshold: 0.1, detectAntialiasing: false, different: 3, antialiased: 0),
        Case(threshold: 0.2, detectAntialiasing: false, different: 1, antialiased: 0),
    ]

    static func pair() throws -> (Bitmap, Bitmap) {
        (try PAM.read(Fixtures.url("Transparency/soft-edge-a.pam")),
         try PAM.read(Fixtures.url("Transparency/soft-edge-b.pam")))
    }

    @Test func fixturesHoldTheDrawnLayout() throws {
        let (a, b) = try Self.pair()
        let rowA = [Self.K, Self.K, Self.H, Self.C, Self.C]
        let expectedA = Images.columns(rowA, height: 3)
        var expectedB = Images.columns([Self.K, Self.K, Self.Q, Self.C, Self.C], height: 3)
        expectedB[3, 1] = Self.W0
        expectedB[4, 2] = Self.W
        #expect(a == expectedA)
        #expect(b == expectedB)
    }

    @Test(arguments: cases)
    func countsWorkedOutByHand(_ c: Case) throws {
        let (a, b) = try Self.pair()
        let options = DiffOptions(threshold: c.threshold, detectAntialiasing: c.detectAntialiasing)
        for result in [VisualDiff.compare(a, b, options: options), VisualDiff.compare(b, a, options: options)] {
            #expect(result.differentPixels == c.different)
            #expect(result.antialiasedPixels == c.antialiased)
        }
    }

    @Test func distancesWorkedOutByHand() {
        #expect(abs(VisualDiff.colorDelta(Self.H, Self.Q, pixelIndex: 2) - 218.98) < 0.01)
        #expect(abs(VisualDiff.colorDelta(Self.H, Self.Q, pixelIndex: 7) - 756.17) < 0.01)
        #expect(abs(VisualDiff.colorDelta(Self.H, Self.Q, pixelIndex: 12) - 756.17) < 0.01)
        #expect(VisualDiff.colorDelta(Self.C, Self.W0, pixelIndex: 8) == 0)
        #expect(abs(VisualDiff.colorDelta(Self.C, Self.W, pixelIndex: 14) - 19272.9) < 0.1)
    }
}
