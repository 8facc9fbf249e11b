import Pixels
import Testing
@testable import VisualDiff

/// The diff image's colors, each worked out from the documented formulas:
/// background gray v = round(255 + (Y − 255) × 0.1 × a/255), Y = 0.29889531 r +
/// 0.58662247 g + 0.11448223 b; ignored (⌊3v/4⌋, ⌊3v/4⌋, 255); red and yellow marks.
struct DiffImageTests {
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let yellow = RGBA(r: 255, g: 255, b: 0)

    @Test func backgroundGrays() {
        // White: Y = 255.0000026, v = 255.
        // Pure red: Y = 76.2183, v = 255 − 178.7817 × 0.1 = 237.12 → 237.
        // Gray 63: Y = 63.0000006, v = 255 − 192 × 0.1 = 235.8 → 236.
        // Gray 63 at alpha 51 (0.2): v = 255 − 192 × 0.1 × 0.2 = 251.16 → 251.
        // Fully transparent anything: v = 255.
        let image = Images.make(5, 1, [
            (1, 0, Self.red), (2, 0, Images.gray(63)), (3, 0, Images.gray(63, alpha: 51)),
            (4, 0, RGBA(r: 0, g: 0, b: 0, a: 0)),
        ])
        let picture = VisualDiff.diffImage(image, image)
        #expect(picture[0, 0] == Images.gray(255))
        #expect(picture[1, 0] == Images.gray(237))
        #expect(picture[2, 0] == Images.gray(236))
        #expect(picture[3, 0] == Images.gray(251))
        #expect(picture[4, 0] == Images.gray(255))
    }

    @Test func marksDifferencesAndAntialiasing() {
        // The soft edge of AntialiasingTests: columns 4 and 5 are anti-aliasing in every
        // row, the dot at (1, 3) is a difference.
        let picture = VisualDiff.diffImage(AntialiasingTests.expected, AntialiasingTests.actual)
        #expect(picture.width == 10 && picture.height == AntialiasingTests.height)
        #expect(picture[1, 3] == Self.red)
        for y in 0..<AntialiasingTests.height {
            #expect(picture[4, y] == Self.yellow)
            #expect(picture[5, y] == Self.yellow)
        }
        #expect(Images.count(Self.red, in: picture) == 1)
        #expect(Images.count(Self.yellow, in: picture) == 2 * AntialiasingTests.height)
        // Unchanged white stays 255; unchanged black fades to round(229.5) = 230 (Swift
        // rounds halves away from zero).
        #expect(picture[0, 0] == Images.gray(255))
        #expect(picture[9, 0] == Images.gray(230))
    }

    @Test func everythingRedWithoutDetection() {
        let picture = VisualDiff.diffImage(AntialiasingTests.expected, AntialiasingTests.actual,
                                           options: DiffOptions(detectAntialiasing: false))
        #expect(Images.count(Self.red, in: picture) == 2 * AntialiasingTests.height + 1)
        #expect(Images.count(Self.yellow, in: picture) == 0)
    }

    @Test func ignoredRegionsAreTintedAndNotMarked() {
        // White expected: v = 255, so ignored pixels are (⌊765/4⌋ = 191, 191, 255). The two
        // rectangles overlap on (2, 1); it is tinted once, not darkened twice.
        let expected = Images.make(4, 3)
        let actual = Images.make(4, 3, [(1, 1, Images.black), (3, 2, Images.black)])
        let ignore = [PixelRect(x: 0, y: 0, width: 3, height: 2), PixelRect(x: 2, y: 1, width: 9, height: 1)]
        let picture = VisualDiff.diffImage(expected, actual, options: DiffOptions(ignore: ignore))
        let tint = RGBA(r: 191, g: 191, b: 255)
        // Union: 3×2 + (3, 1) = 7 pixels.
        #expect(Images.count(tint, in: picture) == 7)
        #expect(picture[1, 1] == tint)      // the ignored difference is not marked
        #expect(picture[2, 1] == tint)
        #expect(picture[3, 1] == tint)
        #expect(picture[3, 2] == Self.red)  // the other difference is
        #expect(picture[0, 2] == Images.gray(255))
    }
}
