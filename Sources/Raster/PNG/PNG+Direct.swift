import CPNG
import Pixels

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension PNG {
    /// What a PNG holds next to a bitmap it is expected to equal (``decode(_:matching:maxPixels:)``).
    public enum Match: Sendable {
        /// Exactly the candidate's pixels. For the PNGs Stacksnap writes this is known without
        /// building a second bitmap: the rows are compared as they come out of the decoder.
        case same
        /// Other pixels, or another size: the decoded image.
        case different(Bitmap)
    }

    /// Decodes `bytes` and compares the pixels with `candidate`.
    ///
    /// A golden and a fresh render are usually equal, and then the golden's pixels are not
    /// needed: the PNGs Stacksnap writes are inflated in one call and their rows compared
    /// where they land, with no copy into a bitmap. Errors are ``decode(_:maxPixels:)``'s.
    public static func decode(_ bytes: [UInt8], matching candidate: Bitmap,
                              maxPixels: Int = defaultMaxPixels) throws(PNGError) -> Match {
        if var rows = try DirectRows(bytes, maxPixels: maxPixels) {
            return rows.equals(candidate) ? .same : .different(rows.takeBitmap())
        }
        let bitmap = try decodeWithLibpng(bytes, maxPixels: maxPixels)
        return bitmap == candidate ? .same : .different(bitmap)
    }

    /// The direct decoder alone: the pixels of a PNG it takes, nil for any other (which
    /// ``decode(_:maxPixels:)`` hands to libpng). For cross-checking it against
    /// ``decodeWithLibpng(_:maxPixels:)``.
    public static func decodeDirectly(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(PNGError) -> Bitmap? {
        guard var rows = try DirectRows(bytes, maxPixels: maxPixels) else { return nil }
        return rows.takeBitmap()
    }

    /// A PNG decoded by the direct decoder (`cpng_direct.h`): each row after its filter-type
    /// byte, in one buffer.
    struct DirectRows {
        let width: Int
        let height: Int
        /// `height` rows of `1 + width * 4` bytes; the pixels of row y start at
        /// `y * (1 + width * 4) + 1`.
        var rows: [UInt8]

        /// Decodes `bytes`; nil when the direct decoder does not take them (another kind of
        /// PNG, a damaged one, or more pixels than `maxPixels`): libpng decides those.
        init?(_ bytes: [UInt8], maxPixels: Int) throws(PNGError) {
            var w: UInt32 = 0, h: UInt32 = 0
            let header = bytes.withUnsafeBufferPointer { cpng_direct_size($0.baseAddress, $0.count, &w, &h) }
            // Too many pixels: libpng reports it, or whatever it finds first.
            guard header == CPNG_DIRECT_OK, Int(w) * Int(h) <= maxPixels else { return nil }
            width = Int(w)
            height = Int(h)
            let (length, overflow) = height.multipliedReportingOverflow(by: 1 + width * 4)
            guard !overflow else { return nil }
            var status = CPNG_DIRECT_UNSUPPORTED
            rows = [UInt8](unsafeUninitializedCapacity: length) { buffer, count in
                status = bytes.withUnsafeBufferPointer { input in
                    cpng_direct_decode(input.baseAddress, input.count, buffer.baseAddress, length)
                }
                // Inflated in full or not used at all.
                count = status == CPNG_DIRECT_OK ? length : 0
            }
            switch status {
            case CPNG_DIRECT_OK: return
            case CPNG_DIRECT_NO_MEMORY: throw .outOfMemory
            default: return nil
            }
        }

        /// True when `bitmap` has this size and these pixels, compared row by row in place.
        func equals(_ bitmap: Bitmap) -> Bool {
            guard bitmap.width == width, bitmap.height == height, bitmap.pixels.count == width * height * 4 else {
                return false
            }
            let n = width * 4
            return rows.withUnsafeBytes { decoded in
                bitmap.pixels.withUnsafeBytes { expected in
                    guard let d = decoded.baseAddress, let e = expected.baseAddress else { return true }
                    for y in 0..<height where memcmp(d + y * (n + 1) + 1, e + y * n, n) != 0 { return false }
                    return true
                }
            }
        }

        /// The bitmap: the rows moved together in the same buffer, which the bitmap takes
        /// over (no copy; these rows are left empty).
        mutating func takeBitmap() -> Bitmap {
            var pixels: [UInt8] = []
            swap(&pixels, &rows)
            pixels.withUnsafeMutableBufferPointer { cpng_direct_pack($0.baseAddress, UInt32(width), UInt32(height)) }
            pixels.removeLast(height)
            // The size was checked when decoding: width × height × 4 bytes remain.
            return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: width, height: height)
        }
    }
}
