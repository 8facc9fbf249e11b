import Pixels
import Raster
import Testing

/// The controls' drawings probed at points whose colors follow from UIKit's geometry: a
/// 4-point track across a slider's alignment rect with a 28-point thumb, a progress bar
/// filled to its fraction, a stepper split in two with one half disabled, a segmented
/// control's raised segment and dividers, a text field's border and clear button.
@Suite struct ValueControlsTests {
    static let blue = RGBA(r: 0, g: 0x7A, b: 0xFF)

    static func render(_ control: ControlDrawing, width: Double, height: Double) throws -> Bitmap {
        let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: width, height: height), content: .control(control))
        return try Renderer.render(Scene(width: width, height: height, scale: 1, background: .white, nodes: [node]))
    }

    @Test func sliderFillsUpToItsThumb() throws {
        // Frame 204 wide, track 2…202; a half-way thumb is centred at 2 + 14 + 0.5 × 172 = 102.
        let slider = try Self.render(.slider(fraction: 0.5, minimumTrack: Self.blue, trackInset: 2, isRightToLeft: false),
                                     width: 204, height: 31)
        #expect(slider[30, 15] == Self.blue)      // left of the thumb: the minimum track
        #expect(slider[102, 15] == .white)        // the thumb's centre
        #expect(slider[180, 15] != Self.blue)     // right of the thumb: the gray track
        #expect(slider[180, 15] != .white)
        #expect(slider[1, 15] == .white)          // the 2 points outside the alignment rect
        let mirrored = try Self.render(.slider(fraction: 0.5, minimumTrack: Self.blue, trackInset: 2, isRightToLeft: true),
                                       width: 204, height: 31)
        #expect(mirrored[180, 15] == Self.blue)   // right to left: the minimum is on the right
        #expect(mirrored[30, 15] != Self.blue)
    }

    @Test func progressFillsItsFraction() throws {
        let bar = try Self.render(.progress(fraction: 0.25, tint: Self.blue, hasTrack: true, isRightToLeft: false),
                                  width: 200, height: 4)
        #expect(bar[10, 2] == Self.blue && bar[45, 2] == Self.blue)
        #expect(bar[55, 2] != Self.blue && bar[55, 2] != .white)  // the track
        let trackless = try Self.render(.progress(fraction: 0.25, tint: Self.blue, hasTrack: false, isRightToLeft: false),
                                        width: 200, height: 4)
        #expect(trackless[55, 2] == .white)  // bar style: no track of its own
        #expect(trackless[0, 0] == Self.blue)  // and square ends
    }

    @Test func stepperFadesTheButtonThatCannotStep() throws {
        let stepper = try Self.render(.stepper(canDecrement: false, canIncrement: true), width: 94, height: 32)
        // "−" centred in the left half (23.5, 16), "+" in the right (70.5, 16); the vertical
        // bar of the plus is only on the right.
        let minus = stepper[23, 16], plus = stepper[70, 16], plusArm = stepper[70, 11]
        #expect(Int(plus.r) < 40 && Int(plusArm.r) < 40)    // enabled: label black
        #expect(Int(minus.r) > 150)                          // disabled: faded
        #expect(stepper[23, 11] == stepper[10, 11])          // no vertical bar on the minus
        #expect(stepper[46, 16] != stepper[40, 16])          // the divider between the halves (46.5, on pixel 46)
    }

    @Test func segmentedRaisesTheSelectedSegment() throws {
        // Three segments of 60 in 182 (two 1-point dividers): 0…60, 61…121, 122…182.
        let font = FontDescriptor(size: 13, weight: 400)
        let control = try Self.render(.segmented(titles: ["", "", ""], widths: [60, 60, 60], selected: 0,
                                                 selectedFill: .white, font: font, selectedFont: font,
                                                 isRightToLeft: false), width: 182, height: 32)
        #expect(control[30, 16] == .white)                 // the raised segment
        #expect(control[91, 16] != .white)                 // the gray track
        #expect(control[121, 16] != control[110, 16])      // a divider between the unselected two
        // None beside the selected one: the slot at x 60 is lighter than the divider at 121.
        #expect(Int(control[60, 16].r) > Int(control[121, 16].r))
        let mirrored = try Self.render(.segmented(titles: ["", "", ""], widths: [60, 60, 60], selected: 0,
                                                  selectedFill: .white, font: font, selectedFont: font,
                                                  isRightToLeft: true), width: 182, height: 32)
        #expect(mirrored[152, 16] == .white)               // right to left: the first segment is on the right
        #expect(mirrored[30, 16] != .white)
    }

    @Test func activityIndicatorIsDarkestAtTwelveOClock() throws {
        let gray = RGBA(r: 0x8E, g: 0x8E, b: 0x93)
        let spinner = try Self.render(.activityIndicator(color: gray), width: 40, height: 40)
        // Spokes run from 0.24 to 0.44 of the side out of the centre: the top one through
        // (20, 7), the one at one o'clock (its faintest neighbour) through (26.4, 13.6).
        let top = spinner[20, 7], next = spinner[26, 13]
        #expect(Int(top.r) < Int(next.r))
        #expect(spinner[20, 20] == .white)                 // the hub is empty
    }

    @Test func roundedTextFieldHasABorderAndAClearButton() throws {
        let style = TextStyle(text: "", font: FontDescriptor(size: 17, weight: 400))
        let field = try Self.render(.textField(text: style, border: .roundedRect, textInset: 7, showsClearButton: true),
                                    width: 200, height: 34)
        #expect(field[100, 0] != .white)                   // the hairline border
        #expect(field[100, 17] == .white)                  // the white box
        #expect(field[183, 10] != .white)                  // the clear button: a gray disc ending 7 in
        let plain = try Self.render(.textField(text: style, border: .none, textInset: 0, showsClearButton: false),
                                    width: 200, height: 34)
        #expect(plain.count(of: .white) == 200 * 34)       // no border, no text: nothing drawn
    }
}

/// A visual effect blurs what is behind it: across a black-and-white edge the pixels in its
/// frame turn gray near the edge, stay as they were far from it, and nothing outside the
/// frame changes.
@Suite struct BlurTests {
    static func render(tint: RGBA) throws -> Bitmap {
        let left = SceneNode(frame: SceneRect(x: 0, y: 0, width: 100, height: 60), background: .black)
        let glass = SceneNode(frame: SceneRect(x: 20, y: 10, width: 160, height: 40),
                              content: .control(.blur(blurRadius: 10, tint: tint)))
        return try Renderer.render(Scene(width: 200, height: 60, scale: 1, background: .white, nodes: [left, glass]))
    }

    @Test func blursAcrossAnEdgeInsideTheFrameOnly() throws {
        let clear = RGBA(r: 0, g: 0, b: 0, a: 0)
        let bitmap = try Self.render(tint: clear)
        let atEdge = bitmap[100, 30], justLeft = bitmap[96, 30], justRight = bitmap[104, 30]
        #expect(atEdge.r > 60 && atEdge.r < 200)                // mixed: gray at the edge
        #expect(justLeft.r < atEdge.r && atEdge.r < justRight.r) // and a ramp across it
        #expect(bitmap[30, 30] == .black && bitmap[170, 30] == .white)  // far from the edge: unchanged
        #expect(bitmap[100, 5] == .white && bitmap[99, 5] == .black)    // above the frame: untouched
        #expect(try Self.render(tint: clear) == bitmap)          // and the same bytes again
    }

    @Test func theTintLiesOverTheBlur() throws {
        let bitmap = try Self.render(tint: RGBA(r: 255, g: 255, b: 255, a: 128))
        #expect(bitmap[30, 30].r > 100 && bitmap[30, 30].r < 160)  // black under half white
    }
}
