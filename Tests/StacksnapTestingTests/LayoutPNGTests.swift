import AutoLayout
import Foundation
import LayoutDSL
import LayoutSpec
import StacksnapTesting
import Testing

/// PNG bytes in and out, for other snapshot libraries.
@Suite struct LayoutPNGTests {
    /// The Swift layout renders to exactly the pixels of the sample's golden (the bytes may
    /// differ if the encoder's settings change; the pixels may not).
    @Test func renderGivesTheSampleGoldenPixels() throws {
        let png = try LayoutPNG.render(try AnchorsSample.layout().document())
        let golden = try #require(FileManager.default.contents(atPath: "\(AssertionInputsTests.goldens)/anchors-edges-rtl.png"))
        let result = LayoutPNG.compare(expected: [UInt8](golden), actual: png, options: CompareOptions(threshold: 0))
        #expect(result.passes)
        #expect(result.summary.hasPrefix("identical"), "\(result.summary)")
    }

    @Test func unknownOutputIsNamed() throws {
        #expect(throws: LayoutSnapshotError.noOutput(name: "nope", known: ["anchors-edges-rtl"])) {
            try LayoutPNG.render(try AnchorsSample.layout().document(), output: "nope")
        }
    }

    /// The hand-counted difference of `CompareOptionsTests`: 1600 of 9600 pixels.
    @Test func comparisonCountsAndAllows() throws {
        let blue = try LayoutPNG.render(try MatrixFixture.current.document())
        let orange = try LayoutPNG.render(try CompareOptionsTests.recolored.document())
        #expect(LayoutPNG.compare(expected: blue, actual: blue).passes)
        let differing = LayoutPNG.compare(expected: orange, actual: blue)
        #expect(!differing.passes)
        #expect(differing.summary.hasPrefix("pixels differ: 1600 different pixels of 9600 compared"), "\(differing.summary)")
        #expect(differing.diffPNG != nil && differing.sideBySidePNG != nil)
        #expect(LayoutPNG.compare(expected: orange, actual: blue, options: CompareOptions(maxPixels: 1600)).passes)
        let ignored = CompareOptions(ignore: [Rect(x: 10, y: 8, width: 20, height: 20)])
        #expect(LayoutPNG.compare(expected: orange, actual: blue, options: ignored).passes)
        #expect(!LayoutPNG.compare(expected: orange, actual: blue, options: ignored, scale: 1).passes)
    }

    @Test func notAPNGFails() throws {
        let blue = try LayoutPNG.render(try MatrixFixture.current.document())
        let result = LayoutPNG.compare(expected: Array("not a png".utf8), actual: blue)
        #expect(!result.passes)
        #expect(result.summary.contains("reference is not a readable PNG"))
    }
}
