import Pixels

/// Small image builders for tests.
enum Images {
    static let white = RGBA(r: 255, g: 255, b: 255)
    static let black = RGBA(r: 0, g: 0, b: 0)

    /// A bitmap filled with `fill`, with the listed pixels set.
    static func make(_ width: Int, _ height: Int, fill: RGBA = white,
                     _ pixels: [(x: Int, y: Int, color: RGBA)] = []) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: fill)
        for p in pixels { bitmap[p.x, p.y] = p.color }
        return bitmap
    }

    /// A bitmap whose columns are given left to right; every row is the same.
    static func columns(_ colors: [RGBA], height: Int) -> Bitmap {
        var bitmap = Bitmap(width: colors.count, height: height)
        for y in 0..<height {
            for (x, color) in colors.enumerated() { bitmap[x, y] = color }
        }
        return bitmap
    }

    /// A gray, opaque unless `alpha` says otherwise.
    static func gray(_ value: UInt8, alpha: UInt8 = 255) -> RGBA {
        RGBA(r: value, g: value, b: value, a: alpha)
    }

    /// A random bitmap from a seed: pixels drawn from `palette` when given (so equal
    /// neighbours are common), else from all colors; opaque unless `translucent`.
    static func random(_ width: Int, _ height: Int, seed: UInt64,
                       palette: [RGBA]? = nil, translucent: Bool = false) -> Bitmap {
        var rng = SplitMix64(seed: seed)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                if let palette {
                    bitmap[x, y] = palette[Int(rng.next() % UInt64(palette.count))]
                } else {
                    let v = rng.next()
                    bitmap[x, y] = RGBA(r: UInt8(v & 0xFF), g: UInt8((v >> 8) & 0xFF), b: UInt8((v >> 16) & 0xFF),
                                        a: translucent ? UInt8((v >> 24) & 0xFF) : 255)
                }
            }
        }
        return bitmap
    }

    /// `bitmap` with roughly `percent`% of its pixels replaced by random ones from the same
    /// kind of source as ``random(_:_:seed:palette:translucent:)``.
    static func perturbed(_ bitmap: Bitmap, seed: UInt64, percent: Int,
                          palette: [RGBA]? = nil) -> Bitmap {
        var rng = SplitMix64(seed: seed)
        let replacement = random(bitmap.width, bitmap.height, seed: seed &+ 1, palette: palette)
        var out = bitmap
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where Int(rng.next() % 100) < percent {
                out[x, y] = replacement[x, y]
            }
        }
        return out
    }

    /// Counts the pixels of `bitmap` equal to `color`.
    static func count(_ color: RGBA, in bitmap: Bitmap) -> Int {
        var n = 0
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y] == color { n += 1 }
        }
        return n
    }
}

/// A tiny deterministic generator (SplitMix64), so random images are the same on every run.
struct SplitMix64: RandomNumberGenerator {
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
