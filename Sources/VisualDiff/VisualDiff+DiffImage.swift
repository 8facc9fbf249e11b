import Pixels

extension VisualDiff {
    /// Color of a counted difference in the diff image.
    public static let differentColor = RGBA(r: 255, g: 0, b: 0)
    /// Color of an anti-aliased pixel (over the threshold, not counted) in the diff image.
    public static let antialiasedColor = RGBA(r: 255, g: 255, b: 0)

    /// Draws where two bitmaps differ: red for counted differences, yellow for
    /// anti-aliasing, over a faded gray copy of `expected`; ignored regions tinted blue.
    ///
    /// Every pixel is opaque:
    /// - a matching pixel is `expected`'s brightness faded toward white as pixelmatch draws
    ///   it: `v = 255 + (Y − 255) × 0.1 × a/255`, with `Y = 0.29889531·r + 0.58662247·g +
    ///   0.11448223·b` of the unblended bytes, rounded to the nearest integer and clamped
    ///   to 0…255, drawn as gray `(v, v, v)`;
    /// - an ignored pixel is `(⌊3v/4⌋, ⌊3v/4⌋, 255)`, whatever either image holds there;
    /// - a pixel over the threshold is ``differentColor`` or ``antialiasedColor``
    ///   (always ``differentColor`` with anti-aliasing detection off).
    ///
    /// When the sizes differ (see ``compare(_:_:options:)``) the image spans both: the faded
    /// copy of `expected` where both images have pixels, ``differentColor`` everywhere else.
    public static func diffImage(_ expected: Bitmap, _ actual: Bitmap, options: DiffOptions = .default) -> Bitmap {
        if sizeMismatch(expected, actual) != nil { return mismatchImage(expected, actual) }
        let width = expected.width, height = expected.height
        var out = fadedCopy(of: expected, width: width, height: height)
        let mask = IgnoreMask(options.ignore, width: width, height: height)
        if !bytesEqual(expected, actual) {
            out.withUnsafeMutableBytes { raw in
                _ = scan(expected, actual, options: options, mask: mask) { index, verdict in
                    let color = verdict == .different ? differentColor : antialiasedColor
                    raw.storeBytes(of: packed(color).littleEndian, toByteOffset: index * 4, as: UInt32.self)
                }
            }
        }
        tint(mask, in: &out, width: width)
        return Bitmap(width: width, height: height, pixels: out) ?? Bitmap(width: width, height: height)
    }

    /// The faded gray value pixelmatch draws for a matching pixel.
    static func fadedGray(_ c: RGBA) -> UInt8 {
        fadedGray(packed: packed(c))
    }

    @inline(__always)
    static func fadedGray(packed p: UInt32) -> UInt8 {
        let luma = YIQ.luma(Double(p & 0xFF), Double((p >> 8) & 0xFF), Double((p >> 16) & 0xFF))
        let value = 255 + (luma - 255) * 0.1 * Double(p >> 24) / 255
        return UInt8(min(max(value.rounded(), 0), 255))
    }

    /// `bitmap` (well-formed, `width × height`) as opaque faded grays: the background of a
    /// diff image.
    private static func fadedCopy(of bitmap: Bitmap, width: Int, height: Int) -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            let dst = UnsafeMutableRawBufferPointer(buffer)
            bitmap.pixels.withUnsafeBytes { src in
                // Rendered screens repeat colors along a row, so the last conversion is kept.
                var last: UInt32 = 0
                var lastGray = UInt32(fadedGray(packed: 0)) * 0x01_01_01 | 0xFF00_0000
                for i in 0..<count {
                    let p = UInt32(littleEndian: src.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
                    if p != last {
                        last = p
                        lastGray = UInt32(fadedGray(packed: p)) * 0x01_01_01 | 0xFF00_0000
                    }
                    dst.storeBytes(of: lastGray.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
                }
            }
            initialized = count * 4
        }
    }

    /// Turns the faded grays under the ignore rectangles blue, each pixel once even where
    /// rectangles overlap.
    private static func tint(_ mask: IgnoreMask, in out: inout [UInt8], width: Int) {
        guard let top = mask.rects.map(\.y).min(),
              let bottom = mask.rects.map({ $0.y + $0.height }).max() else { return }
        for y in top..<bottom {
            for columns in mask.ranges(inRow: y) {
                for x in columns {
                    let i = (y * width + x) * 4
                    let v = UInt8(Int(out[i]) * 3 / 4)
                    out[i] = v; out[i + 1] = v; out[i + 2] = 255; out[i + 3] = 255
                }
            }
        }
    }

    /// The diff image for bitmaps of different sizes: nothing is compared.
    private static func mismatchImage(_ expected: Bitmap, _ actual: Bitmap) -> Bitmap {
        let width = max(expected.width, actual.width, 0)
        let height = max(expected.height, actual.height, 0)
        let commonWidth = min(expected.width, actual.width)
        let commonHeight = min(expected.height, actual.height)
        var out = Bitmap(width: width, height: height, fill: differentColor)
        // Rows of `expected` that really exist, in case its byte count is short.
        let expectedRows = expected.width > 0 ? min(commonHeight, expected.pixels.count / (expected.width * 4)) : 0
        for y in 0..<max(expectedRows, 0) {
            for x in 0..<max(commonWidth, 0) {
                let v = fadedGray(expected[x, y])
                out[x, y] = RGBA(r: v, g: v, b: v)
            }
        }
        return out
    }
}
