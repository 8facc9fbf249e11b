import Pixels
import Raster
import Testing

/// Drawing agrees with measuring: a label drawn in the frame `Typesetter.measure` gave puts
/// its ink where the font file says glyphs sit.
@Suite struct TextRenderingTests {
    let inter: FontFile
    init() throws { inter = try FontFile("Inter-Regular.otf") }

    static func draw(_ style: TextStyle, in frame: SceneRect, scale: Int, canvas: SceneSize = SceneSize(width: 240, height: 80)) throws -> Bitmap {
        let node = SceneNode(frame: frame, content: .text(style))
        return try Renderer.render(Scene(width: canvas.width, height: canvas.height, scale: scale, background: .white, nodes: [node]))
    }

    @Test(arguments: [1, 2, 3])
    func inkSitsWhereTheFontPutsIt(_ scale: Int) throws {
        // "HIH": H's stems are symmetric, so its right bearing equals its left one.
        let style = TextStyle(text: "HIH", font: FontDescriptor(size: 17))
        let size = Typesetter.measure(style, maxWidth: nil)
        let frame = SceneRect(x: 10, y: 10, width: size.width, height: size.height)
        let ink = try #require(try Self.draw(style, in: frame, scale: scale).inkBounds(background: .white))
        let s = Double(scale)
        let bearing = try #require(inter.leftBearing(of: "H", size: 17))
        // The system font's baseline is UIKit's: San Francisco's ascender, 1950 of 2048 units.
        let baseline = frame.y + 17 * 1950 / 2048
        // cairo 1.16 puts glyph origins on whole device pixels (up to half a pixel off) and a
        // faint antialiased row counts as ink: one and a half device pixels.
        let tolerance = 1.5
        #expect(abs(Double(ink.x0) - (frame.x + bearing) * s) <= tolerance)
        // The frame ends after the last letter's tracking (−26/1000 em at 17 points).
        let tracking = -26.0 / 1000 * 17
        #expect(abs(Double(ink.x1) - (frame.maxX - tracking - bearing) * s) <= tolerance)
        #expect(abs(Double(ink.y1) - baseline * s) <= tolerance)
        #expect(abs(Double(ink.y0) - (baseline - inter.capHeight / inter.unitsPerEm * 17) * s) <= tolerance)
    }

    @Test func inkStaysInsideTheMeasuredFrame() throws {
        for text in ["Hello, world!", "Quick jumpy fog", "Hello 世界", "设置"] {
            let style = TextStyle(text: text, font: FontDescriptor(size: 17))
            let size = Typesetter.measure(style, maxWidth: nil)
            let frame = SceneRect(x: 10, y: 10, width: size.width, height: size.height)
            let ink = try #require(try Self.draw(style, in: frame, scale: 2).inkBounds(background: .white))
            #expect(ink.x0 >= 19 && ink.y0 >= 19, "\(text)")
            #expect(Double(ink.x1) <= frame.maxX * 2 + 1 && Double(ink.y1) <= frame.maxY * 2 + 1, "\(text)")
        }
    }

    @Test func tallerFrameCentresTextVertically() throws {
        let style = TextStyle(text: "Centred", font: FontDescriptor(size: 15))
        let size = Typesetter.measure(style, maxWidth: nil)
        let tight = try #require(try Self.draw(style, in: SceneRect(x: 0, y: 0, width: 100, height: size.height), scale: 2)
            .inkBounds(background: .white))
        let tall = try #require(try Self.draw(style, in: SceneRect(x: 0, y: 0, width: 100, height: size.height + 20), scale: 2)
            .inkBounds(background: .white))
        #expect(tall.y0 - tight.y0 == 20)  // 10 points at 2x
        #expect(tall.x0 == tight.x0 && tall.x1 == tight.x1)
    }

    @Test func naturalAlignmentFollowsTheDirection() throws {
        let frame = SceneRect(x: 0, y: 0, width: 200, height: 30)
        let hebrew = TextStyle(text: "שלום", isRightToLeft: true)
        let rtl = try #require(try Self.draw(hebrew, in: frame, scale: 1).inkBounds(background: .white))
        #expect(rtl.x1 >= 196 && rtl.x0 > 120)
        let ltr = try #require(try Self.draw(TextStyle(text: "Hello"), in: frame, scale: 1).inkBounds(background: .white))
        #expect(ltr.x0 <= 4 && ltr.x1 < 80)
        var centred = TextStyle(text: "Hello", alignment: .center)
        let middle = try #require(try Self.draw(centred, in: frame, scale: 1).inkBounds(background: .white))
        #expect(abs(Double(middle.x0 + middle.x1) / 2 - 100) <= 2)
        centred.alignment = .right
        let right = try #require(try Self.draw(centred, in: frame, scale: 1).inkBounds(background: .white))
        #expect(right.x1 >= 196)
    }

    @Test func truncationEndsWithAnEllipsisInsideTheFrame() throws {
        let text = "A sentence much too long for its label"
        let frame = SceneRect(x: 0, y: 0, width: 120, height: 24)
        let tail = try Self.draw(TextStyle(text: text, lineBreak: .truncateTail), in: frame, scale: 2)
        let tailInk = try #require(tail.inkBounds(background: .white))
        #expect(tailInk.x1 <= 240)
        let clip = try Self.draw(TextStyle(text: text, lineBreak: .clip), in: frame, scale: 2)
        #expect(clip != tail)
        // Clipping stops after the last whole glyph: inside the frame, like the ellipsis.
        #expect(try #require(clip.inkBounds(background: .white)).x1 <= 240)
        let head = try Self.draw(TextStyle(text: text, lineBreak: .truncateHead), in: frame, scale: 2)
        #expect(head != tail)
    }

    @Test func multilineLabelDrawsItsLines() throws {
        let style = TextStyle(text: "one two three four five six seven", lines: 0, lineBreak: .wordWrap)
        let size = Typesetter.measure(style, maxWidth: 80)
        let frame = SceneRect(x: 0, y: 0, width: 80, height: size.height)
        let bitmap = try Self.draw(style, in: frame, scale: 1, canvas: SceneSize(width: 80, height: 200))
        let ink = try #require(bitmap.inkBounds(background: .white))
        // Ink reaches into the last line: below the second-to-last baseline.
        #expect(Double(ink.y1) > size.lastBaseline - 17 * 2444 / 2048 + 1)
        #expect(Double(ink.y1) <= size.height + 1)
    }

    /// A frame two of UIKit's lines tall, less the half point a snapped frame may lose,
    /// shows two lines, though two of the bundled font's own line boxes would not fit in it:
    /// the height limit counts lines on UIKit's metrics. One and a half lines show one.
    @Test func aFrameTwoLinesTallShowsTwoLines() throws {
        let style = TextStyle(text: "one two three four five six seven eight nine", lines: 0, lineBreak: .truncateTail)
        let line = 17.0 * 2444 / 2048  // 20.287; Inter's own box is 20.574
        let two = try Self.draw(style, in: SceneRect(x: 0, y: 0, width: 80, height: 2 * line - 0.4), scale: 1,
                                canvas: SceneSize(width: 80, height: 60))
        let one = try Self.draw(style, in: SceneRect(x: 0, y: 0, width: 80, height: 1.5 * line), scale: 1,
                                canvas: SceneSize(width: 80, height: 60))
        // Ink in the second line's band (its x-height sits about 27 to 36 points down).
        let secondLine = (27..<37).contains { y in (0..<80).contains { two[$0, y] != .white } }
        #expect(secondLine, "the second line is drawn")
        let twoInk = try #require(two.inkBounds(background: .white)), oneInk = try #require(one.inkBounds(background: .white))
        #expect(oneInk.y1 < 26 && twoInk.y1 > 30, "one line in the shorter frame (\(oneInk)), two in the taller (\(twoInk))")
    }

    @Test func layoutDoesNotDependOnTheRenderScale() throws {
        // Unhinted metrics and unrounded glyph positions: the same words land on the same
        // lines and the ink scales with the canvas, up to a pixel of rounding per edge.
        let style = TextStyle(text: "Wrapped words keep their places at every scale 设置", lines: 0, lineBreak: .wordWrap)
        let size = Typesetter.measure(style, maxWidth: 130)
        let frame = SceneRect(x: 5, y: 5, width: 130, height: size.height)
        let canvas = SceneSize(width: 140, height: size.height + 10)
        let one = try #require(try Self.draw(style, in: frame, scale: 1, canvas: canvas).inkBounds(background: .white))
        for scale in [2, 3] {
            let big = try #require(try Self.draw(style, in: frame, scale: scale, canvas: canvas).inkBounds(background: .white))
            for (small, large) in [(one.x0, big.x0), (one.y0, big.y0), (one.x1, big.x1), (one.y1, big.y1)] {
                #expect(abs(large - small * scale) <= scale + 1, "\(scale)x")
            }
        }
    }

    @Test func sameLabelSameBytes() throws {
        let style = TextStyle(text: "Hello 世界 שלום", font: FontDescriptor(size: 19, weight: 600), color: .blue, lines: 0)
        let frame = SceneRect(x: 3, y: 3, width: 150, height: 60)
        let first = try Self.draw(style, in: frame, scale: 3)
        #expect(try Self.draw(style, in: frame, scale: 3) == first)
        #expect(first.count(of: .white) < first.width * first.height)
    }
}
