import Pixels
@testable import Raster
import Testing

/// The outline icons drawn under SF Symbol names: the generated table reads whole, every
/// name draws inside its frame, and the solid variants fill and knock out as SF Symbols do.
struct OutlineSymbolTests {
    private static func draw(_ name: String, size: Int = 48) throws -> Bitmap {
        let symbol = try #require(Symbol(named: name), "\(name) is drawn")
        let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: Double(size), height: Double(size)),
                             content: .symbol(symbol, color: .black))
        return try Renderer.render(Scene(width: Double(size), height: Double(size), scale: 1, background: .white, nodes: [node]))
    }

    @Test func theGeneratedTableReadsWhole() {
        let iconLines = OutlineSymbols.icons.split(separator: "\n").count
        let nameLines = OutlineSymbols.names.split(separator: "\n").count
        #expect(OutlineSymbols.library.count == nameLines, "every name line names an icon that parsed")
        let used = Set(OutlineSymbols.names.split(separator: "\n").map { $0.split(separator: "\t")[1] })
        #expect(used.count == iconLines, "every icon is drawn under some name")
        #expect(Symbol.allNames.count == nameLines + SymbolName.allCases.count, "no outline name shadows a shape")
    }

    @Test(arguments: [
        ("SM2 8.82C7.67 3.75 16.33 3.75 22 8.82", OutlineSymbols.Shape(filled: false, commands: [
            .move(2, 8.82), .curve(7.67, 3.75, 16.33, 3.75, 22, 8.82)])),
        ("FM12 20L12.01 20Z", OutlineSymbols.Shape(filled: true, commands: [.move(12, 20), .line(12.01, 20), .close])),
        ("SM-1 -2.5L3 4M5 6L7 8", OutlineSymbols.Shape(filled: false, commands: [
            .move(-1, -2.5), .line(3, 4), .move(5, 6), .line(7, 8)])),
    ])
    func pathCommandsParse(_ text: String, _ expected: OutlineSymbols.Shape) {
        #expect(OutlineSymbols.shape(Substring(text)) == expected)
    }

    @Test(arguments: ["", "S", "XM1 2", "SL1 2", "SM1", "SM1 2 3", "SM1 2C1 2 3", "SM1 2Z3", "SM1 x"])
    func malformedPathsAreRefused(_ text: String) {
        #expect(OutlineSymbols.shape(Substring(text)) == nil)
    }

    @Test func everyNameDrawsInsideItsFrame() throws {
        for name in Symbol.allNames {
            let node = SceneNode(frame: SceneRect(x: 8, y: 8, width: 48, height: 48),
                                 content: .symbol(try #require(Symbol(named: name)), color: .black))
            let bitmap = try Renderer.render(Scene(width: 64, height: 64, scale: 1, background: .white, nodes: [node]))
            let ink = try #require(bitmap.inkBounds(background: .white), "\(name) draws something")
            #expect(ink.x0 >= 7 && ink.y0 >= 7 && ink.x1 <= 57 && ink.y1 <= 57, "\(name)")
            #expect(max(ink.x1 - ink.x0, ink.y1 - ink.y0) >= 12, "\(name) is visible")
        }
    }

    @Test func solidVariantsCoverMoreThanTheirOutlines() throws {
        let solid = OutlineSymbols.library.filter { $0.value.solid }.keys.sorted()
        #expect(solid.count > 150)
        for name in solid {
            let outline = String(name.dropLast(".fill".count))
            guard OutlineSymbols.library[outline]?.shapes == OutlineSymbols.library[name]?.shapes else { continue }
            let hollow = try Self.draw(outline), filled = try Self.draw(name)
            #expect(filled.count(of: .black) > hollow.count(of: .black) + 40, "\(name)")
        }
    }

    /// Points in the 48-pixel drawing (the design box × 2) worked out from each icon's
    /// geometry: inside the solid body, and inside the mark knocked out of it.
    @Test(arguments: [
        ("play.circle.fill", (x: 8, y: 24), (x: 23, y: 24)),        // disc r 10 at (12, 12); triangle 10…16 × 8…16
        ("pause.circle.fill", (x: 40, y: 24), (x: 20, y: 24)),      // bars at x 10 and 14
        ("exclamationmark.circle.fill", (x: 12, y: 24), (x: 24, y: 20)),  // the stroke 12, 8…12
        ("gearshape.fill", (x: 24, y: 12), (x: 24, y: 24)),         // the hole: circle r 3 at the centre
        ("lock.fill", (x: 12, y: 40), (x: 24, y: 18)),              // the body 3…21 × 11…22 under an open shackle
    ])
    func solidVariantsKnockOutTheirMarks(_ name: String, _ body: (x: Int, y: Int), _ mark: (x: Int, y: Int)) throws {
        let bitmap = try Self.draw(name)
        #expect(bitmap[body.x, body.y] == .black, "\(name): solid at \(body)")
        #expect(bitmap[mark.x, mark.y] == .white, "\(name): knocked out at \(mark)")
    }
}
