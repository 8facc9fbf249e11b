import Foundation
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// A golden that cannot be read is bad input (exit 65) with a message naming it, and it is
/// never overwritten — not even by `--record all`, which rewrites every other golden.
@Suite(.serialized)
struct GoldenCorruptTests {
    static let cases: [(String, String, @Sendable (_ valid: [UInt8]) -> [UInt8], String)] = [
        ("not a PNG", "Golden/boxes.png", { _ in Array("not a png at all".utf8) },
         "Golden/boxes.png: error: corrupt golden: not a PNG file: expected the 8-byte PNG signature; it was left untouched"),
        ("truncated", "Golden/boxes.png", { Array($0.prefix($0.count / 2)) },
         "Golden/boxes.png: error: corrupt golden: truncated PNG"),
        ("frames not UTF-8", "Golden/boxes.frames.txt", { _ in [0x72, 0x6F, 0xFF, 0xFE, 0x0A] },
         "Golden/boxes.frames.txt: error: corrupt golden: expected UTF-8 text"),
        // A repository whose goldens live in Git LFS, checked out without it.
        ("Git LFS pointer", "Golden/boxes.png", { _ in
            Array("version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n".utf8)
        }, "Golden/boxes.png: error: corrupt golden: this is a Git LFS pointer, not the image: run `git lfs pull`"),
    ]

    @Test(arguments: cases.indices)
    func corruptGolden(_ index: Int) throws {
        let (name, path, corrupt, message) = Self.cases[index]
        let scratch = try Scratch()
        try scratch.run(["verify", "--record", "all"])
        let bad = corrupt(try #require(scratch.bytes(path)))
        try scratch.write(bad, to: path)
        let stackBefore = scratch.bytes("Golden/stack.png")
        try scratch.edit("Samples/stack.yaml", replacing: "spacing: 4", with: "spacing: 6")

        let result = try scratch.run(["verify", "--record", "all"])
        #expect(result.code == 65, "\(name): \(result)")
        #expect(result.stderr.contains(message), "\(name): \(result)")
        #expect(scratch.bytes(path) == bad, "\(name): the corrupt golden was changed")
        // The rest of the suite still ran, and --record all rewrote the changed goldens (stack
        // and its variant stack.vertical, and only those: the others keep their bytes, pass).
        #expect(scratch.bytes("Golden/stack.png") != stackBefore)
        #expect(result.stdout.contains("2 passed, 0 failed, 2 recorded, 1 error in "), "\(result)")
    }
}
