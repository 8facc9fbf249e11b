import Foundation
import Pixels
import Raster
import Testing

/// `stacksnap diff A.png B.png`: exit 0 same, 1 different, 65 not a PNG, 74 missing. The images are
/// 10×10 white squares; `five` has five black pixels on its diagonal, far apart enough
/// that none looks like anti-aliasing (each has eight white neighbours).
@Suite(.serialized)
struct DiffCommandTests {
    static let white = Bitmap(width: 10, height: 10, fill: RGBA(r: 255, g: 255, b: 255))
    static var five: Bitmap {
        var image = white
        for i in [0, 2, 4, 6, 8] { image[i, i] = RGBA(r: 0, g: 0, b: 0) }
        return image
    }

    static func scratch() throws -> Scratch {
        let scratch = try Scratch(copySuite: false)
        try scratch.write(try PNG.encode(white), to: "white.png")
        try scratch.write(try PNG.encode(white), to: "white-copy.png")
        try scratch.write(try PNG.encode(five), to: "five.png")
        try scratch.write(try PNG.encode(Bitmap(width: 10, height: 11, fill: RGBA(r: 255, g: 255, b: 255))), to: "taller.png")
        try scratch.write("plain text", to: "text.png")
        return scratch
    }

    @Test func identicalImages() throws {
        let result = try Self.scratch().run(["diff", "white.png", "white-copy.png"])
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.contains("identical (100 pixels compared)"))
    }

    @Test func differentImagesAndTheDiffImage() throws {
        let scratch = try Self.scratch()
        let result = try scratch.run(["diff", "white.png", "five.png", "-o", "out/diff.png", "--side-by-side", "out/both.png"])
        #expect(result.code == 1, "\(result)")
        #expect(result.stdout.contains("5 different pixels of 100 compared (5.0000%), within 9×9 at (0, 0): fails"), "\(result)")
        let diff = try PNG.decode(try #require(scratch.bytes("out/diff.png")))
        #expect(diff.width == 10 && diff.height == 10)
        #expect(diff[4, 4] == RGBA(r: 255, g: 0, b: 0) && diff[1, 0] != RGBA(r: 255, g: 0, b: 0))
        let both = try PNG.decode(try #require(scratch.bytes("out/both.png")))
        #expect(both.width == 3 * 10 + 2 * 8)
    }

    @Test func allowancesMakeItPass() throws {
        let scratch = try Self.scratch()
        #expect(try scratch.run(["diff", "white.png", "five.png", "--max-pixels", "5"]).code == 0)
        #expect(try scratch.run(["diff", "white.png", "five.png", "--max-pixels", "4"]).code == 1)
        #expect(try scratch.run(["diff", "white.png", "five.png", "--max-ratio", "0.05"]).code == 0)
        // Black on white is the largest distance but one; threshold 1 allows every distance.
        #expect(try scratch.run(["diff", "white.png", "five.png", "--threshold", "1"]).code == 0)
        #expect(try scratch.run(["diff", "white.png", "five.png", "--threshold", "-1"]).code == 64)
    }

    @Test func sizesThatDifferFail() throws {
        let result = try Self.scratch().run(["diff", "white.png", "taller.png"])
        #expect(result.code == 1, "\(result)")
        #expect(result.stdout.contains("size mismatch: expected 10×10, got 10×11"))
    }

    @Test func aFileThatIsNoPNGIsBadInputAndAMissingOneIO() throws {
        let scratch = try Self.scratch()
        let text = try scratch.run(["diff", "white.png", "text.png"])
        #expect(text.code == 65, "\(text)")
        #expect(text.stderr.contains("text.png: error: not a PNG file"), "\(text)")
        let missing = try scratch.run(["diff", "nowhere.png", "white.png"])
        #expect(missing.code == 74, "\(missing)")
        #expect(missing.stderr.contains("nowhere.png: error: no such file"), "\(missing)")
    }
}
