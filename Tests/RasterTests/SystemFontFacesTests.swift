import Raster
import Testing

/// The system font is drawn as San Francisco is: the display face from 20 points, the
/// italic and nine weights with faces of their own, and the published tracking after every
/// letter. Each expected width is the face file's advances plus the tracking, worked out
/// from Apple's table (1/1000 em), the weight corrections `SystemTracking` documents and
/// the fitted tracking of the size band and weight class (`scripts/size-tracking.tsv`).
@Suite struct SystemFontFacesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var size: Double
        var weight: Int
        var italic: Bool
        /// The bundled face that must draw it.
        var face: String
        /// Published tracking plus the weight and display corrections (display: 32 at 20
        /// points, 8 less per point, none from 24) and the fitted band's, in 1/1000 em.
        var tracking: Double
        var testDescription: String { "\(face) at \(size)" }
    }

    static let cases: [Case] = [
        Case(size: 17, weight: 400, italic: false, face: "Inter-Regular.otf", tracking: -26 + 3.1),
        Case(size: 19, weight: 400, italic: false, face: "Inter-Regular.otf", tracking: -24 - 0.2),
        Case(size: 20, weight: 400, italic: false, face: "InterDisplay-Regular.otf", tracking: -23 + 32 + 8.6),
        Case(size: 22, weight: 400, italic: false, face: "InterDisplay-Regular.otf", tracking: -12 + 16 + 8.6),
        Case(size: 28, weight: 400, italic: false, face: "InterDisplay-Regular.otf", tracking: 14 + 9.6),
        Case(size: 17, weight: 700, italic: false, face: "Inter-Bold.otf", tracking: -26 + 15 + 2.5),
        Case(size: 12, weight: 600, italic: false, face: "Inter-SemiBold.otf", tracking: 0 + 7 - 1.0),
        Case(size: 15, weight: 500, italic: false, face: "Inter-Medium.otf", tracking: -16 + 5 + 1.2),
        Case(size: 17, weight: 400, italic: true, face: "Inter-Italic.otf", tracking: -26 + 3.1),
        Case(size: 13, weight: 700, italic: true, face: "Inter-BoldItalic.otf", tracking: -6 + 15 - 0.2),
        Case(size: 34, weight: 100, italic: false, face: "InterDisplay-Thin.otf", tracking: 12 + 2.6),
        Case(size: 21, weight: 700, italic: true, face: "InterDisplay-BoldItalic.otf", tracking: -18 + 15 + 24 + 3.1),
        Case(size: 11, weight: 900, italic: false, face: "Inter-Black.otf", tracking: 6 + 15 + 1.2),
        Case(size: 10, weight: 300, italic: true, face: "Inter-LightItalic.otf", tracking: 12 + 1.1),
    ]

    /// "HIH": no kerning between H and I in any of Inter's faces, so the width is the
    /// advances plus three letters' tracking.
    @Test(arguments: cases)
    func theFaceAndTrackingAreSanFranciscos(_ c: Case) throws {
        let face = try FontFile(c.face)
        let font = FontDescriptor(size: c.size, weight: c.weight, italic: c.italic)
        let measured = Typesetter.measure(TextStyle(text: "HIH", font: font), maxWidth: nil).width
        let expected = try #require(face.advance(of: "HIH", size: c.size)) + 3 * c.tracking / 1000 * c.size
        #expect(abs(measured - expected) <= 2.0 / 1024, "\(measured) vs \(expected)")
    }

    /// Inter's figures are proportional ("1" narrower than "0"); `tnum` makes them one width.
    @Test func monospacedDigitsAreOneWidth() {
        func width(_ text: String, _ mono: Bool) -> Double {
            Typesetter.measure(TextStyle(text: text, font: FontDescriptor(size: 17, monospacedDigits: mono)), maxWidth: nil).width
        }
        #expect(width("1111", false) < width("0000", false) - 1)
        #expect(abs(width("1111", true) - width("0000", true)) < 1e-9)
    }
}
