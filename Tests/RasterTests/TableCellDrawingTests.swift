import Pixels
import Raster
import Testing

/// A table cell's chrome probed where UIKit's geometry puts it, at scale 2 on a 390-point
/// row: the separator on the cell's last pixel row (87 of 88) from its leading inset on, the
/// rounded corners of an inset-grouped section's first and last cells, and each accessory in
/// its box on the 16-point trailing margin, mirrored right to left.
@Suite struct TableCellDrawingTests {
    static let separator = TableCellDrawing.separatorGray
    static let grouped = RGBA(r: 0xF2, g: 0xF2, b: 0xF7)
    static let blue = RGBA(r: 0, g: 0x7A, b: 0xFF)

    static func render(_ cell: TableCellDrawing, frame: SceneRect = SceneRect(x: 0, y: 0, width: 390, height: 44),
                       scale: Int = 2, background: RGBA = .white) throws -> Bitmap {
        let node = SceneNode(frame: frame, content: .control(.tableCell(cell)))
        return try Renderer.render(Scene(width: 390, height: frame.maxY, scale: scale, background: background,
                                         nodes: [node]))
    }

    @Test func bottomSeparatorIsOnePixelFromTheLeadingInset() throws {
        let cell = try Self.render(TableCellDrawing(bottomSeparator: .init(leading: 16, trailing: 0)))
        // 16 points in at scale 2 is pixel 32; the row is 88 pixels tall, so the line is row 87.
        #expect((32..<780).allSatisfy { cell[$0, 87] == Self.separator })
        #expect((0..<32).allSatisfy { cell[$0, 87] == .white })
        #expect((0..<780).allSatisfy { cell[$0, 86] == .white && cell[$0, 0] == .white })
        let mirrored = try Self.render(TableCellDrawing(bottomSeparator: .init(leading: 16, trailing: 0),
                                                        isRightToLeft: true))
        // Right to left, the leading inset is on the right: pixels 748…779 stay white.
        #expect((0..<748).allSatisfy { mirrored[$0, 87] == Self.separator })
        #expect((748..<780).allSatisfy { mirrored[$0, 87] == .white })
    }

    @Test func separatorStaysOneDevicePixelAtEveryScale() throws {
        let cell = TableCellDrawing(bottomSeparator: .init(), topSeparator: .init())
        let three = try Self.render(cell, scale: 3)          // 132 rows: lines on 0 and 131
        #expect(three[100, 0] == Self.separator && three[100, 131] == Self.separator)
        #expect(three[100, 1] == .white && three[100, 130] == .white)
        // A frame off the grid (y 10.2…54.2, pixels 20.4…108.4) still gets one whole pixel
        // row at each end: the first and last rows whose centres it covers, 20 and 107.
        let off = try Self.render(cell, frame: SceneRect(x: 0, y: 10.2, width: 390, height: 44), background: Self.grouped)
        #expect(off[100, 20] == Self.separator && off[100, 107] == Self.separator)
        #expect(off[100, 21] == .white && off[100, 106] == .white)
        #expect(off[100, 19] == Self.grouped && off[100, 108] == Self.grouped)
    }

    @Test func insetGroupedCellsRoundTheirOuterCorners() throws {
        // A 350-point cell 20 in from each side (pixels 40…739) on the grouped background.
        let frame = SceneRect(x: 20, y: 0, width: 350, height: 44)
        let first = try Self.render(TableCellDrawing(cornerRadius: 10, roundsTop: true,
                                                     bottomSeparator: .init(leading: 16, trailing: 0)),
                                    frame: frame, background: Self.grouped)
        #expect(first[40, 0] == Self.grouped && first[739, 0] == Self.grouped)   // rounded top corners
        #expect(first[390, 44] == .white && first[390, 0] == .white)             // filled middle and top edge
        #expect(first[40, 86] == .white && first[739, 86] == .white)             // square bottom corners
        #expect(first[40, 87] == .white && first[72, 87] == Self.separator)      // the line from 20 + 16 points
        let last = try Self.render(TableCellDrawing(cornerRadius: 10, roundsBottom: true,
                                                    bottomSeparator: .init(leading: 0, trailing: 0)),
                                   frame: frame, background: Self.grouped)
        #expect(last[40, 0] == .white && last[40, 87] == Self.grouped)           // square top, rounded bottom
        // The separator is clipped to the curve: gone at the corner, whole in the middle.
        #expect(last[42, 87] == Self.grouped && last[390, 87] == Self.separator)
        let unfilled = try Self.render(TableCellDrawing(fill: nil), background: Self.grouped)
        #expect(unfilled.count(of: Self.grouped) == 780 * 88)                    // no fill: nothing drawn
    }

    @Test func chevronSitsOnTheTrailingMargin() throws {
        // The 8×13 chevron ends 16 points from the trailing edge: x 366…374, y 15.5…28.5,
        // pixels 732…747 and 31…57.
        let cell = try Self.render(TableCellDrawing(accessory: .disclosureIndicator))
        let ink = try #require(cell.inkBounds(background: .white))
        #expect(ink.x0 >= 732 && ink.x1 <= 748 && ink.x1 - ink.x0 >= 14)
        #expect(ink.y0 >= 31 && ink.y1 <= 57 && ink.y1 - ink.y0 >= 24)
        // Tertiary label at 30 % over white where the 2-point stroke covers whole pixels.
        #expect(cell[746, 44].isClose(to: RGBA(r: 197, g: 197, b: 199), tolerance: 2))  // the tip, (373, 22)
        #expect(cell[734, 33] != .white)                   // the top end, (367, 16.5)
        #expect(cell[733, 44] == .white)                   // pointing right: open on the left
        let mirrored = try Self.render(TableCellDrawing(accessory: .disclosureIndicator, isRightToLeft: true))
        let flipped = try #require(mirrored.inkBounds(background: .white))
        #expect(flipped.x0 >= 32 && flipped.x1 <= 48 && (flipped.y0, flipped.y1) == (ink.y0, ink.y1))
        #expect(mirrored[33, 44] != .white && mirrored[46, 44] == .white)   // tip on the left
    }

    @Test func checkmarkTakesTheTint() throws {
        let cell = try Self.render(TableCellDrawing(accessory: .checkmark, tint: Self.blue))
        let ink = try #require(cell.inkBounds(background: .white))
        // 14×13 at x 360…374: pixels 720…747.
        #expect(ink.x0 >= 720 && ink.x1 <= 748 && ink.x1 - ink.x0 >= 24)
        #expect(cell.count(of: Self.blue) > 40)            // a 2.2-point stroke: solid tint inside
        // Every other inked pixel is the tint blended with white (blue keeps its 255 there).
        #expect((0..<88).allSatisfy { y in (700..<780).allSatisfy { cell[$0, y].b == 255 } })
    }

    @Test func detailDisclosureButtonPutsTheInfoButtonBeforeTheChevron() throws {
        let cell = try Self.render(TableCellDrawing(accessory: .detailDisclosureButton, tint: Self.blue))
        // The info circle's trailing edge is 16 + 8 + 12 = 36 points in: x 332…354, centre (343, 22).
        #expect(cell[665, 44].b == 255 && cell[665, 44].r < 128)     // its ring, 0.75 points in
        #expect(cell[674, 44] == .white)                             // inside the ring
        #expect(cell[686, 46] == Self.blue)                          // the stem of the "i"
        #expect(cell[686, 33] == Self.blue)                          // its dot, 5.2 points up
        #expect(cell[686, 37] == .white)                             // the gap between them
        #expect((0..<88).allSatisfy { y in (709..<731).allSatisfy { cell[$0, y] == .white } })  // the 12-point gap
        #expect(cell[746, 44] != .white)                             // the chevron's tip on the margin
        let alone = try Self.render(TableCellDrawing(accessory: .detailButton, tint: Self.blue))
        // Without the chevron the button itself sits on the margin: x 352…374, centre 363.
        #expect(alone[726, 46] == Self.blue && alone[686, 46] == .white)
    }
}
