import Foundation
import Pixels
import Raster
import Testing
@testable import Stacksnap
@testable import StacksnapVerify

/// The image cache is bounded: a run over many specs with images of their own keeps at
/// most `maxBytes` of decoded pixels, not every image it ever read.
@Suite struct LeakImageCacheTests {
    @Test func theImageCacheHoldsAtMostItsBound() throws {
        let scratch = try Scratch(copySuite: false)
        // 10 × 10 RGBA is 400 bytes decoded; 20 × 20 is 1600.
        for (name, side) in [("a", 10), ("b", 10), ("c", 10), ("big", 20)] {
            let bitmap = try #require(Bitmap(width: side, height: side, pixels: [UInt8](repeating: 200, count: side * side * 4)))
            try scratch.write(try PNG.encode(bitmap), to: "specs/\(name).png")
        }
        let spec = scratch.path("specs/spec.yaml")
        let store = ImageStore(maxBytes: 1000)
        func load(_ name: String) throws {
            guard case .success(let image) = store.image("\(name).png", specFile: spec) else {
                Issue.record("\(name).png did not load")
                return
            }
            #expect(image.bitmap.width > 0)
        }
        try load("a")
        try load("b")
        #expect(store.heldBytes == 800)
        try load("a")                      // a hit: nothing added
        #expect(store.heldBytes == 800)
        try load("c")                      // 1200 would pass 1000: emptied, then c
        #expect(store.heldBytes == 400)
        try load("big")                    // larger than the bound: read, not kept
        #expect(store.heldBytes == 0)
        try load("a")
        #expect(store.heldBytes == 400)
    }
}
