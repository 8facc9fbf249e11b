import Pixels
import Raster
import Testing

/// Exact pixels for axis-aligned shapes, worked out by hand: at scale s a frame covering
/// points [x, x + w) covers pixels [x·s, (x + w)·s).
@Suite struct RendererPixelTests {
    static func render(_ nodes: [SceneNode], width: Double = 10, height: Double = 6, scale: Int,
                       background: RGBA? = .white) throws -> Bitmap {
        try Renderer.render(Scene(width: width, height: height, scale: scale, background: background, nodes: nodes))
    }

    @Test(arguments: [1, 2, 3])
    func filledRectCoversExactlyItsPixels(_ s: Int) throws {
        let bitmap = try Self.render([SceneNode(frame: SceneRect(x: 2, y: 1, width: 3, height: 2), background: .red)], scale: s)
        #expect(bitmap.width == 10 * s && bitmap.height == 6 * s)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let inside = (2 * s..<5 * s).contains(x) && (s..<3 * s).contains(y)
                #expect(bitmap[x, y] == (inside ? .red : .white), "pixel \(x),\(y) at \(s)x")
            }
        }
    }

    @Test(arguments: [1, 2, 3])
    func hairlineBorderIsOneCrispPixelInsideTheFrame(_ s: Int) throws {
        let node = SceneNode(frame: SceneRect(x: 1, y: 1, width: 6, height: 4),
                             border: SceneBorder(width: 1 / Double(s), color: .black))
        let bitmap = try Self.render([node], scale: s)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let inFrame = (s..<7 * s).contains(x) && (s..<5 * s).contains(y)
                let onEdge = x == s || x == 7 * s - 1 || y == s || y == 5 * s - 1
                #expect(bitmap[x, y] == (inFrame && onEdge ? .black : .white), "pixel \(x),\(y) at \(s)x")
            }
        }
    }

    @Test func onePointBorderIsTwoPixelsAtTwoX() throws {
        let node = SceneNode(frame: SceneRect(x: 1, y: 1, width: 6, height: 4), background: .red,
                             border: SceneBorder(width: 1, color: .black))
        let bitmap = try Self.render([node], scale: 2)
        #expect(bitmap[2, 5] == .black && bitmap[3, 5] == .black && bitmap[4, 5] == .red)
        #expect(bitmap[13, 5] == .black && bitmap[12, 5] == .black && bitmap[11, 5] == .red)
        #expect(bitmap[1, 5] == .white && bitmap[14, 5] == .white)
    }

    @Test func borderIsDrawnAboveChildren() throws {
        let child = SceneNode(frame: SceneRect(x: 1, y: 1, width: 6, height: 4), background: .red)
        let parent = SceneNode(frame: SceneRect(x: 1, y: 1, width: 6, height: 4),
                               border: SceneBorder(width: 1, color: .black), children: [child])
        let bitmap = try Self.render([parent], scale: 1)
        #expect(bitmap[1, 1] == .black && bitmap[3, 3] == .red)
    }

    @Test func halfAlphaBlendsOverTheBackground() throws {
        let bitmap = try Self.render([SceneNode(frame: SceneRect(x: 0, y: 0, width: 10, height: 6), alpha: 0.5,
                                                background: .red)], scale: 1)
        // red × 0.5 + white × 0.5 = (255, 127.5, 127.5)
        #expect(bitmap[5, 3].isClose(to: RGBA(r: 255, g: 128, b: 128)))
    }

    @Test func alphaFadesAGroupNotEachLayer() throws {
        let child = SceneNode(frame: SceneRect(x: 0, y: 0, width: 5, height: 6), background: .red)
        let parent = SceneNode(frame: SceneRect(x: 0, y: 0, width: 10, height: 6), alpha: 0.5,
                               background: .blue, children: [child])
        let bitmap = try Self.render([parent], scale: 1)
        // Where the child covers the parent, only the child shows through (at half strength).
        #expect(bitmap[2, 3].isClose(to: RGBA(r: 255, g: 128, b: 128)))
        #expect(bitmap[7, 3].isClose(to: RGBA(r: 128, g: 128, b: 255)))
    }

    @Test func translucentGroupIncludesChildrenOutsideItsFrame() throws {
        // The group is clipped to what the subtree paints; a child outside the parent's frame
        // (no clipping) and a switch larger than its frame must still show, faded.
        let child = SceneNode(frame: SceneRect(x: 6, y: 0, width: 4, height: 6), background: .red)
        let toggle = SceneNode(frame: SceneRect(x: 0, y: 0, width: 2, height: 2), content: .toggle(isOn: true))
        let parent = SceneNode(frame: SceneRect(x: 0, y: 0, width: 3, height: 3), alpha: 0.5, children: [toggle, child])
        let bitmap = try Renderer.render(Scene(width: 60, height: 40, scale: 1, background: .white, nodes: [parent]))
        // The switch's track (0x34C759) at half strength over white: (154, 227, 172) ± rounding.
        #expect(bitmap[6, 15].isClose(to: RGBA(r: 154, g: 227, b: 172)))
        // The red child, drawn over the track inside the group, at half strength.
        #expect(bitmap[8, 3].isClose(to: RGBA(r: 255, g: 128, b: 128)))
        #expect(bitmap[8, 35] == .white)
    }

    @Test func transparentCanvasKeepsStraightAlpha() throws {
        let half = RGBA(r: 200, g: 100, b: 50, a: 128)
        let bitmap = try Self.render([SceneNode(frame: SceneRect(x: 0, y: 0, width: 5, height: 6), background: half)],
                                     scale: 1, background: nil)
        #expect(bitmap[2, 2].isClose(to: half, tolerance: 2))
        #expect(bitmap[7, 2] == .clear)
    }

    @Test func cornerRadiusRoundsTheBackground() throws {
        let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10, background: .red)
        let bitmap = try Self.render([node], width: 20, height: 20, scale: 1)
        #expect(bitmap[0, 0] == .white && bitmap[19, 19] == .white && bitmap[0, 19] == .white)
        #expect(bitmap[10, 10] == .red && bitmap[10, 1] == .red && bitmap[1, 10] == .red)
        // The boundary is antialiased: a pixel the circle crosses is a blend.
        let edge = bitmap[3, 2]
        #expect(edge != .red && edge != .white)
    }

    @Test func clipsToBoundsCutsChildren() throws {
        let child = SceneNode(frame: SceneRect(x: 0, y: 0, width: 10, height: 6), background: .red)
        let clipped = SceneNode(frame: SceneRect(x: 2, y: 2, width: 4, height: 2), clipsToBounds: true, children: [child])
        let open = SceneNode(frame: SceneRect(x: 2, y: 2, width: 4, height: 2), children: [child])
        let cut = try Self.render([clipped], scale: 2)
        #expect(cut.count(of: .red) == 8 * 4)
        #expect(cut[3, 3] == .white && cut[4, 4] == .red)
        #expect(try Self.render([open], scale: 2).count(of: .red) == 20 * 12)
    }

    @Test func roundedClipCutsChildCorners() throws {
        let child = SceneNode(frame: SceneRect(x: 0, y: 0, width: 20, height: 20), background: .red)
        let parent = SceneNode(frame: SceneRect(x: 0, y: 0, width: 20, height: 20), clipsToBounds: true,
                               cornerRadius: 8, children: [child])
        let bitmap = try Self.render([parent], width: 20, height: 20, scale: 1)
        #expect(bitmap[0, 0] == .white && bitmap[10, 10] == .red)
    }

    @Test func invalidCanvasesAreErrors() {
        #expect(throws: RenderError.self) { try Renderer.render(Scene(width: 10, height: 10, scale: 4)) }
        #expect(throws: RenderError.self) { try Renderer.render(Scene(width: 0, height: 10, scale: 1)) }
        #expect(throws: RenderError.self) { try Renderer.render(Scene(width: .nan, height: 10, scale: 1)) }
        #expect(throws: RenderError.self) { try Renderer.render(Scene(width: 20_000, height: 20_000, scale: 3)) }
    }

    @Test func fractionalCanvasRoundsUpToWholePixels() throws {
        let bitmap = try Renderer.render(Scene(width: 10.5, height: 3.2, scale: 1))
        #expect(bitmap.width == 11 && bitmap.height == 4)
    }

    @Test func invisibleAndMalformedNodesDrawNothing() throws {
        let nodes = [
            SceneNode(frame: SceneRect(x: 0, y: 0, width: 10, height: 6), alpha: 0, background: .red),
            SceneNode(frame: SceneRect(x: 0, y: 0, width: -4, height: 6), background: .red),
            SceneNode(frame: SceneRect(x: .infinity, y: 0, width: 4, height: 6), background: .red),
        ]
        #expect(try Self.render(nodes, scale: 1).count(of: .white) == 60)
    }
}
