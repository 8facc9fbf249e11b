import AutoLayout
import LayoutSpec
@testable import Stacksnap
import Testing

/// Where a button's image and title go inside it, worked out by hand: the two side by side
/// (image first in the writing direction), centred across the button as a group, the image
/// centred up and down; a button too narrow for both shortens the title.
@Suite struct ButtonContentTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bounds: Size
        let direction: LayoutDirection
        /// The image's x and y, and the title's left and right insets.
        let imageX: Double, imageY: Double, titleLeft: Double, titleRight: Double
        var testDescription: String { name }
    }

    /// A system button titled "Go" (40 wide here) with a 20 × 10 image.
    static let cases: [Case] = [
        // 100 wide: the group is 20 + 40 = 60, from (100 − 60) / 2 = 20; the image 10 down.
        Case(name: "left to right", bounds: Size(width: 100, height: 30), direction: .ltr,
             imageX: 20, imageY: 10, titleLeft: 40, titleRight: 20),
        // Right to left the title comes first: it takes 20…60, the image 60…80.
        Case(name: "right to left", bounds: Size(width: 100, height: 30), direction: .rtl,
             imageX: 60, imageY: 10, titleLeft: 20, titleRight: 40),
        // 50 wide: the image keeps its 20, the title gets the other 30.
        Case(name: "too narrow", bounds: Size(width: 50, height: 30), direction: .ltr,
             imageX: 0, imageY: 10, titleLeft: 20, titleRight: 0),
        // 60 tall: the image (25 down) and the title each centred in the height.
        Case(name: "taller", bounds: Size(width: 60, height: 60), direction: .ltr,
             imageX: 0, imageY: 25, titleLeft: 20, titleRight: 0),
    ]

    @Test(arguments: cases)
    func placesTheImageBesideTheTitle(_ c: Case) throws {
        var button = ButtonSpec(title: "Go")
        button.image = ButtonImageSpec(size: Size(width: 20, height: 10))
        let placed = ButtonContent(button, loaded: nil).placement(in: c.bounds, titleWidth: 40, direction: c.direction)
        let image = try #require(placed.image)
        #expect([image.x, image.y, image.width, image.height] == [c.imageX, c.imageY, 20, 10])
        #expect([placed.titleInsets.left, placed.titleInsets.right] == [c.titleLeft, c.titleRight])
        #expect([placed.titleInsets.top, placed.titleInsets.bottom] == [6, 6])
    }

    /// An image alone is centred in the whole button: a system button's 6 points above and
    /// below are the title's.
    @Test func anImageAloneIsCentredWithoutTheTitlesPadding() throws {
        var button = ButtonSpec()
        button.image = ButtonImageSpec(source: .symbol("heart"))
        let content = ButtonContent(button, loaded: nil)
        #expect(content.size(titleWidth: 0, line: nil).size == Size(width: 18, height: 18))
        let image = try #require(content.placement(in: Size(width: 30, height: 30), titleWidth: 0, direction: .ltr).image)
        #expect([image.x, image.y] == [6, 6])
    }
}
