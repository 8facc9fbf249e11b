import Foundation
import Pixels
import Raster
import Testing

/// A PNG built by scripts/make-png-fixtures.py and the RGBA pixels it must decode to.
struct PNGFixture: CustomTestStringConvertible {
    let name: String
    let width: Int
    let height: Int
    let png: String   // base64
    let rgba: String  // hex

    var bytes: [UInt8] { [UInt8](Data(base64Encoded: png) ?? Data()) }
    var expected: [UInt8] { hexBytes(rgba) }
    var testDescription: String { name }
}

/// A damaged PNG and the error it must produce.
struct BrokenPNG: CustomTestStringConvertible {
    enum Kind { case corrupt, truncated, notPNG }
    let name: String
    let expected: Kind
    let png: String

    var bytes: [UInt8] { [UInt8](Data(base64Encoded: png) ?? Data()) }
    var testDescription: String { name }

    func matches(_ error: PNGError) -> Bool {
        switch (expected, error) {
        case (.corrupt, .corrupt), (.truncated, .truncated), (.notPNG, .notPNG): true
        default: false
        }
    }
}

func hexBytes(_ hex: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
        bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
        index = next
    }
    return bytes
}

/// A small deterministic generator (SplitMix64) so "random" test data is the same every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Chunk types of a PNG in file order (reads the length/type framing only).
func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return types
}
