import Pixels
import Raster
import Testing

@Suite struct ContentModeTests {
    /// A 40×20 image in a 100×60 frame at (10, 10); expected rectangles worked out by hand.
    @Test(arguments: [
        (ContentMode.scaleToFill, SceneRect(x: 10, y: 10, width: 100, height: 60)),
        (.redraw, SceneRect(x: 10, y: 10, width: 100, height: 60)),
        (.scaleAspectFit, SceneRect(x: 10, y: 15, width: 100, height: 50)),    // × 2.5
        (.scaleAspectFill, SceneRect(x: 0, y: 10, width: 120, height: 60)),    // × 3
        (.center, SceneRect(x: 40, y: 30, width: 40, height: 20)),
        (.top, SceneRect(x: 40, y: 10, width: 40, height: 20)),
        (.bottom, SceneRect(x: 40, y: 50, width: 40, height: 20)),
        (.left, SceneRect(x: 10, y: 30, width: 40, height: 20)),
        (.right, SceneRect(x: 70, y: 30, width: 40, height: 20)),
        (.topLeft, SceneRect(x: 10, y: 10, width: 40, height: 20)),
        (.topRight, SceneRect(x: 70, y: 10, width: 40, height: 20)),
        (.bottomLeft, SceneRect(x: 10, y: 50, width: 40, height: 20)),
        (.bottomRight, SceneRect(x: 70, y: 50, width: 40, height: 20)),
    ])
    func placementFollowsUIKit(_ mode: ContentMode, _ expected: SceneRect) {
        let frame = SceneRect(x: 10, y: 10, width: 100, height: 60)
        #expect(mode.placement(of: SceneSize(width: 40, height: 20), in: frame) == expected)
    }

    /// 4×2 pixels: the left half red, the right half blue.
    static let halves: Bitmap = {
        var bitmap = Bitmap(width: 4, height: 2, fill: .red)
        for y in 0..<2 { bitmap[2, y] = .blue; bitmap[3, y] = .blue }
        return bitmap
    }()

    static func draw(_ mode: ContentMode, frame: SceneRect, clips: Bool = false, imageScale: Double = 1,
                     scale: Int = 1) throws -> Bitmap {
        let node = SceneNode(frame: frame, clipsToBounds: clips, content: .image(halves, mode, scale: imageScale))
        return try Renderer.render(Scene(width: 12, height: 12, scale: scale, background: .white, nodes: [node]))
    }

    @Test func scaleToFillStretchesToTheFrame() throws {
        let bitmap = try Self.draw(.scaleToFill, frame: SceneRect(x: 0, y: 0, width: 8, height: 8))
        #expect(bitmap[1, 4] == .red && bitmap[6, 4] == .blue)
        #expect(bitmap[0, 0] == .red && bitmap[7, 7] == .blue)  // edges pad, no faded rim
        #expect(bitmap[8, 4] == .white && bitmap[4, 8] == .white)
    }

    @Test func aspectFitLetterboxes() throws {
        let bitmap = try Self.draw(.scaleAspectFit, frame: SceneRect(x: 0, y: 0, width: 8, height: 8))
        // 8×4 image centred vertically: rows 2..<6.
        #expect(bitmap[1, 1] == .white && bitmap[1, 6] == .white)
        #expect(bitmap[1, 3] == .red && bitmap[6, 3] == .blue)
    }

    @Test func aspectFillSpillsUnlessClipped() throws {
        let frame = SceneRect(x: 2, y: 2, width: 8, height: 8)
        // 16×8 image centred on the frame: x from -2 to 14, y from 2 to 10.
        let open = try Self.draw(.scaleAspectFill, frame: frame)
        #expect(open[0, 5] == .red && open[11, 5] == .blue)
        let clipped = try Self.draw(.scaleAspectFill, frame: frame, clips: true)
        #expect(clipped[1, 5] == .white && clipped[10, 5] == .white)
        #expect(clipped[3, 5] == .red && clipped[9, 5] == .blue)
    }

    @Test func centerKeepsNaturalSize() throws {
        let bitmap = try Self.draw(.center, frame: SceneRect(x: 0, y: 0, width: 8, height: 8))
        // 4×2 at (2, 3).
        #expect(bitmap[2, 3] == .red && bitmap[3, 4] == .red && bitmap[4, 3] == .blue && bitmap[5, 4] == .blue)
        #expect(bitmap[1, 3] == .white && bitmap[6, 3] == .white && bitmap[2, 2] == .white && bitmap[2, 5] == .white)
    }

    @Test func imageScaleSetsTheNaturalSizeInPoints() throws {
        // A 4×2-pixel @2x image is 2×1 points: centred in 8×8 points at (3, 3.5), which at
        // 2x is pixels (6..<10, 7..<9), one image pixel per device pixel.
        let bitmap = try Self.draw(.center, frame: SceneRect(x: 0, y: 0, width: 8, height: 8), imageScale: 2, scale: 2)
        #expect(bitmap[6, 7] == .red && bitmap[7, 8] == .red && bitmap[8, 7] == .blue && bitmap[9, 8] == .blue)
        #expect(bitmap[5, 7] == .white && bitmap[10, 7] == .white && bitmap[6, 6] == .white && bitmap[6, 9] == .white)
    }

    @Test func bottomRightAnchorsToTheCorner() throws {
        let bitmap = try Self.draw(.bottomRight, frame: SceneRect(x: 0, y: 0, width: 8, height: 8))
        #expect(bitmap[4, 6] == .red && bitmap[7, 7] == .blue && bitmap[3, 7] == .white && bitmap[7, 5] == .white)
    }
}
