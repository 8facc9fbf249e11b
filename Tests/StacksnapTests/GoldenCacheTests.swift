import Foundation
import Pixels
import PropertyBased
import Testing
import VisualDiff
@testable import Stacksnap
@testable import StacksnapVerify

/// The golden cache saves decodes without ever changing a verdict, and its digest tells
/// apart any two buffers that differ in one byte or in length.
struct GoldenCacheTests {
    @Test func oneChangedByteChangesTheDigest() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...300), Gen.uint64()) { length, seed in
            var rng = SplitMix(seed)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            var changed = bytes
            let index = Int(rng.next() % UInt64(length))
            changed[index] &+= UInt8(1 + rng.next() % 255)
            #expect(Digest128.of(bytes) != Digest128.of(changed))
            #expect(Digest128.of(bytes) != Digest128.of(bytes + [0]))
            #expect(Digest128.of(bytes) == Digest128.of(Array(bytes)))
        }
    }

    @Test func zeroBuffersOfDifferentLengthsDiffer() {
        let digests = (0...100).map { Digest128.of([UInt8](repeating: 0, count: $0)) }
        #expect(Set(digests).count == 101)
    }

    @Test func hexRoundTrip() throws {
        let digest = Digest128(high: 0x0123_4567_89AB_CDEF, low: 0xF)
        #expect(digest.description == "0123456789abcdef000000000000000f")
        #expect(Digest128(hex: Substring(digest.description)) == digest)
        #expect(Digest128(hex: "xyz") == nil)
    }

    @Test func theFileIsSortedAndDamageIsSkipped() throws {
        let scratch = try Scratch(copySuite: false)
        let cache = GoldenCache.open(folder: scratch.path("cache"))
        let b = Digest128(high: 2, low: 0), a = Digest128(high: 1, low: 5)
        cache.record(.init(width: 3, height: 4, pixels: Digest128(high: 9, low: 9)), for: b)
        cache.record(.init(width: 1, height: 2, pixels: Digest128(high: 8, low: 8)), for: a)
        try cache.save()
        let text = String(decoding: try #require(scratch.bytes("cache/" + GoldenCache.fileName)), as: UTF8.self)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 3 && lines[0].hasPrefix("#"))
        #expect(lines[1] == "\(a) 1 2 \(Digest128(high: 8, low: 8))")
        #expect(lines[2] == "\(b) 3 4 \(Digest128(high: 9, low: 9))")
        try scratch.write(text + "garbage line\n\(a) -1 2 \(a)\n", to: "cache/" + GoldenCache.fileName)
        let reopened = GoldenCache.open(folder: scratch.path("cache"))
        #expect(reopened.entry(for: a)?.width == 1 && reopened.entry(for: b)?.height == 4)
    }

    /// The same suite verified with a cold and a warm cache: the warm run decodes nothing
    /// it has seen, and both give the same results, entry for entry.
    @Test func aWarmCacheSkipsDecodesAndChangesNoVerdict() throws {
        let scratch = try Scratch()
        try scratch.run(["verify", "--record", "all", "--no-cache", "--no-report"])
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path("Samples")).sorted()
            .map { scratch.path("Samples/" + $0) }
        let plan = VerifyPlan.make(specFiles: files)
        func run(_ cache: GoldenCache?) -> [SnapshotResult] {
            Verifier.run(plan, options: .init(golden: scratch.path("Golden"), record: .never, jobs: 2, cache: cache))
                .map { var r = $0; r.seconds = 0; return r }
        }
        let cache = GoldenCache.inMemory()
        let uncached = run(nil), cold = run(cache)
        #expect(cache.hits == 0 && cache.addedCount == 5)
        let warm = run(cache)
        #expect(cache.hits == 5)
        #expect(uncached == cold && cold == warm)
        #expect(warm.allSatisfy { $0.status == .passed && $0.pixels?.identical == true })

        // A changed render misses (its digest differs), is decoded and fails as before.
        try scratch.edit("Samples/boxes.yaml", replacing: "id: blue, background: \"#0000FF\"", with: "id: blue, background: \"#000000\"")
        let changedPlan = VerifyPlan.make(specFiles: files)
        let before = cache.hits
        let results = Verifier.run(changedPlan, options: .init(golden: scratch.path("Golden"), record: .never, jobs: 1, cache: cache))
        #expect(cache.hits == before + 4)
        let boxes = try #require(results.first { $0.name == "boxes" })
        #expect(boxes.status == .failed && boxes.pixels?.different == 1600)
    }

    /// Covered pixels against a pixel-by-pixel count.
    @Test func ignoreAreaCountsEachPixelOnce() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...6), Gen.uint64()) { count, seed in
            var rng = SplitMix(seed)
            let width = 1 + Int(rng.next() % 20), height = 1 + Int(rng.next() % 20)
            let rects = (0..<count).map { _ in
                PixelRect(x: Int(rng.next() % 30) - 5, y: Int(rng.next() % 30) - 5,
                          width: Int(rng.next() % 15) - 2, height: Int(rng.next() % 15) - 2)
            }
            var brute = 0
            for y in 0..<height { for x in 0..<width where rects.contains(where: { $0.contains(x: x, y: y) }) { brute += 1 } }
            #expect(IgnoreArea.coveredPixels(rects, width: width, height: height) == brute)
        }
    }
}
