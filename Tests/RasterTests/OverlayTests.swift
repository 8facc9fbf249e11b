import Pixels
import Raster
import Testing

@Suite struct OverlayTests {
    static func render(_ marks: [OverlayMark], scale: Int = 2) throws -> Bitmap {
        try Renderer.render(Scene(width: 10, height: 10, scale: scale, background: .white, overlay: marks))
    }

    @Test(arguments: [1, 2, 3])
    func outlineIsOnePixelJustInsideTheRect(_ s: Int) throws {
        let bitmap = try Self.render([.rect(SceneRect(x: 1, y: 1, width: 6, height: 4), .red)], scale: s)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let inRect = (s..<7 * s).contains(x) && (s..<5 * s).contains(y)
                let onEdge = x == s || x == 7 * s - 1 || y == s || y == 5 * s - 1
                #expect(bitmap[x, y] == (inRect && onEdge ? .red : .white), "pixel \(x),\(y) at \(s)x")
            }
        }
    }

    @Test func axisAlignedLineCoversOnePixelRow() throws {
        // y = 5 points is the top edge of pixel row 10 at 2x; the line takes that row.
        let bitmap = try Self.render([.line(from: ScenePoint(x: 0, y: 5), to: ScenePoint(x: 10, y: 5), .red)])
        for x in 0..<20 {
            #expect(bitmap[x, 10] == .red && bitmap[x, 9] == .white && bitmap[x, 11] == .white)
        }
    }

    @Test func dashedLinesHaveGaps() throws {
        let solid = try Self.render([.line(from: ScenePoint(x: 0, y: 5), to: ScenePoint(x: 10, y: 5), .red)])
        let dashed = try Self.render([.line(from: ScenePoint(x: 0, y: 5), to: ScenePoint(x: 10, y: 5), .red, dashed: true)])
        // 4 points on, 3 off: 7 of 10 points drawn, 14 of 20 pixels.
        #expect(solid.count(of: .red) == 20)
        #expect(dashed.count(of: .red) == 14)
    }

    @Test func tagIsTextOnAPill() throws {
        let bitmap = try Renderer.render(Scene(width: 80, height: 30, scale: 2, background: .white,
                                               overlay: [.tag("320×44", at: ScenePoint(x: 4, y: 4), .blue)]))
        let ink = try #require(bitmap.inkBounds(background: .white))
        #expect(ink.x0 == 8 && ink.y0 == 8)
        #expect(bitmap[Int(Double(ink.x0 + ink.x1) / 2), 10] == .blue)
        // White text pixels inside the pill.
        var textPixels = 0
        for y in ink.y0..<ink.y1 { for x in ink.x0..<ink.x1 where bitmap[x, y] == .white { textPixels += 1 } }
        #expect(textPixels > 20)
    }
}
