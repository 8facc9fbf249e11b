/// Decides whether a changed pixel is probably anti-aliasing rather than a real change.
///
/// The test follows V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009),
/// as pixelmatch applies it. An anti-aliased pixel is an in-between shade on the slope from a
/// flat dark area to a flat bright one, so a pixel counts as anti-aliasing in one image when:
///
/// 1. it is not itself inside a flat area: at most two of its 8 neighbours have exactly its
///    brightness (a pixel on the image's edge counts as already having one such neighbour);
/// 2. it has both a brighter and a darker neighbour, i.e. it lies on a slope;
/// 3. the brightest or the darkest of those neighbours sits inside a flat area (3 or more
///    neighbours with exactly its bytes) in *both* images, i.e. the slope leads to a solid
///    region that did not move.
///
/// Brightness is compared as pixelmatch 7 compares it: the pixel and each neighbour are
/// blended over the background of the pixel's own position (see ``YIQ/background(pixelIndex:)``),
/// so two fully transparent neighbours are equal whatever their color bytes, while the flat
/// area test of step 3 still asks for exactly equal bytes.
///
/// The comparison asks this of the pixel in each image against the other
/// (see ``isAntialiased(x:y:in:other:)``).
struct AntialiasDetector {
    let width: Int
    let height: Int

    /// True when the pixel at `x`, `y` of `image` looks like anti-aliasing, with `other`
    /// being the image it is compared with.
    func isAntialiased(x: Int, y: Int, in image: PixelView, other: PixelView) -> Bool {
        let centerIndex = y * width + x
        let center = image[centerIndex]
        // Unpacked once: every neighbour is measured against it.
        let centerChannels = YIQ.Channels(center)
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)

        // Step 1: count neighbours of equal brightness; an edge pixel starts at one.
        var equalNeighbours = (x0 == x || x1 == x || y0 == y || y1 == y) ? 1 : 0
        // Step 2: find the extremes of brightness around it. `steepestDown` is the largest
        // positive difference (a darker neighbour), `steepestUp` the most negative one (a
        // brighter neighbour); zero means none was found.
        var steepestDown = 0.0, steepestUp = 0.0
        var darkest = (x: 0, y: 0), brightest = (x: 0, y: 0)

        // Column by column, top to bottom within a column: the first of several equally
        // extreme neighbours wins, and pixelmatch visits them in this order.
        for nx in x0...x1 {
            for ny in y0...y1 where nx != x || ny != y {
                let neighbour = image[nx, ny]
                let difference = neighbour == center
                    ? 0 : YIQ.brightnessDifference(centerChannels, neighbour, centerIndex: centerIndex)
                if difference == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if difference < steepestUp {
                    steepestUp = difference
                    brightest = (nx, ny)
                } else if difference > steepestDown {
                    steepestDown = difference
                    darkest = (nx, ny)
                }
            }
        }
        guard steepestUp != 0, steepestDown != 0 else { return false }

        // Step 3: a slope into an unchanged flat area on either side.
        return (isInFlatArea(darkest.x, darkest.y, image) && isInFlatArea(darkest.x, darkest.y, other))
            || (isInFlatArea(brightest.x, brightest.y, image) && isInFlatArea(brightest.x, brightest.y, other))
    }

    /// True when the pixel at `x`, `y` has 3 or more neighbours with exactly its bytes
    /// (counting one for lying on the image's edge).
    func isInFlatArea(_ x: Int, _ y: Int, _ image: PixelView) -> Bool {
        let value = image[x, y]
        let x0 = max(x - 1, 0), x1 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y1 = min(y + 1, height - 1)
        var equalNeighbours = (x0 == x || x1 == x || y0 == y || y1 == y) ? 1 : 0
        for nx in x0...x1 {
            for ny in y0...y1 where nx != x || ny != y {
                if image[nx, ny] == value {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return true }
                }
            }
        }
        return false
    }
}
