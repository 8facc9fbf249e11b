import Pixels
import Testing
@testable import VisualDiff

struct SizeMismatchTests {
    @Test func differentSizesAreReportedNotCompared() {
        let expected = Images.make(10, 10)
        let actual = Images.make(10, 11)
        let result = VisualDiff.compare(expected, actual, options: DiffOptions(maxDifferentPixels: 1000, maxDifferentRatio: 1))
        #expect(result.sizeMismatch == SizeMismatch(expectedWidth: 10, expectedHeight: 10, actualWidth: 10, actualHeight: 11))
        #expect(result.identical == false)
        #expect(result.passes == false)   // no allowance covers a size change
        #expect(result.differentPixels == 0 && result.comparedPixels == 0 && result.bounds == nil)
        #expect(result.description == "size mismatch: expected 10×10, got 10×11")
    }

    @Test func bitmapWithWrongByteCountIsAMismatchNotACrash() {
        var broken = Images.make(4, 4)
        broken.pixels = [UInt8](repeating: 0, count: 7)   // `pixels` is settable; its size is not
        let result = VisualDiff.compare(Images.make(4, 4), broken)
        #expect(result.sizeMismatch != nil)
        #expect(result.passes == false)
        let picture = VisualDiff.diffImage(Images.make(4, 4), broken)
        #expect(picture.width == 4 && picture.height == 4)
        #expect(Images.count(VisualDiff.differentColor, in: picture) == 0)   // sizes agree; nothing outside
    }

    @Test func diffImageOfDifferentSizesMarksWhatIsNotShared() {
        // 3×2 against 2×4: the union is 3×4, the shared part 2×2. Outside it, red:
        // 12 − 4 = 8 pixels. Inside, white faded stays 255.
        let picture = VisualDiff.diffImage(Images.make(3, 2), Images.make(2, 4))
        #expect(picture.width == 3 && picture.height == 4)
        #expect(Images.count(VisualDiff.differentColor, in: picture) == 8)
        #expect(picture[1, 1] == Images.white)
        #expect(picture[2, 0] == VisualDiff.differentColor)
        #expect(picture[0, 3] == VisualDiff.differentColor)
    }

    @Test func emptyImages() {
        let result = VisualDiff.compare(Images.make(0, 0), Images.make(0, 0))
        #expect(result.identical && result.passes && result.comparedPixels == 0)
        #expect(VisualDiff.compare(Images.make(0, 3), Images.make(3, 0)).sizeMismatch != nil)
    }
}
