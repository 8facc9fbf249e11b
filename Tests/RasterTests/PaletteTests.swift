import Pixels
import Raster
import Testing

/// The built-in drawings take their system colors from the scene's palette: the control
/// gallery drawn with UIKit's dark palette on a black canvas, at scale 2, probed at points
/// inside one color each. Every expected value is worked out by hand from the palette:
/// a color `c` at alpha `a` over `d` gives `c × a + d × (1 − a)` per channel (within one
/// level, for cairo's 8-bit rounding).
@Suite struct PaletteTests {
    struct Probe: Sendable, CustomTestStringConvertible {
        let what: String
        /// Where, in points (the pixel at twice these coordinates).
        let x: Double, y: Double
        let expected: RGBA
        var testDescription: String { what }
    }

    static let dark = ControlGallery.dark

    static func rendered() throws -> Bitmap {
        try Renderer.render(ControlGallery.scene(palette: dark, background: .black, scale: 2))
    }

    static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBA { RGBA(r: r, g: g, b: b) }

    // Layers under the probes, each over black:
    //   tertiarySystemFill #767680 at 0x3D: 0x76 × 61/255 = 28.2, 0x80 × 61/255 = 30.6 → (28, 28, 31)
    //   a translucent bar, barBackground #1D1D1D at 94 %: 29 × 0.94 = 27.3 → (27, 27, 27)
    static let stepperBackground = rgb(28, 28, 31)
    static let bar = rgb(27, 27, 27)

    static let probes: [Probe] = [
        // Switches (16, 60), (83, 60), (150, 60), 51 × 31; the knob left when off.
        Probe(what: "off switch track: secondarySystemFill #78788052 over black (120 × 82/255 = 38.6, 128 × 82/255 = 41.2)",
              x: 58, y: 75, expected: rgb(39, 39, 41)),
        Probe(what: "off switch knob stays white", x: 31.5, y: 75.5, expected: .white),
        Probe(what: "on switch track: systemGreen", x: 90, y: 75, expected: rgb(0x30, 0xD1, 0x58)),
        Probe(what: "tinted switch track: the tint", x: 157, y: 75, expected: rgb(0x0A, 0x84, 0xFF)),
        // Stepper (280, 60), 94 × 32: "−" disabled centred at 303.5, "+" at 350.5; the 1-point
        // divider on whole pixels from floor((280 + 47 − 0.5) × 2) / 2 = 326.5.
        Probe(what: "stepper background: tertiarySystemFill", x: 290, y: 64, expected: stepperBackground),
        Probe(what: "stepper divider: systemFill's gray at 36 % (120 × 0.36 + 28 × 0.64 = 61.1, 128 × 0.36 + 31 × 0.64 = 65.9)",
              x: 327, y: 70, expected: rgb(61, 61, 66)),
        Probe(what: "enabled stepper glyph: label", x: 350.5, y: 75.5, expected: .white),
        Probe(what: "disabled stepper glyph: tertiaryLabel #EBEBF54C (235 × 0.298 + 28 × 0.702 = 89.7, 245 × 0.298 + 31 × 0.702 = 94.8)",
              x: 303.5, y: 75.5, expected: rgb(90, 90, 95)),
        // Slider (16, 104), 358 × 31, thumb at 30 %; progress views at y 148 and 160.
        Probe(what: "slider track: systemFill #7878805C (120 × 92/255 = 43.3, 128 × 92/255 = 46.2)",
              x: 300, y: 119.5, expected: rgb(43, 43, 46)),
        Probe(what: "slider minimum track: the tint", x: 50, y: 119.5, expected: rgb(0x0A, 0x84, 0xFF)),
        Probe(what: "progress track: systemFill", x: 300, y: 150, expected: rgb(43, 43, 46)),
        Probe(what: "bar-style progress: no track", x: 300, y: 162, expected: .black),
        // Segmented control (16, 176), 358 × 32, segments 89 wide and 1 apart, the second selected.
        Probe(what: "segmented background: tertiarySystemFill", x: 20, y: 192, expected: stepperBackground),
        Probe(what: "segment divider: systemFill's gray at 30 % (120 × 0.3 + 28 × 0.7 = 55.6, 128 × 0.3 + 31 × 0.7 = 60.1)",
              x: 285.5, y: 190, expected: rgb(56, 56, 60)),
        Probe(what: "selected segment: the given fill", x: 112, y: 182, expected: rgb(0x63, 0x63, 0x66)),
        // Text fields: rounded rect (16, 220) 358 × 34; line (16, 262) and bezel (199, 262), 175 × 30.
        Probe(what: "rounded text field: systemBackground", x: 100, y: 230, expected: .black),
        Probe(what: "rounded text field edge: label at 20 % (255 × 0.2 = 51)", x: 100, y: 220, expected: rgb(51, 51, 51)),
        Probe(what: "clear button disc: systemGray3", x: 357.5, y: 230.5, expected: rgb(0x48, 0x48, 0x4A)),
        Probe(what: "clear button cross: systemBackground", x: 357.5, y: 237, expected: .black),
        Probe(what: "line border: secondaryLabel's hue at 80 % (235 × 0.8 = 188, 245 × 0.8 = 196)",
              x: 100, y: 262, expected: rgb(188, 188, 196)),
        Probe(what: "bezel side: systemGray", x: 199, y: 280, expected: rgb(0x8E, 0x8E, 0x93)),
        Probe(what: "bezel top: secondaryLabel's hue at 80 % over systemGray (188 + 142 × 0.2 = 216.4, 196 + 147 × 0.2 = 225.4)",
              x: 300, y: 262, expected: rgb(216, 216, 225)),
        // Search bar (0, 338), 390 × 52; its field 8 in, 36 tall, from y 346.
        Probe(what: "search bar background: barBackground at 94 %", x: 2, y: 340, expected: bar),
        Probe(what: "search field: tertiarySystemFill over the bar (28.2 + 27 × 194/255 = 48.8, 30.6 + 20.5 = 51.2)",
              x: 300, y: 348, expected: rgb(49, 49, 51)),
        // Navigation bar (0, 0) and toolbar (0, 538), 44 tall, translucent; tab bar (0, 591), opaque.
        Probe(what: "navigation bar background: barBackground at 94 %", x: 195, y: 5, expected: bar),
        Probe(what: "navigation bar hairline: barShadow #FFFFFF26 over the bar (255 × 38/255 + 27 × 217/255 = 61)",
              x: 195, y: 43.5, expected: rgb(61, 61, 61)),
        Probe(what: "toolbar background", x: 195, y: 545, expected: bar),
        Probe(what: "toolbar hairline, at its top", x: 195, y: 538, expected: rgb(61, 61, 61)),
        Probe(what: "opaque tab bar: systemBackground", x: 195, y: 600, expected: .black),
        Probe(what: "tab bar hairline: barShadow over black (255 × 38/255 = 38)", x: 195, y: 591, expected: rgb(38, 38, 38)),
        // Table cells (0, 398), 390 × 44, filled and separated with the caller's dark colors.
        Probe(what: "cell separator: the given opaqueSeparator", x: 200, y: 441.5, expected: rgb(0x38, 0x38, 0x3A)),
        Probe(what: "chevron tip: tertiaryLabel over black (235 × 0.298 = 70.0, 245 × 0.298 = 73.0)",
              x: 373, y: 420, expected: rgb(70, 70, 73)),
    ]

    @Test(arguments: probes)
    func darkPaletteColorsTheControls(_ probe: Probe) throws {
        let bitmap = try Self.rendered()
        let pixel = bitmap[Int(probe.x * 2), Int(probe.y * 2)]
        #expect(pixel.isClose(to: probe.expected), "\(probe.what): got \(pixel)")
    }

    /// Text the drawings color themselves — segment titles, a navigation bar's title — is in
    /// the palette's label color: white on black, its stems' brightest pixels white.
    @Test(arguments: [
        ("segment title \"Day\"", SceneRect(x: 24, y: 180, width: 73, height: 24)),
        ("selected segment title \"Week\"", SceneRect(x: 114, y: 180, width: 73, height: 24)),
        ("navigation bar title", SceneRect(x: 120, y: 8, width: 150, height: 28)),
    ])
    func drawnTitlesUseTheLabelColor(_ what: String, _ box: SceneRect) throws {
        let bitmap = try Self.rendered()
        var brightest = 0, ink = 0
        for y in Int(box.y * 2)..<Int(box.maxY * 2) {
            for x in Int(box.x * 2)..<Int(box.maxX * 2) {
                let p = bitmap[x, y]
                brightest = max(brightest, Int(p.r) + Int(p.g) + Int(p.b))
                if p.r > 128 { ink += 1 }
            }
        }
        #expect(brightest >= 3 * 254, "\(what)")
        #expect(ink > 20, "\(what)")
    }

    /// Bar items and the selected tab in the tint, the other tab in `unselectedTab`.
    @Test func barItemsUseTheTintAndUnselectedTabColors() throws {
        let bitmap = try Self.rendered()
        func count(_ color: RGBA, in box: SceneRect) -> Int {
            var n = 0
            for y in Int(box.y * 2)..<Int(box.maxY * 2) {
                for x in Int(box.x * 2)..<Int(box.maxX * 2) where bitmap[x, y].isClose(to: color) { n += 1 }
            }
            return n
        }
        let tint = Self.dark.tint, unselected = Self.dark.unselectedTab
        #expect(count(tint, in: SceneRect(x: 0, y: 0, width: 100, height: 44)) > 20)       // "Back"
        #expect(count(tint, in: SceneRect(x: 330, y: 0, width: 60, height: 44)) > 20)      // the plus
        #expect(count(tint, in: SceneRect(x: 0, y: 591, width: 195, height: 49)) > 20)     // "Home", selected
        #expect(count(unselected, in: SceneRect(x: 195, y: 591, width: 195, height: 49)) > 20)
        #expect(count(tint, in: SceneRect(x: 195, y: 591, width: 195, height: 49)) == 0)
        // The light palette's tint appears nowhere.
        #expect(bitmap.count(of: RGBA(r: 0, g: 0x7A, b: 0xFF)) == 0)
    }

    /// A scene without a palette is drawn in the light one.
    @Test func scenesDefaultToTheLightPalette() throws {
        let scene = ControlGallery.scene(palette: .light, background: .white)
        #expect(Scene(width: 1, height: 1).palette == .light)
        let bitmap = try Renderer.render(scene)
        // The off switch's track: secondarySystemFill #78788029 over white is UIKit's #E9E9EA.
        #expect(bitmap[58, 75].isClose(to: RGBA(r: 0xE9, g: 0xE9, b: 0xEA)))
        // The navigation bar: #F9F9F9 at 94 % over white, 249 × 0.94 + 255 × 0.06 = 249.4.
        #expect(bitmap[195, 5] == RGBA(r: 249, g: 249, b: 249))
    }
}
