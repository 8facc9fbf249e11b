import CPNG
import Pixels

/// Reads and writes PNG files with libpng (and reads its own PNGs directly).
///
/// All libpng calls go through the `CPNG` C target, which catches libpng's `longjmp`
/// errors inside C: corrupt, truncated or oversized input becomes a thrown `PNGError`.
public enum PNG {
    /// The default limit on decoded pixels: 100 megapixels (400 MB of RGBA), far above any
    /// screen, low enough that a tiny "decompression bomb" cannot exhaust memory.
    public static let defaultMaxPixels = 100_000_000

    /// Decodes a PNG of any color type and bit depth into straight-alpha RGBA8.
    ///
    /// Palette, gray, gray+alpha, RGB, RGBA, 1–16 bits, interlaced and tRNS transparency are
    /// all accepted; 16-bit samples are rounded to 8 bits. No gamma correction is applied.
    /// - Parameter maxPixels: images with more pixels than this are rejected before any
    ///   pixel memory is allocated.
    ///
    /// The PNGs Stacksnap writes (8-bit RGBA, not interlaced, nothing but IHDR, IDAT and
    /// IEND) are decoded directly, several times faster; libpng decodes everything else and
    /// judges every file the direct decoder does not take, so errors are libpng's.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(PNGError) -> Bitmap {
        if var rows = try DirectRows(bytes, maxPixels: maxPixels) { return rows.takeBitmap() }
        return try decodeWithLibpng(bytes, maxPixels: maxPixels)
    }

    /// ``decode(_:maxPixels:)`` by libpng alone, without the direct decoder: the reference
    /// the direct decoder is checked against (by the PNG fuzz target and the tests).
    public static func decodeWithLibpng(_ bytes: [UInt8], maxPixels: Int = defaultMaxPixels) throws(PNGError) -> Bitmap {
        let (width, height) = try imageSize(bytes)
        guard width * height <= maxPixels else {
            throw .tooLarge(width: width, height: height, maxPixels: maxPixels)
        }
        var error = cpng_error()
        var status = CPNG_OK
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            status = bytes.withUnsafeBufferPointer { input in
                cpng_decode_rgba(input.baseAddress, input.count, UInt64(maxPixels),
                                 buffer.baseAddress, buffer.count, &error)
            }
            // On failure the rows are partly written; zero them so the array is initialised.
            if status != CPNG_OK, let base = buffer.baseAddress { base.initialize(repeating: 0, count: buffer.count) }
            count = buffer.count
        }
        try check(status, error, width: width, height: height, maxPixels: maxPixels)
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else {
            throw .corrupt("decoded size does not match the header")
        }
        return bitmap
    }

    /// Encodes a bitmap as an 8-bit RGBA PNG with the given settings (default: `.standard`).
    ///
    /// Rows are handed to libpng straight from the bitmap's storage. The same pixels and
    /// settings always give the same bytes.
    public static func encode(_ bitmap: Bitmap, settings: PNGSettings = .standard) throws(PNGError) -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= Int32.max, bitmap.height <= Int32.max else {
            throw .invalidImage("a PNG is 1 to 2³¹−1 pixels per side; the bitmap is \(bitmap.width)×\(bitmap.height)")
        }
        var error = cpng_error()
        var output = cpng_buffer()
        let options = cpng_settings(level: Int32(settings.level), filters: settings.filter.mask,
                                    strategy: settings.strategy.code)
        let status = bitmap.pixels.withUnsafeBufferPointer { rows in
            cpng_encode_rgba(rows.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height),
                             bitmap.stride, options, &output, &error)
        }
        defer { cpng_free_buffer(&output) }
        try check(status, error, width: bitmap.width, height: bitmap.height, maxPixels: 0)
        guard let start = output.bytes else { throw .invalidImage("libpng produced no output") }
        return Array(UnsafeBufferPointer(start: start, count: output.length))
    }

    /// Reads only the header and returns the image size in pixels.
    public static func imageSize(_ bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
        var error = cpng_error()
        var width: UInt32 = 0, height: UInt32 = 0
        let status = bytes.withUnsafeBufferPointer { input in
            cpng_read_size(input.baseAddress, input.count, &width, &height, &error)
        }
        try check(status, error, width: Int(width), height: Int(height), maxPixels: 0)
        return (Int(width), Int(height))
    }

    /// Maps a C status to the Swift error.
    private static func check(_ status: cpng_status, _ error: cpng_error, width: Int, height: Int,
                              maxPixels: Int) throws(PNGError) {
        switch status {
        case CPNG_OK: return
        case CPNG_NOT_PNG: throw .notPNG
        case CPNG_TRUNCATED: throw .truncated
        case CPNG_TOO_LARGE: throw .tooLarge(width: width, height: height, maxPixels: maxPixels)
        case CPNG_NO_MEMORY: throw .outOfMemory
        case CPNG_INVALID_ARGUMENT: throw .invalidImage(message(error))
        default: throw .corrupt(message(error))
        }
    }

    private static func message(_ error: cpng_error) -> String {
        withUnsafeBytes(of: error.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
