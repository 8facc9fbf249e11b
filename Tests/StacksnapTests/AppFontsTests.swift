import Foundation
import LayoutSpec
import Raster
import Stacksnap
import StacksnapVerify
import Testing

/// A fonts folder's faces join the bundled fonts: used by family and PostScript name, SF Pro
/// for the system font with UIKit's tracking, recorded with their digests, and a font no
/// font provides is named in a warning.
///
/// The fixture fonts (Fixtures/AppFonts, made by make-fonts.py from the bundled Inter) give
/// every glyph one advance and have no kerning, so a width is characters × advance × size:
/// Stacksnap Test Sans 0.5 em (its Heavy face 0.625 em), the same family in TestSansWide
/// 0.75 em, and the stand-ins named SF Pro Text 0.5 em and SF Pro Display 0.625 em.
@Suite struct AppFontsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/AppFonts")
    static func folder(_ name: String) throws -> FontFolder {
        try FontFolder(path: fixtures.appendingPathComponent(name).path)
    }

    static func width(_ text: String, family: String, size: Double, weight: Int = 400, in folder: FontFolder?) -> Double {
        FontFolder.using(folder) {
            Typesetter.measure(TextStyle(text: text, font: FontDescriptor(family: family, size: size, weight: weight)),
                               maxWidth: nil).width
        }
    }

    /// (folder, family as the spec names it, size, weight, text, width worked out from the advances)
    static let widthCases: [(String, String, Double, Int, String, Double)] = [
        // 5 × 0.5 em × 20 pt
        ("TestSans", "Stacksnap Test Sans", 20, 400, "Hello", 50),
        // a family name is matched without regard to case; 8 × 0.5 × 17
        ("TestSans", "stacksnap test sans", 17, 400, "Hi there", 68),
        // weight 800 picks the Heavy face: 5 × 0.625 × 16
        ("TestSans", "Stacksnap Test Sans", 16, 800, "Hello", 50),
        // the PostScript name picks the face, its weight with it: 4 × 0.625 × 16
        ("TestSans", "StacksnapTestSans-Heavy", 16, 400, "Card", 40),
        // the other folder's face of the same family: 5 × 0.75 × 20
        ("TestSansWide", "Stacksnap Test Sans", 20, 400, "Hello", 75),
    ]

    @Test(arguments: widthCases)
    func aFolderFontIsMeasuredWithItsAdvances(_ name: String, _ family: String, _ size: Double, _ weight: Int,
                                               _ text: String, _ expected: Double) throws {
        let measured = Self.width(text, family: family, size: size, weight: weight, in: try Self.folder(name))
        #expect(abs(measured - expected) < 0.001, "\(family) \(size): \(measured), expected \(expected)")
    }

    /// (size, text, width): SF Pro Text (0.5 em) below 20 points, SF Pro Display (0.625 em)
    /// from 20, each character followed by the HIG's tracking for the size, in 1/1000 em:
    /// 13 → −6, 17 → −26, 19 → −24, 20 → −23, 28 → +14. Pango holds the tracking in
    /// 1/1024 points, so the expected values allow for that rounding (under 0.001 pt a character).
    static let sanFranciscoCases: [(Double, String, Double)] = [
        (13, "Hello", 5 * 6.5 + 5 * (-6 * 13 / 1000)),      // 32.5 − 0.39 = 32.11
        (17, "Hello", 5 * 8.5 + 5 * (-26 * 17 / 1000)),     // 42.5 − 2.21 = 40.29
        (19, "Hello", 5 * 9.5 + 5 * (-24 * 19 / 1000)),     // 47.5 − 2.28 = 45.22
        (20, "Hello", 5 * 12.5 + 5 * (-23 * 20 / 1000)),    // 62.5 − 2.30 = 60.20
        (28, "Hi", 2 * 17.5 + 2 * (14 * 28 / 1000)),        // 35 + 0.784 = 35.784
    ]

    @Test(arguments: sanFranciscoCases)
    func theSystemFontIsTheFoldersSFProWithUIKitsTracking(_ size: Double, _ text: String, _ expected: Double) throws {
        let folder = try Self.folder("SFStandIn")
        for name in ["System", ".SFUI-Regular", "SF Pro Text"] {
            let measured = Self.width(text, family: name, size: size, in: folder)
            #expect(abs(measured - expected) < 0.005 * Double(text.count), "\(name) \(size): \(measured), expected \(expected)")
        }
        // Lines stay on UIKit's grid for the system font: 2444/2048 em each.
        let height = folder.using {
            Typesetter.measure(TextStyle(text: text, font: FontDescriptor(size: size)), maxWidth: nil).height
        }
        #expect(abs(height - size * 2444 / 2048) < 0.001)
    }

    /// The single `SF Pro` family (the variable font's) serves both sizes, with the tracking
    /// of each: 5 × 0.5 em × 17 + 5 × (−26/1000 × 17) and 5 × 0.5 × 28 + 5 × (14/1000 × 28).
    @Test func theUnifiedSFProServesEverySize() throws {
        let folder = try Self.folder("SFUnifiedStandIn")
        let text = Self.width("Hello", family: "System", size: 17, in: folder)
        #expect(abs(text - (42.5 - 2.21)) < 0.025, "\(text)")
        let display = Self.width("Hello", family: "System", size: 28, in: folder)
        #expect(abs(display - (70 + 1.96)) < 0.025, "\(display)")
    }

    @Test func withoutAFolderNothingChanges() throws {
        let before = Self.width("Hello", family: "System", size: 17, in: nil)
        _ = Self.width("Hello", family: "System", size: 17, in: try Self.folder("SFStandIn"))
        #expect(Self.width("Hello", family: "System", size: 17, in: nil) == before)
        // The bundled fonts alone do not know the test family: Inter stands in, unrecognised.
        #expect(!FontDescriptor(family: "Stacksnap Test Sans").match(in: nil).isRecognized)
        #expect(FontDescriptor(family: "Stacksnap Test Sans").match(in: try Self.folder("TestSans")).isRecognized)
        #expect(!Typesetter.availableFamilies().contains("Stacksnap Test Sans"))
    }

    /// Two folders with the same family give each its own widths, however the calls interleave.
    @Test func twoFoldersStaySeparate() throws {
        let narrow = try Self.folder("TestSans"), wide = try Self.folder("TestSansWide")
        var widths: [Double] = []
        for folder in [narrow, wide, narrow, wide] {
            widths.append(Self.width("Hello", family: "Stacksnap Test Sans", size: 20, in: folder))
        }
        #expect(widths == [50, 75, 50, 75])
    }

    @Test func aFolderListsItsFontFilesInNameOrder() throws {
        let folder = try Self.folder("TestSans")
        #expect(folder.files.map { ($0 as NSString).lastPathComponent }
                == ["StacksnapTestSans-Heavy.otf", "StacksnapTestSans-Regular.otf"])
        #expect(folder.faces.map(\.postScriptName) == ["StacksnapTestSans-Heavy", "StacksnapTestSans-Regular"])
        #expect(folder.faces.map(\.weight) == [800, 400])
        #expect(throws: FontFolderError.self) { try FontFolder(path: Self.fixtures.appendingPathComponent("nowhere").path) }
        // A folder without font files is a mistake worth saying.
        #expect(throws: FontFolderError.self) { try FontFolder(path: Self.fixtures.path) }
    }
}
