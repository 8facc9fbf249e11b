import Pixels
import Testing
@testable import VisualDiff

/// Ignore rectangles: clipped to the image, overlaps counted once, pixels inside skipped.
///
/// The fixture is a 10×8 white image whose actual copy has black dots at (1, 1), (8, 1) and
/// (4, 6); lone dots on white are never anti-aliasing, so each counts when not ignored.
struct IgnoreTests {
    static let expected = Images.make(10, 8)
    static let actual = Images.make(10, 8, [(1, 1, Images.black), (8, 1, Images.black), (4, 6, Images.black)])

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let ignore: [PixelRect]
        let compared: Int
        let different: Int
        let bounds: PixelRect?
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "nothing ignored", ignore: [], compared: 80, different: 3,
             bounds: PixelRect(x: 1, y: 1, width: 8, height: 6)),
        // 3×3 around (1, 1): 80 − 9 = 71 compared.
        Case(name: "inside", ignore: [PixelRect(x: 0, y: 0, width: 3, height: 3)], compared: 71, different: 2,
             bounds: PixelRect(x: 4, y: 1, width: 5, height: 6)),
        // x 7…14, y −5…2 clips to columns 7…9, rows 0…2: 3 × 3 = 9 pixels.
        Case(name: "partly outside", ignore: [PixelRect(x: 7, y: -5, width: 8, height: 8)], compared: 71, different: 2,
             bounds: PixelRect(x: 1, y: 1, width: 4, height: 6)),
        // Entirely outside, and empty rectangles: no effect.
        Case(name: "outside and empty",
             ignore: [PixelRect(x: 20, y: 0, width: 5, height: 5), PixelRect(x: 2, y: 2, width: 0, height: 4),
                      PixelRect(x: 2, y: 2, width: 4, height: -1)],
             compared: 80, different: 3, bounds: PixelRect(x: 1, y: 1, width: 8, height: 6)),
        // Two overlapping rectangles: rows 5…7 × columns 0…5 (18) and rows 6…7 × columns
        // 3…9 (14) share rows 6…7 × columns 3…5 (6): union 18 + 14 − 6 = 26.
        Case(name: "overlapping",
             ignore: [PixelRect(x: 0, y: 5, width: 6, height: 3), PixelRect(x: 3, y: 6, width: 7, height: 2)],
             compared: 54, different: 2, bounds: PixelRect(x: 1, y: 1, width: 8, height: 1)),
        // Larger than the image in every direction, with extreme values that must not overflow.
        Case(name: "covers everything",
             ignore: [PixelRect(x: Int.min, y: Int.min, width: Int.max, height: Int.max),
                      PixelRect(x: -3, y: -3, width: Int.max, height: Int.max)],
             compared: 0, different: 0, bounds: nil),
    ]

    @Test(arguments: cases)
    func ignoredRegions(_ c: Case) {
        let result = VisualDiff.compare(Self.expected, Self.actual, options: DiffOptions(ignore: c.ignore))
        #expect(result.comparedPixels == c.compared)
        #expect(result.differentPixels == c.different)
        #expect(result.bounds == c.bounds)
        #expect(result.passes == (c.different == 0))
    }

    @Test func identicalImagesStillReportTheComparedCount() {
        let result = VisualDiff.compare(Self.expected, Self.expected,
                                        options: DiffOptions(ignore: [PixelRect(x: 8, y: 6, width: 5, height: 5)]))
        #expect(result.identical)
        #expect(result.comparedPixels == 80 - 4)
    }

    @Test func clipping() {
        #expect(PixelRect(x: -2, y: 3, width: 5, height: 10).clipped(toWidth: 4, height: 6)
                == PixelRect(x: 0, y: 3, width: 3, height: 3))
        #expect(PixelRect(x: 4, y: 0, width: 1, height: 1).clipped(toWidth: 4, height: 6) == nil)
        #expect(PixelRect(x: Int.max, y: 0, width: Int.max, height: 1).clipped(toWidth: 4, height: 6) == nil)
        #expect(PixelRect(x: Int.min, y: Int.min, width: Int.max, height: Int.max).contains(x: 0, y: 0) == false)
        #expect(PixelRect(x: -1, y: -1, width: Int.max, height: Int.max).contains(x: 100, y: 0))
    }
}
