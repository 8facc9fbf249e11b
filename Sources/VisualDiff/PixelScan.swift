#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a pixel over the color threshold was classified.
enum PixelVerdict {
    /// A real difference: counted.
    case different
    /// Probably anti-aliasing: reported, not counted.
    case antialiased
}

/// The per-pixel pass of a comparison of two same-sized, well-formed bitmaps.
///
/// Steps:
/// 1. Skip every row whose bytes are equal in both images (one `memcmp` per row), so an
///    image that changed in a small region costs little more than reading it.
/// 2. In a changed row, skip pixels with equal bytes and ignored pixels.
/// 3. Measure the YIQ distance of the rest (translucent pixels over the background of their
///    position, see ``YIQ``); at or below the threshold they match.
/// 4. Over it, the pixel is anti-aliasing if it looks so in either image against the other
///    (when detection is on), else a difference.
///
/// Rows and pixels are visited top to bottom, left to right, so the visitor sees them in a
/// fixed order on every run.
struct PixelScan {
    /// What the pass counted.
    struct Tally {
        var different = 0
        var antialiased = 0
        var bounds: PixelRect?
    }

    let options: DiffOptions
    let mask: IgnoreMask

    /// Compares `expected` with `actual` and calls `visit(index, verdict)` for each pixel
    /// over the threshold that is not ignored, where `index` is `y * width + x`.
    ///
    /// Both bitmaps must have the same size and `width * height * 4` bytes.
    func run(
        _ expected: UnsafeRawBufferPointer, _ actual: UnsafeRawBufferPointer,
        width: Int, height: Int,
        visit: (Int, PixelVerdict) -> Void
    ) -> Tally {
        guard width > 0, height > 0,
              let expectedBase = expected.baseAddress, let actualBase = actual.baseAddress
        else { return Tally() }
        let a = PixelView(base: expectedBase, width: width, height: height)
        let b = PixelView(base: actualBase, width: width, height: height)
        let detector = AntialiasDetector(width: width, height: height)
        let maxDelta = options.maxColorDelta
        let detectAA = options.detectAntialiasing
        let rowBytes = width * 4
        var tally = Tally()
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

        for y in 0..<height {
            let rowStart = y * width
            // Step 1: unchanged rows cost one memcmp.
            if memcmp(expectedBase + rowStart * 4, actualBase + rowStart * 4, rowBytes) == 0 { continue }
            for x in 0..<width {
                let index = rowStart + x
                let p1 = a[index], p2 = b[index]
                // Step 2.
                if p1 == p2 { continue }
                if !mask.isEmpty, mask.contains(x: x, y: y) { continue }
                // Step 3.
                if YIQ.delta(p1, p2, pixelIndex: index) <= maxDelta { continue }
                // Step 4.
                if detectAA,
                   detector.isAntialiased(x: x, y: y, in: a, other: b)
                    || detector.isAntialiased(x: x, y: y, in: b, other: a) {
                    tally.antialiased += 1
                    visit(index, .antialiased)
                } else {
                    tally.different += 1
                    minX = min(minX, x); maxX = max(maxX, x)
                    minY = min(minY, y); maxY = max(maxY, y)
                    visit(index, .different)
                }
            }
        }
        if tally.different > 0 {
            tally.bounds = PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
        }
        return tally
    }
}
