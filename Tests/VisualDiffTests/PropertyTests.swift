import Pixels
import PropertyBased
import Testing
@testable import VisualDiff

/// Laws every comparison obeys, checked on random pairs. Each pair is a random image and a
/// copy with some pixels replaced; a three-color palette makes equal neighbours (and so the
/// anti-aliasing paths) common.
struct PropertyTests {
    static let palette = [Images.white, Images.black, Images.gray(128)]

    static func pair(_ width: Int, _ height: Int, _ seed: UInt64, palette usePalette: Bool) -> (Bitmap, Bitmap) {
        let colors = usePalette ? palette : nil
        let a = Images.random(width, height, seed: seed, palette: colors)
        return (a, Images.perturbed(a, seed: seed &* 31 &+ 7, percent: 20, palette: colors))
    }

    @Test func anImageEqualsItself() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...12), Gen.int(in: 0...12), Gen.uint64()) { w, h, seed in
            let a = Images.random(w, h, seed: seed, translucent: true)
            let result = VisualDiff.compare(a, a)
            #expect(result.identical && result.passes)
            #expect(result.differentPixels == 0 && result.comparedPixels == w * h)
        }
    }

    @Test func swappingTheImagesChangesNothing() async {
        // The anti-aliasing test is asked of each image against the other, so the
        // classification is symmetric.
        await propertyCheck(count: 150, input: Gen.int(in: 1...12), Gen.int(in: 1...12), Gen.uint64(), Gen.bool) { w, h, seed, pal in
            let (a, b) = Self.pair(w, h, seed, palette: pal)
            let ab = VisualDiff.compare(a, b), ba = VisualDiff.compare(b, a)
            #expect(ab.differentPixels == ba.differentPixels)
            #expect(ab.antialiasedPixels == ba.antialiasedPixels)
            #expect(ab.bounds == ba.bounds)
        }
    }

    @Test func detectionOnlyMovesPixelsBetweenTheTwoCounts() async {
        await propertyCheck(count: 150, input: Gen.int(in: 1...12), Gen.int(in: 1...12), Gen.uint64(), Gen.bool) { w, h, seed, pal in
            let (a, b) = Self.pair(w, h, seed, palette: pal)
            let on = VisualDiff.compare(a, b)
            let off = VisualDiff.compare(a, b, options: DiffOptions(detectAntialiasing: false))
            #expect(off.antialiasedPixels == 0)
            #expect(off.differentPixels == on.differentPixels + on.antialiasedPixels)
            #expect(on.differentPixels + on.antialiasedPixels <= on.comparedPixels)
        }
    }

    @Test func aHigherThresholdNeverCountsMore() async {
        await propertyCheck(count: 100, input: Gen.int(in: 1...10), Gen.int(in: 1...10), Gen.uint64(),
                            Gen.double(in: 0...1), Gen.double(in: 0...1)) { w, h, seed, t1, t2 in
            let (a, b) = Self.pair(w, h, seed, palette: false)
            let low = DiffOptions(threshold: min(t1, t2), detectAntialiasing: false)
            let high = DiffOptions(threshold: max(t1, t2), detectAntialiasing: false)
            #expect(VisualDiff.compare(a, b, options: low).differentPixels
                    >= VisualDiff.compare(a, b, options: high).differentPixels)
        }
    }

    @Test func ignoringTheBoundsLeavesNothing() async {
        await propertyCheck(count: 100, input: Gen.int(in: 1...12), Gen.int(in: 1...12), Gen.uint64(), Gen.bool) { w, h, seed, pal in
            let (a, b) = Self.pair(w, h, seed, palette: pal)
            let result = VisualDiff.compare(a, b)
            guard let bounds = result.bounds else { return }
            let again = VisualDiff.compare(a, b, options: DiffOptions(ignore: [bounds]))
            #expect(again.differentPixels == 0 && again.passes)
            #expect(again.comparedPixels == w * h - bounds.width * bounds.height)
        }
    }

    @Test func diffImageMarksWhatTheCountsSay() async {
        // Gray, tinted and marked pixels never coincide: grays have r = g = b, the marks do not.
        await propertyCheck(count: 100, input: Gen.int(in: 1...12), Gen.int(in: 1...12), Gen.uint64(), Gen.bool) { w, h, seed, pal in
            let (a, b) = Self.pair(w, h, seed, palette: pal)
            let result = VisualDiff.compare(a, b)
            let picture = VisualDiff.diffImage(a, b)
            #expect(Images.count(VisualDiff.differentColor, in: picture) == result.differentPixels)
            #expect(Images.count(VisualDiff.antialiasedColor, in: picture) == result.antialiasedPixels)
            if let bounds = result.bounds {
                // Every red pixel is inside the bounds, and each edge of the bounds has one.
                var xs: [Int] = [], ys: [Int] = []
                for y in 0..<h { for x in 0..<w where picture[x, y] == VisualDiff.differentColor { xs.append(x); ys.append(y) } }
                #expect(xs.min() == bounds.x && xs.max() == bounds.x + bounds.width - 1)
                #expect(ys.min() == bounds.y && ys.max() == bounds.y + bounds.height - 1)
            }
        }
    }

    @Test func grayDistanceIsTheLumaTerm() async {
        // For opaque grays the I and Q coefficients cancel (each row sums to 0), leaving
        // 0.5053 × (1.00000001 × step)².
        await propertyCheck(count: 200, input: Gen.uint8(), Gen.uint8()) { g1, g2 in
            let step = (Double(g1) - Double(g2)) * 1.00000001
            let delta = VisualDiff.colorDelta(Images.gray(g1), Images.gray(g2))
            #expect(abs(delta - 0.5053 * step * step) < 1e-6)
        }
    }
}
