import Pixels
import Testing
@testable import VisualDiff

struct SideBySideTests {
    static let a = RGBA(r: 10, g: 20, b: 30)
    static let d = RGBA(r: 40, g: 50, b: 60)
    static let c = RGBA(r: 70, g: 80, b: 90, a: 100)

    @Test func threePanelsOfDifferentSizes() {
        // 3×2 | 4×5 | 2×1 with the default 8-column gap: 3 + 8 + 4 + 8 + 2 = 25 wide,
        // 5 tall. Panels start at columns 0, 11 and 23, top-aligned.
        let picture = VisualDiff.sideBySide(expected: Images.make(3, 2, fill: Self.a),
                                            diff: Images.make(4, 5, fill: Self.d),
                                            actual: Images.make(2, 1, fill: Self.c))
        let gray = VisualDiff.sideBySideBackground
        #expect(VisualDiff.sideBySideGap == 8)
        #expect(picture.width == 25 && picture.height == 5)
        #expect(picture[0, 0] == Self.a && picture[2, 1] == Self.a)
        #expect(picture[0, 2] == gray)                        // below expected
        #expect(picture[3, 0] == gray && picture[10, 4] == gray)  // first gap
        #expect(picture[11, 0] == Self.d && picture[14, 4] == Self.d)
        #expect(picture[15, 0] == gray && picture[22, 0] == gray) // second gap
        #expect(picture[23, 0] == Self.c && picture[24, 0] == Self.c) // copied as is, alpha too
        #expect(picture[23, 1] == gray)                       // below actual
        #expect(Images.count(Self.a, in: picture) == 6)
        #expect(Images.count(Self.d, in: picture) == 20)
        #expect(Images.count(Self.c, in: picture) == 2)
    }

    @Test func customGapAndBackground() {
        let blue = RGBA(r: 0, g: 0, b: 255)
        let picture = VisualDiff.sideBySide(expected: Images.make(1, 1, fill: Self.a), diff: Images.make(1, 1, fill: Self.d),
                                            actual: Images.make(1, 1, fill: Self.c), gap: 2, background: blue)
        #expect(picture.width == 7 && picture.height == 1)
        #expect([picture[0, 0], picture[1, 0], picture[3, 0], picture[6, 0]] == [Self.a, blue, Self.d, Self.c])
        let noGap = VisualDiff.sideBySide(expected: Images.make(1, 1), diff: Images.make(1, 1),
                                          actual: Images.make(1, 1), gap: -5)
        #expect(noGap.width == 3)
    }

    @Test func emptyPanels() {
        let picture = VisualDiff.sideBySide(expected: Images.make(0, 0), diff: Images.make(2, 2, fill: Self.d),
                                            actual: Images.make(0, 0))
        #expect(picture.width == 18 && picture.height == 2)
        #expect(picture[8, 0] == Self.d && picture[9, 1] == Self.d)
    }
}
