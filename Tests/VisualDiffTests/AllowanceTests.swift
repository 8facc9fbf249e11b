import Pixels
import Testing
@testable import VisualDiff

/// Count and ratio allowances at their boundaries. The fixture is a 10×10 white image
/// (100 pixels) with 5 lone black dots in actual, so exactly 5 pixels differ (5%).
struct AllowanceTests {
    static let expected = Images.make(10, 10)
    static let actual = Images.make(10, 10, [
        (1, 1, Images.black), (5, 1, Images.black), (8, 4, Images.black), (2, 7, Images.black), (6, 8, Images.black),
    ])

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let maxPixels: Int
        let maxRatio: Double
        let ignore: [PixelRect]
        let passes: Bool
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "no allowance", maxPixels: 0, maxRatio: 0, ignore: [], passes: false),
        Case(name: "count exactly 5", maxPixels: 5, maxRatio: 0, ignore: [], passes: true),
        Case(name: "count 4", maxPixels: 4, maxRatio: 0, ignore: [], passes: false),
        Case(name: "negative count is no allowance", maxPixels: -3, maxRatio: 0, ignore: [], passes: false),
        Case(name: "ratio exactly 0.05", maxPixels: 0, maxRatio: 0.05, ignore: [], passes: true),
        Case(name: "ratio 0.0499", maxPixels: 0, maxRatio: 0.0499, ignore: [], passes: false),
        Case(name: "either allowance: count fails, ratio holds", maxPixels: 4, maxRatio: 0.05, ignore: [], passes: true),
        Case(name: "either allowance: ratio fails, count holds", maxPixels: 5, maxRatio: 0.01, ignore: [], passes: true),
        // Ignoring rows 0…4 (50 pixels, holding the dots at (1, 1), (5, 1) and (8, 4)) leaves
        // the dots at (2, 7) and (6, 8): 2 of 50 compared = 0.04.
        Case(name: "ratio of the compared pixels", maxPixels: 0, maxRatio: 0.04,
             ignore: [PixelRect(x: 0, y: 0, width: 10, height: 5)], passes: true),
        Case(name: "ratio of the compared pixels, just under", maxPixels: 0, maxRatio: 0.039,
             ignore: [PixelRect(x: 0, y: 0, width: 10, height: 5)], passes: false),
    ]

    @Test(arguments: cases)
    func allowance(_ c: Case) {
        let options = DiffOptions(maxDifferentPixels: c.maxPixels, maxDifferentRatio: c.maxRatio, ignore: c.ignore)
        let result = VisualDiff.compare(Self.expected, Self.actual, options: options)
        #expect(result.passes == c.passes)
    }

    @Test func figures() {
        let result = VisualDiff.compare(Self.expected, Self.actual)
        #expect(result.differentPixels == 5)
        #expect(result.comparedPixels == 100)
        #expect(result.differentRatio == 0.05)
        #expect(result.bounds == PixelRect(x: 1, y: 1, width: 8, height: 8))
        #expect(result.description == "5 different pixels of 100 compared (5.0000%), within 8×8 at (1, 1): fails")
    }
}
