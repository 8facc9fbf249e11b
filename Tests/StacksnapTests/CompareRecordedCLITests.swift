import Foundation
import Pixels
import Raster
import Testing

/// `stacksnap render DOC --compare-recorded`: the frames Xcode recorded are outlined where
/// views land elsewhere, and those views are listed. The document is the yardstick XIB of
/// the Interface Builder tests: yd-off is laid out 100 wide where Xcode recorded 120 (its
/// recorded right edge at x 250, the laid-out one at 230), yd-near 0.75 points off.
@Suite struct CompareRecordedCLITests {
    static let folder = VerifyFixtures.packageRoot.appendingPathComponent("Tests/InterfaceBuilderTests/XcodeFrames").path

    @Test func movedViewsAreListedAndOutlined() throws {
        let scratch = try Scratch(copySuite: false)
        let result = try StacksnapCLI.run(["render", "Yardstick.xib", "-o", scratch.path("out"), "--compare-recorded"],
                                          in: Self.folder)
        #expect(result.code == 0, "\(result)")
        #expect(result.stdout.contains("Yardstick.xib: 2 views away from Xcode's recorded frame"), "\(result.stdout)")
        #expect(result.stdout.contains("  yd-off <view>: Xcode [130, 80, 120, 10], here [130, 80, 100, 10]"), "\(result.stdout)")
        let image = try PNG.decode(try #require(scratch.bytes("out/Yardstick.png")))
        // At 2×: the recorded right edge is at x 500; the view itself ends at 460.
        func cyan(_ x: Int, _ y: Int) -> Bool {
            let p = image[x, y]
            return p.b > 180 && p.r < 120 && p.g > 130
        }
        let edge = (156...184).contains { y in (497...502).contains { x in cyan(x, y) } }
        #expect(edge, "the recorded frame's right edge is outlined")
        let untouched = (40...60).contains { y in (40...220).contains { x in cyan(x, y) } }
        #expect(!untouched, "a view on its recorded frame (yd-box) gets no outline")
        // yd-stale is misplaced (recorded at x 200, laid out at 220): Xcode says its frame
        // is stale, so it is not outlined either.
        let stale = (38...62).contains { y in (398...422).contains { x in cyan(x, y) } }
        #expect(!stale, "a misplaced view's stale frame is not drawn")
    }
}
