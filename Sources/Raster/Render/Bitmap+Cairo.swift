import CCairo
import Pixels

/// Conversions between `Bitmap` (straight RGBA bytes) and cairo's ARGB32 (one native-endian
/// 32-bit word per pixel, alpha in the high byte, colors premultiplied by alpha).
enum CairoPixels {
    /// `unpremultiply[a << 8 | c]` = round(c × 255 / a), capped at 255: a division per
    /// channel replaced by a 64 KiB table lookup.
    static let unpremultiply: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 {
            for c in 0..<256 {
                table[a << 8 | c] = UInt8(min(255, (c * 255 + a / 2) / a))
            }
        }
        return table
    }()

    /// Reads an ARGB32 surface into a straight-alpha bitmap.
    static func bitmap(from data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bitmap {
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            unpremultiply.withUnsafeBufferPointer { table in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride)
                    var o = y * width * 4
                    for x in 0..<width {
                        let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        let a = Int(p >> 24)
                        var r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
                        if a != 255 && a != 0 {  // opaque needs no division, clear has no color
                            r = Int(table[a << 8 | r]); g = Int(table[a << 8 | g]); b = Int(table[a << 8 | b])
                        }
                        out[o] = UInt8(truncatingIfNeeded: r); out[o + 1] = UInt8(truncatingIfNeeded: g)
                        out[o + 2] = UInt8(truncatingIfNeeded: b); out[o + 3] = UInt8(truncatingIfNeeded: a)
                        o += 4
                    }
                }
            }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: 0, height: 0)
    }

    /// Writes a bitmap into an ARGB32 surface's memory (premultiplying, rounding to nearest).
    static func write(_ bitmap: Bitmap, to data: UnsafeMutablePointer<UInt8>, stride: Int) {
        bitmap.pixels.withUnsafeBufferPointer { src in
            for y in 0..<bitmap.height {
                let row = UnsafeMutableRawPointer(data + y * stride)
                var i = y * bitmap.width * 4
                for x in 0..<bitmap.width {
                    let a = UInt32(src[i + 3])
                    let word = a << 24 | premultiply(src[i], a) << 16 | premultiply(src[i + 1], a) << 8
                        | premultiply(src[i + 2], a)
                    row.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                    i += 4
                }
            }
        }
    }

    /// c × a / 255, rounded to nearest, without a division.
    @inline(__always) static func premultiply(_ c: UInt8, _ a: UInt32) -> UInt32 {
        let t = UInt32(c) * a + 128
        return (t + (t >> 8)) >> 8
    }
}
