import Pixels
import Raster
import Testing

/// The direct decoder (Stacksnap's own PNGs: 8-bit RGBA, IHDR + IDAT + IEND) against libpng:
/// it must give libpng's pixels for every file it takes, and take no file libpng refuses,
/// so `PNG.decode` behaves exactly as libpng alone would, errors included.
@Suite struct PNGDirectDecoderTests {
    /// `PNG.decode` and libpng alone agree (same pixels, or the same error), and whatever
    /// the direct decoder takes, libpng decodes to the same pixels.
    static func agree(_ bytes: [UInt8], _ note: String) {
        let reference = Result { () throws(PNGError) in try PNG.decodeWithLibpng(bytes) }
        let combined = Result { () throws(PNGError) in try PNG.decode(bytes) }
        #expect(combined == reference, "\(note): decode gave \(combined), libpng alone \(reference)")
        if let direct = try? PNG.decodeDirectly(bytes) {
            #expect(reference == .success(direct), "\(note): the direct decoder took a file libpng decodes otherwise")
        }
    }

    @Test func everyEncoderSettingIsDecodedDirectlyToTheSamePixels() throws {
        for (w, h) in [(1, 1), (5, 3), (33, 17), (64, 1), (1, 40)] {
            let original = PNGEncodeTests.noise(width: w, height: h, seed: UInt64(w * 100 + h))
            for filter in PNGSettings.Filter.allCases {
                for level in [0, 3, 9] {
                    let png = try PNG.encode(original, settings: PNGSettings(level: level, filter: filter))
                    let direct = try #require(try PNG.decodeDirectly(png), "\(w)×\(h) \(filter) \(level): not taken")
                    #expect(direct == original, "\(w)×\(h) \(filter) level \(level)")
                    #expect(try PNG.decodeWithLibpng(png) == original)
                }
            }
        }
    }

    /// Over 256 KiB of compressed data is written as several IDAT chunks.
    @Test func severalIDATChunksAreJoined() throws {
        let original = PNGEncodeTests.noise(width: 300, height: 300, seed: 9)
        let png = try PNG.encode(original, settings: PNGSettings(level: 0, filter: .none))
        #expect(PNGMutation.chunks(png).filter { $0.type == "IDAT" }.count > 1)
        #expect(try PNG.decodeDirectly(png) == original)
    }

    @Test func otherKindsOfPNGGoToLibpng() throws {
        for fixture in pngFixtures where fixture.name != "rgba-8bit" {
            #expect(try PNG.decodeDirectly(fixture.bytes) == nil, "\(fixture.name)")
            Self.agree(fixture.bytes, fixture.name)
        }
        for broken in brokenPNGs { Self.agree(broken.bytes, broken.name) }
    }

    /// Damage of every kind the decoder checks for, chunks re-signed with valid CRCs where
    /// the damage is meant to get past the CRC check.
    @Test func damagedFilesDecodeAsLibpngDecodesThem() {
        for seed in 0..<600 {
            var rng = SeededGenerator(seed: UInt64(seed))
            let filter = PNGSettings.Filter.allCases.randomElement(using: &rng)!
            let bitmap = PNGEncodeTests.noise(width: Int.random(in: 1...12, using: &rng),
                                              height: Int.random(in: 1...9, using: &rng), seed: UInt64(seed))
            let level = Bool.random(using: &rng) ? 0 : 6  // 0 stores the rows in the clear
            guard let png = try? PNG.encode(bitmap, settings: PNGSettings(level: level, filter: filter)) else {
                Issue.record("seed \(seed): encode failed"); continue
            }
            let (damaged, how) = PNGMutation.random(png, using: &rng)
            Self.agree(damaged, "seed \(seed), \(how)")
        }
    }

    @Test func matchingAGoldenSaysSameOrGivesThePixels() throws {
        let render = PNGEncodeTests.noise(width: 20, height: 10, seed: 4)
        let png = try PNG.encode(render)
        guard case .same = try PNG.decode(png, matching: render) else { Issue.record("equal pixels not seen as equal"); return }
        var changed = render
        changed[19, 9] = RGBA(r: 1, g: 2, b: 3, a: 4)
        guard case .different(let decoded) = try PNG.decode(png, matching: changed) else {
            Issue.record("one changed pixel not seen"); return
        }
        #expect(decoded == render)
        guard case .different = try PNG.decode(png, matching: Bitmap(width: 10, height: 20)) else {
            Issue.record("another size not seen"); return
        }
        // A PNG only libpng reads is compared after decoding.
        let interlaced = try #require(pngFixtures.first { $0.name == "rgba-8bit-interlaced" })
        let expected = try PNG.decode(interlaced.bytes)
        guard case .same = try PNG.decode(interlaced.bytes, matching: expected) else { Issue.record("libpng path"); return }
    }
}
