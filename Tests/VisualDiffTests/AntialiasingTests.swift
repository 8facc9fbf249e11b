import Pixels
import Testing
@testable import VisualDiff

/// A soft vertical edge that moved one pixel to the right, and a real change beside it.
///
/// Expected columns: white ×4 | gray 128 | black ×5. Actual: white ×5 | gray 128 | black ×4.
/// Columns 4 and 5 change in every row. By hand, for an interior row:
/// - column 4 in expected is gray with white on its left (brighter) and black on its right
///   (darker) and only 2 equal neighbours (above, below): a slope. Its brightest neighbour
///   (column 3, met first) is inside flat white in both images, so it is anti-aliasing.
/// - column 5 in actual is gray between white and black the same way; its darkest
///   neighbour (column 6) is inside flat black in both images: anti-aliasing.
/// Edge rows count the image border as one equal neighbour and give the same answers.
/// The black dot at (1, 3) in actual sits in flat white in expected (8 equal neighbours)
/// and has no darker neighbour in actual: a real difference.
struct AntialiasingTests {
    static let height = 7
    static let gray = Images.gray(128)
    static let expected = Images.columns(
        [Images.white, Images.white, Images.white, Images.white, gray] + Array(repeating: Images.black, count: 5),
        height: height)
    static let actual: Bitmap = {
        var image = Images.columns(
            Array(repeating: Images.white, count: 5) + [gray] + Array(repeating: Images.black, count: 4),
            height: height)
        image[1, 3] = Images.black
        return image
    }()

    @Test func shiftedEdgeIsAntialiasingButTheDotIsNot() {
        let result = VisualDiff.compare(Self.expected, Self.actual)
        #expect(result.differentPixels == 1)
        #expect(result.antialiasedPixels == 2 * Self.height)
        #expect(result.bounds == PixelRect(x: 1, y: 3, width: 1, height: 1))
        #expect(result.passes == false)
    }

    @Test func withoutDetectionEveryChangedPixelCounts() {
        let result = VisualDiff.compare(Self.expected, Self.actual, options: DiffOptions(detectAntialiasing: false))
        #expect(result.differentPixels == 2 * Self.height + 1)
        #expect(result.antialiasedPixels == 0)
        #expect(result.bounds == PixelRect(x: 1, y: 0, width: 5, height: Self.height))
    }

    @Test func aHardEdgeThatMovedIsARealDifference() {
        // white ×4 | black ×6 against white ×5 | black ×5: column 4 turns from black to
        // white with no in-between shade on either side; in expected it has 3+ equal
        // neighbours (the black column to its right plus above/below), and in actual it
        // is inside flat white, so neither image calls it a slope.
        let expected = Images.columns(Array(repeating: Images.white, count: 4) + Array(repeating: Images.black, count: 6), height: 5)
        let actual = Images.columns(Array(repeating: Images.white, count: 5) + Array(repeating: Images.black, count: 5), height: 5)
        let result = VisualDiff.compare(expected, actual)
        #expect(result.differentPixels == 5)
        #expect(result.antialiasedPixels == 0)
    }

    @Test func lonePixelWithOnlyBrighterNeighboursIsNotAntialiasing() {
        // Step 2 of the detector: a slope needs a darker and a brighter neighbour.
        let expected = Images.make(3, 3, fill: Images.gray(200))
        let actual = Images.make(3, 3, fill: Images.gray(200), [(1, 1, Images.black)])
        #expect(VisualDiff.compare(expected, actual).differentPixels == 1)
    }
}
