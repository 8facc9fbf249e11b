import Pixels
import Raster
import Testing

@Suite struct ControlsTests {
    static let green = RGBA(r: 0x34, g: 0xC7, b: 0x59)
    static let lightGray = RGBA(r: 0xE9, g: 0xE9, b: 0xEA)

    static func toggle(isOn: Bool, tint: RGBA? = nil) throws -> Bitmap {
        let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: 51, height: 31), content: .toggle(isOn: isOn, tint: tint))
        return try Renderer.render(Scene(width: 51, height: 31, scale: 1, background: .white, nodes: [node]))
    }

    @Test func switchOnHasAGreenTrackAndTheKnobOnTheRight() throws {
        let on = try Self.toggle(isOn: true)
        // Knob: 27 points across, 2 points in from the right: centre (35.5, 15.5).
        #expect(on[35, 15] == .white)
        #expect(on[6, 15] == Self.green && on[12, 15] == Self.green)
        #expect(on[0, 0] == .white)  // outside the rounded track
        // The shadow darkens the track just below the knob.
        let below = on[35, 30]
        #expect(Int(below.r) + Int(below.g) + Int(below.b) < Int(Self.green.r) + Int(Self.green.g) + Int(Self.green.b))
    }

    @Test func switchOffHasALightTrackAndTheKnobOnTheLeft() throws {
        let off = try Self.toggle(isOn: false)
        #expect(off[15, 15] == .white)
        #expect(off[44, 15] == Self.lightGray && off[38, 15] == Self.lightGray)
        #expect(off.count(of: Self.green) == 0)
    }

    /// iOS 26's switch, 63 × 28: a 24-point knob 2 in from the track's ends, a capsule
    /// 0.6 of the track long (37.8), so on it spans x 23.2…61 and off 2…39.8.
    @Test func aLongSwitchHasACapsuleKnob() throws {
        func render(_ isOn: Bool) throws -> Bitmap {
            let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: 63, height: 28),
                                 content: .toggle(isOn: isOn, width: 63, height: 28))
            return try Renderer.render(Scene(width: 63, height: 28, scale: 1, background: .white, nodes: [node]))
        }
        let on = try render(true)
        #expect(on[25, 14] == .white && on[59, 14] == .white)      // both ends of the knob
        #expect(on[6, 14] == Self.green && on[17, 14] == Self.green)  // the track before it (and its shadow)
        let off = try render(false)
        #expect(off[4, 14] == .white && off[37, 14] == .white)
        #expect(off[43, 14] == Self.lightGray && off[57, 14] == Self.lightGray)
        #expect(off.count(of: Self.green) == 0)
    }

    @Test func tintReplacesTheOnColor() throws {
        let tinted = try Self.toggle(isOn: true, tint: .blue)
        #expect(tinted[6, 15] == .blue)
        #expect(tinted.count(of: Self.green) == 0)
    }

    @Test func buttonLikeNodeHasRoundedBackgroundAndCentredTitle() throws {
        let blue = RGBA(r: 0x00, g: 0x7A, b: 0xFF)
        let title = TextStyle(text: "Continue", font: FontDescriptor(size: 17, weight: 600), color: .white, alignment: .center)
        let button = SceneNode(frame: SceneRect(x: 10, y: 10, width: 200, height: 50), cornerRadius: 12, background: blue,
                               content: .text(title, insets: SceneInsets(top: 0, left: 16, bottom: 0, right: 16)))
        let bitmap = try Renderer.render(Scene(width: 220, height: 70, scale: 2, background: .white, nodes: [button]))
        #expect(bitmap[20, 20] == .white)        // the rounded corner shows the canvas
        #expect(bitmap[40, 60] == blue)          // inside the button, away from the title
        // White title pixels, centred in the button (frame centre x = 110 pt = 220 px).
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 20..<120 { for x in 20..<420 where bitmap[x, y] == .white { minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y) } }
        #expect(minX < maxX)
        #expect(abs(Double(minX + maxX + 1) / 2 - 220) <= 3)
        #expect(abs(Double(minY + maxY + 1) / 2 - 70) <= 6)  // caps sit a little above centre
    }

    @Test(arguments: SymbolName.allCases)
    func everySymbolDrawsInsideItsFrame(_ name: SymbolName) throws {
        let node = SceneNode(frame: SceneRect(x: 8, y: 8, width: 48, height: 48), content: .symbol(Symbol(name), color: .black))
        let bitmap = try Renderer.render(Scene(width: 64, height: 64, scale: 1, background: .white, nodes: [node]))
        let ink = try #require(bitmap.inkBounds(background: .white))
        #expect(ink.x0 >= 8 && ink.y0 >= 8 && ink.x1 <= 56 && ink.y1 <= 56, "\(name)")
        #expect(ink.x1 - ink.x0 >= 12, "\(name) is visible")
    }

    @Test func filledVariantsAreSolidInside() throws {
        func draw(_ name: SymbolName) throws -> Bitmap {
            let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: 48, height: 48), content: .symbol(Symbol(name), color: .black))
            return try Renderer.render(Scene(width: 48, height: 48, scale: 1, background: .white, nodes: [node]))
        }
        // A point inside each shape's body, away from its outline (design box × 2).
        let probes: [(SymbolName, SymbolName, x: Int, y: Int)] = [
            (.star, .starFill, 24, 26), (.heart, .heartFill, 24, 22), (.circle, .circleFill, 24, 24),
            (.checkmarkCircle, .checkmarkCircleFill, 24, 12), (.square, .squareFill, 24, 24), (.person, .personFill, 24, 36),
        ]
        for (outline, filled, x, y) in probes {
            let hollow = try draw(outline), solid = try draw(filled)
            #expect(hollow[x, y] == .white && solid[x, y] == .black, "\(filled)")
            #expect(solid.count(of: .black) > hollow.count(of: .black), "\(filled)")
        }
    }

    @Test func symbolAspectFitCentresTheSquareBox() throws {
        let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: 96, height: 48), content: .symbol(Symbol(.circleFill), color: .black))
        let bitmap = try Renderer.render(Scene(width: 96, height: 48, scale: 1, background: .white, nodes: [node]))
        let ink = try #require(bitmap.inkBounds(background: .white))
        // The 24-point box becomes 48×48 at x = 24; the circle (radius 10 of 12) spans 24 + 4…24 + 44.
        #expect(abs(ink.x0 - 28) <= 1 && abs(ink.x1 - 68) <= 1 && abs(ink.y0 - 4) <= 1 && abs(ink.y1 - 44) <= 1)
    }

    @Test func placeholderShowsItsLabel() throws {
        let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: 120, height: 40), content: .placeholder(label: "MapView"))
        let bitmap = try Renderer.render(Scene(width: 120, height: 40, scale: 2, background: .white, nodes: [node]))
        let empty = try Renderer.render(Scene(width: 120, height: 40, scale: 2, background: .white,
                                              nodes: [SceneNode(frame: node.frame, content: .placeholder(label: ""))]))
        #expect(bitmap != empty)
        #expect(bitmap[0, 0] != .white)  // the outline
    }

    /// A view's own background shows behind a placeholder; without one, the light fill.
    @Test func placeholderKeepsTheViewsBackground() throws {
        let frame = SceneRect(x: 0, y: 0, width: 40, height: 40)
        let blue = RGBA(r: 0, g: 0x7A, b: 0xFF)
        let over = try Renderer.render(Scene(width: 40, height: 40, scale: 1, background: .white,
                                             nodes: [SceneNode(frame: frame, background: blue, content: .placeholder(label: ""))]))
        let alone = try Renderer.render(Scene(width: 40, height: 40, scale: 1, background: .white,
                                              nodes: [SceneNode(frame: frame, content: .placeholder(label: ""))]))
        // (33, 20) is off both diagonals (x = y, x + y = 40) and inside the outline.
        #expect(over[33, 20] == blue)
        #expect(alone[33, 20] == RGBA(r: 0xF2, g: 0xF2, b: 0xF7))
    }
}
