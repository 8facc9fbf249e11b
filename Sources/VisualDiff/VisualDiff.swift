#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Pixels

/// Compares two bitmaps the way pixelmatch does, and draws what it found.
///
/// `expected` is the golden image, `actual` the freshly rendered one. The comparison knows
/// only pixels: reading files and deciding what to do with a result is the caller's job.
public enum VisualDiff {
    /// Compares two bitmaps and returns the counts, the bounds of the differences and the
    /// verdict under `options`.
    ///
    /// Byte-identical images are recognised with one `memcmp` before any per-pixel work.
    /// Otherwise each pixel's YIQ distance is compared with the threshold, and pixels over it
    /// are classified as differences or anti-aliasing (see ``DiffOptions``). Images of
    /// different sizes are not compared at all: the result carries a ``SizeMismatch`` and
    /// fails. A bitmap whose byte count does not match its size (its `pixels` were replaced
    /// by an array of another length) is treated as a size mismatch too, so no byte outside
    /// either image is ever read.
    public static func compare(_ expected: Bitmap, _ actual: Bitmap, options: DiffOptions = .default) -> DiffResult {
        if let mismatch = sizeMismatch(expected, actual) {
            return DiffResult(identical: false, sizeMismatch: mismatch, differentPixels: 0,
                              antialiasedPixels: 0, comparedPixels: 0, bounds: nil, passes: false)
        }
        let mask = IgnoreMask(options.ignore, width: expected.width, height: expected.height)
        let compared = expected.width * expected.height - mask.coveredPixels
        if bytesEqual(expected, actual) {
            return DiffResult(identical: true, sizeMismatch: nil, differentPixels: 0,
                              antialiasedPixels: 0, comparedPixels: compared, bounds: nil, passes: true)
        }
        let tally = scan(expected, actual, options: options, mask: mask) { _, _ in }
        return DiffResult(
            identical: false, sizeMismatch: nil,
            differentPixels: tally.different, antialiasedPixels: tally.antialiased,
            comparedPixels: compared, bounds: tally.bounds,
            passes: withinAllowance(different: tally.different, compared: compared, options: options))
    }

    /// True when `different` pixels out of `compared` are within either allowance.
    static func withinAllowance(different: Int, compared: Int, options: DiffOptions) -> Bool {
        if different <= max(options.maxDifferentPixels, 0) { return true }
        guard compared > 0 else { return false }
        // Dividing exact integers rounds once, so a ratio that equals the allowance in
        // decimal (5 of 100 against 0.05) compares equal to the literal.
        return Double(different) / Double(compared) <= options.maxDifferentRatio
    }

    /// The sizes of the two bitmaps, when they cannot be compared pixel by pixel.
    static func sizeMismatch(_ expected: Bitmap, _ actual: Bitmap) -> SizeMismatch? {
        guard expected.width != actual.width || expected.height != actual.height
                || !isWellFormed(expected) || !isWellFormed(actual) else { return nil }
        return SizeMismatch(expectedWidth: expected.width, expectedHeight: expected.height,
                            actualWidth: actual.width, actualHeight: actual.height)
    }

    /// True when the bitmap holds exactly `width × height × 4` bytes.
    static func isWellFormed(_ bitmap: Bitmap) -> Bool {
        guard bitmap.width >= 0, bitmap.height >= 0 else { return false }
        let (pixels, overflow1) = bitmap.width.multipliedReportingOverflow(by: bitmap.height)
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: 4)
        return !overflow1 && !overflow2 && bytes == bitmap.pixels.count
    }

    /// True when both bitmaps hold the same bytes: one `memcmp`, which runs at memory speed.
    static func bytesEqual(_ expected: Bitmap, _ actual: Bitmap) -> Bool {
        guard expected.pixels.count == actual.pixels.count else { return false }
        return expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                guard let pa = a.baseAddress, let pb = b.baseAddress else { return true }
                return memcmp(pa, pb, a.count) == 0
            }
        }
    }

    /// Runs the per-pixel pass over two same-sized, well-formed bitmaps.
    static func scan(
        _ expected: Bitmap, _ actual: Bitmap, options: DiffOptions, mask: IgnoreMask,
        visit: (Int, PixelVerdict) -> Void
    ) -> PixelScan.Tally {
        let pass = PixelScan(options: options, mask: mask)
        return expected.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                pass.run(a, b, width: expected.width, height: expected.height, visit: visit)
            }
        }
    }
}
