import Stacksnap

/// A 128-bit hash of bytes, for recognising content seen before (the golden cache).
///
/// Four 64-bit lanes each take every fourth 8-byte word with a multiply-rotate round (each
/// round is a bijection of the lane for a fixed word and of the word for a fixed lane, so
/// a change confined to one word always changes the state); the tail and the length are
/// folded in, and two differently mixed 64-bit halves are drawn from the 256-bit state.
/// Not cryptographic: goldens are not adversarial, and a chance collision (about 2⁻¹²⁸)
/// is far below any other risk of a wrong verdict. It runs at memory speed, which is the
/// point: hashing a render costs a fraction of decoding a PNG.
package struct Digest128: Sendable, Hashable, CustomStringConvertible {
    package var high: UInt64
    package var low: UInt64

    package init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87
    static let p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    static let p3: UInt64 = 0x1656_67B1_9E37_79F9

    /// The digest of a byte array.
    package static func of(_ bytes: [UInt8]) -> Digest128 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// The digest of raw bytes.
    package static func of(_ bytes: UnsafeRawBufferPointer) -> Digest128 {
        var a: UInt64 = 0x243F_6A88_85A3_08D3, b: UInt64 = 0x1319_8A2E_0370_7344
        var c: UInt64 = 0xA409_3822_299F_31D0, d: UInt64 = 0x082E_FA98_EC4E_6C89
        let count = bytes.count
        var offset = 0
        if let base = bytes.baseAddress {
            while offset + 32 <= count {
                a = round(a, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                b = round(b, base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
                c = round(c, base.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
                d = round(d, base.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
                offset += 32
            }
            // The last 0–31 bytes, one at a time, into the lane of their word.
            var lane = 0
            while offset < count {
                let byte = UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
                switch lane & 3 {
                case 0: a = round(a, byte &+ 0x100)
                case 1: b = round(b, byte &+ 0x100)
                case 2: c = round(c, byte &+ 0x100)
                default: d = round(d, byte &+ 0x100)
                }
                lane += 1
                offset += 1
            }
        }
        let length = UInt64(count)
        let high = mix(a ^ rotate(b, 17) ^ rotate(c, 31) ^ rotate(d, 47) ^ length)
        let low = mix((a &* p3) &+ rotate(b &* p1, 13) &+ rotate(c &* p2, 29) &+ rotate(d, 43) &+ (length &* p2))
        return Digest128(high: high, low: low ^ high)
    }

    @inline(__always)
    static func round(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        rotate(lane &+ word &* p2, 31) &* p1
    }

    @inline(__always)
    static func rotate(_ x: UInt64, _ r: UInt64) -> UInt64 { (x << r) | (x >> (64 - r)) }

    /// The 64-bit finaliser of MurmurHash3: every input bit affects every output bit.
    static func mix(_ x: UInt64) -> UInt64 {
        var k = x
        k ^= k >> 33
        k = k &* 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33
        k = k &* 0xC4CE_B9FE_1A85_EC53
        return k ^ (k >> 33)
    }

    /// 32 lowercase hex digits.
    package var description: String { Self.hex(high) + Self.hex(low) }

    /// Reads 32 hex digits.
    package init?(hex: Substring) {
        guard hex.count == 32, let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16) else {
            return nil
        }
        self.init(high: high, low: low)
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
