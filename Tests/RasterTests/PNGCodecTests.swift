import Pixels
import Raster
import Testing

@Suite struct PNGDecodeTests {
    @Test(arguments: pngFixtures)
    func decodesToTheSpecifiedPixels(_ fixture: PNGFixture) throws {
        let bitmap = try PNG.decode(fixture.bytes)
        #expect(bitmap.width == fixture.width)
        #expect(bitmap.height == fixture.height)
        #expect(bitmap.pixels == fixture.expected)
    }

    @Test(arguments: pngFixtures)
    func headerGivesTheSizeWithoutDecoding(_ fixture: PNGFixture) throws {
        let size = try PNG.imageSize(fixture.bytes)
        #expect(size.width == fixture.width && size.height == fixture.height)
    }

    @Test(arguments: brokenPNGs)
    func damagedDataIsAnErrorNotACrash(_ broken: BrokenPNG) {
        #expect {
            _ = try PNG.decode(broken.bytes)
        } throws: { error in
            guard let error = error as? PNGError else { return false }
            return broken.matches(error)
        }
    }

    @Test func everyPrefixOfAValidPNGFailsCleanly() throws {
        let bytes = try #require(pngFixtures.first { $0.name == "rgba-8bit-interlaced" }).bytes
        for length in 0..<bytes.count {
            #expect(throws: PNGError.self) { try PNG.decode(Array(bytes.prefix(length))) }
        }
    }

    @Test func decompressionBombIsRejectedBeforeAllocating() throws {
        let bomb = try #require(BrokenPNG(name: "bomb", expected: .corrupt, png: decompressionBombPNG).bytes.nilIfEmpty)
        #expect(try PNG.imageSize(bomb) == (30000, 30000))
        #expect(throws: PNGError.tooLarge(width: 30000, height: 30000, maxPixels: PNG.defaultMaxPixels)) {
            try PNG.decode(bomb)
        }
    }

    @Test func pixelLimitIsTheCallersChoice() throws {
        let fixture = try #require(pngFixtures.first { $0.name == "rgba-8bit" })  // 5×4 = 20 pixels
        #expect(throws: PNGError.tooLarge(width: 5, height: 4, maxPixels: 19)) {
            try PNG.decode(fixture.bytes, maxPixels: 19)
        }
        #expect(try PNG.decode(fixture.bytes, maxPixels: 20).pixels == fixture.expected)
    }
}

@Suite struct PNGEncodeTests {
    /// Random straight-alpha pixels, including fully transparent pixels with color.
    static func noise(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var rng = SeededGenerator(seed: seed)
        let bytes = (0..<width * height * 4).map { _ in UInt8.random(in: 0...255, using: &rng) }
        return Bitmap(width: width, height: height, pixels: bytes)!
    }

    @Test(arguments: [(1, 1), (3, 7), (64, 1), (1, 64), (97, 45)])
    func roundTripKeepsEveryByte(_ size: (Int, Int)) throws {
        let original = Self.noise(width: size.0, height: size.1, seed: UInt64(size.0 * 1000 + size.1))
        #expect(try PNG.decode(PNG.encode(original)) == original)
    }

    @Test func everySettingRoundTrips() throws {
        let original = Self.noise(width: 33, height: 17, seed: 7)
        for filter in PNGSettings.Filter.allCases {
            for strategy in PNGSettings.Strategy.allCases {
                for level in [0, 1, 6, 9] {
                    let settings = PNGSettings(level: level, filter: filter, strategy: strategy)
                    #expect(try PNG.decode(PNG.encode(original, settings: settings)) == original, "\(settings)")
                }
            }
        }
    }

    @Test func roundTripsDecodedFixtures() throws {
        for fixture in pngFixtures {
            let decoded = try PNG.decode(fixture.bytes)
            #expect(try PNG.decode(PNG.encode(decoded)) == decoded, "\(fixture.name)")
        }
    }

    @Test func outputHasNoMetadataAndIsStable() throws {
        let bitmap = Self.noise(width: 40, height: 30, seed: 3)
        let first = try PNG.encode(bitmap)
        #expect(first == (try PNG.encode(bitmap)))
        let types = chunkTypes(first)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
        // IHDR: 40×30, 8-bit, color type 6 (RGBA), no interlace.
        #expect(Array(first[16..<29]) == [0, 0, 0, 40, 0, 0, 0, 30, 8, 6, 0, 0, 0])
    }

    @Test func emptyBitmapIsAnError() {
        #expect(throws: PNGError.self) { try PNG.encode(Bitmap(width: 0, height: 5)) }
    }
}

extension Array {
    var nilIfEmpty: Self? { isEmpty ? nil : self }
}
