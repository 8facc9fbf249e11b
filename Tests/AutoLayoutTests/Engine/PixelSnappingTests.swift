import AutoLayout
import PropertyBased
import Testing

struct PixelSnappingTests {
    @Test func roundsEdgesNotSizes() {
        // Two neighbours sharing the edge 10.3: at 2× the edge lands on 10.5 for both, so
        // the first grows by a pixel and the second shrinks by one — no gap, no overlap.
        var tree = LayoutTree(views: [ViewNode(), ViewNode(id: "a", parent: 0), ViewNode(id: "b", parent: 0)])
        tree.views[0].subviews = [1, 2]
        let frames = [Rect(x: 0, y: 0, width: 100, height: 50),
                      Rect(x: 0.2, y: 0, width: 10.1, height: 10),
                      Rect(x: 10.3, y: 0, width: 10.1, height: 10)]
        let snapped = PixelSnapping.snap(canvasFrames: frames, tree: tree, scale: 2)
        #expect(snapped.canvasFrames[1] == Rect(x: 0, y: 0, width: 10.5, height: 10))
        #expect(snapped.canvasFrames[2] == Rect(x: 10.5, y: 0, width: 10, height: 10))
    }

    @Test func relativeFramesFollowTheSnappedParent() {
        var tree = LayoutTree(views: [ViewNode(), ViewNode(id: "p", parent: 0), ViewNode(id: "c", parent: 1)])
        tree.views[0].subviews = [1]
        tree.views[1].subviews = [2]
        let frames = [Rect(x: 0, y: 0, width: 100, height: 50),
                      Rect(x: 3.4, y: 3.4, width: 20, height: 20),
                      Rect(x: 5.2, y: 5.2, width: 5, height: 5)]
        let snapped = PixelSnapping.snap(canvasFrames: frames, tree: tree, scale: 1)
        #expect(snapped.frames[2] == Rect(x: 2, y: 2, width: 5, height: 5))
    }

    @Test func edgesLandOnThePixelGridAndNeighboursStayTouching() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...100_000), Gen.int(in: 1...50_000), Gen.int(in: 1...3)) { x, w, scale in
            let left = Double(x) / 997, width = Double(w) / 991
            var tree = LayoutTree(views: [ViewNode(), ViewNode(parent: 0), ViewNode(parent: 0)])
            tree.views[0].subviews = [1, 2]
            let frames = [Rect(x: 0, y: 0, width: 1000, height: 10),
                          Rect(x: left, y: 0, width: width, height: 1),
                          Rect(x: left + width, y: 0, width: width, height: 1)]
            let s = PixelSnapping.snap(canvasFrames: frames, tree: tree, scale: Double(scale)).canvasFrames
            for r in s {
                for v in [r.x, r.maxX] {
                    let pixels = v * Double(scale)
                    #expect(abs(pixels - pixels.rounded()) < 1e-9)
                }
            }
            // x + width is one float addition away from the shared edge.
            #expect(abs(s[1].maxX - s[2].x) < 1e-9)
        }
    }
}
