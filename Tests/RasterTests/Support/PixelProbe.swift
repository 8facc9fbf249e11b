import Pixels

/// Questions tests ask about rendered bitmaps.
extension Bitmap {
    /// The smallest pixel rectangle holding every pixel that differs from `background`
    /// (x0, y0 inclusive; x1, y1 exclusive), or nil when none does.
    func inkBounds(background: RGBA) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<height {
            for x in 0..<width where self[x, y] != background {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return x0 == Int.max ? nil : (x0, y0, x1, y1)
    }

    /// How many pixels have exactly this color.
    func count(of color: RGBA) -> Int {
        var n = 0
        for y in 0..<height { for x in 0..<width where self[x, y] == color { n += 1 } }
        return n
    }
}

extension RGBA {
    static let white = RGBA(r: 255, g: 255, b: 255)
    static let black = RGBA(r: 0, g: 0, b: 0)
    static let red = RGBA(r: 255, g: 0, b: 0)
    static let blue = RGBA(r: 0, g: 0, b: 255)
    static let clear = RGBA(r: 0, g: 0, b: 0, a: 0)

    /// Each channel within `tolerance` of the other color's.
    func isClose(to other: RGBA, tolerance: Int = 1) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance
            && abs(Int(b) - Int(other.b)) <= tolerance && abs(Int(a) - Int(other.a)) <= tolerance
    }
}
