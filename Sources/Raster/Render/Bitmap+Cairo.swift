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

    /// Turns `count` ARGB32 pixels into straight RGBA bytes in place (the renderer draws
    /// straight into the bitmap's storage, so no second image-sized buffer is touched).
    ///
    /// On a little-endian machine an ARGB32 word sits in memory as B, G, R, A; swapping the
    /// R and B bytes of an opaque pixel is all it needs. Sixteen opaque pixels are swapped
    /// at once in vector registers (a pixel loop was a third of an unchanged `verify`'s time);
    /// a group with any translucent pixel, rare in UI screens, goes pixel by pixel, and only
    /// translucent pixels take the table path.
    static func unpremultiplyInPlace(_ pixels: UnsafeMutableRawPointer, count: Int) {
        unpremultiply.withUnsafeBufferPointer { table in
            var i = 0
            #if _endian(little)
            while i + 16 <= count {
                var alphas: UInt32 = 0xFF00_0000
                for k in i..<(i + 16) { alphas &= pixels.load(fromByteOffset: k &* 4, as: UInt32.self) }
                if alphas >= 0xFF00_0000 {
                    // A loop the compiler turns into vector instructions: no branch inside.
                    for k in i..<(i + 16) {
                        let p = pixels.load(fromByteOffset: k &* 4, as: UInt32.self)
                        pixels.storeBytes(of: (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16,
                                          toByteOffset: k &* 4, as: UInt32.self)
                    }
                } else {
                    for k in i..<(i + 16) { convert(pixels, k, table) }
                }
                i += 16
            }
            #endif
            while i < count {
                convert(pixels, i, table)
                i += 1
            }
        }
    }

    /// Converts pixel `i` (see ``unpremultiplyInPlace(_:count:)``).
    @inline(__always)
    private static func convert(_ pixels: UnsafeMutableRawPointer, _ i: Int, _ table: UnsafeBufferPointer<UInt8>) {
        let offset = i &* 4
        let p = pixels.load(fromByteOffset: offset, as: UInt32.self)
        let a = p >> 24
        let rgba: UInt32
        if a == 255 {
            rgba = (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16
        } else if a == 0 {
            rgba = 0
        } else {
            let row = Int(a) << 8
            let r = UInt32(table[row | Int(p >> 16 & 0xFF)])
            let g = UInt32(table[row | Int(p >> 8 & 0xFF)])
            let b = UInt32(table[row | Int(p & 0xFF)])
            rgba = a << 24 | b << 16 | g << 8 | r
        }
        pixels.storeBytes(of: rgba.littleEndian, toByteOffset: offset, as: UInt32.self)
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
