import Pixels

/// A synthetic phone screen (1170×2532, like an iPhone at 3×): a navigation bar, a list of
/// cards with avatars, lines of text-like strokes and buttons, all with anti-aliased edges.
/// Deterministic, so every run measures the same pixels.
enum PhoneScene {
    enum Variant {
        case original
        /// One card's text moved 0.6 px right and its button recolored.
        case changedCard
        /// Everything one pixel lower.
        case movedDown
    }

    static let width = 1170
    static let height = 2532

    static func draw(variant: Variant) -> Bitmap {
        var canvas = Canvas(width: width, height: height, fill: RGBA(r: 242, g: 242, b: 247))
        let dy = variant == .movedDown ? 1.0 : 0.0
        canvas.fillRect(0, 0, Double(width), 280 + dy, RGBA(r: 255, g: 255, b: 255))
        strokes(&canvas, x: 48, y: 170 + dy, count: 14, scale: 2.2, color: RGBA(r: 0, g: 0, b: 0))
        for card in 0..<11 {
            let top = 320 + Double(card) * 200 + dy
            canvas.fillRect(36, top, 1134, top + 176, RGBA(r: 255, g: 255, b: 255))
            canvas.fillDisc(cx: 120, cy: top + 88, radius: 52.3, RGBA(r: 88, g: 86, b: 214))
            let shift = (variant == .changedCard && card == 4) ? 0.6 : 0
            strokes(&canvas, x: 204 + shift, y: top + 36, count: 18, scale: 1.4, color: RGBA(r: 28, g: 28, b: 30))
            strokes(&canvas, x: 204 + shift, y: top + 96, count: 24, scale: 1.0, color: RGBA(r: 99, g: 99, b: 102))
            let button = (variant == .changedCard && card == 4) ? RGBA(r: 255, g: 59, b: 48) : RGBA(r: 0, g: 122, b: 255)
            canvas.fillRect(930, top + 60, 1098, top + 116.5, button)
        }
        return canvas.bitmap
    }

    /// Text-like marks: stems, bars and round bowls at fractional positions.
    private static func strokes(_ canvas: inout Canvas, x: Double, y: Double, count: Int, scale: Double, color: RGBA) {
        for i in 0..<count {
            let left = x + Double(i) * 26.3 * scale
            canvas.fillRect(left, y, left + 2.6 * scale, y + 30 * scale, color)
            if i % 3 != 1 { canvas.fillRect(left, y + 14.2 * scale, left + 13.5 * scale, y + 16.9 * scale, color) }
            if i % 2 == 0 { canvas.fillRing(cx: left + 13 * scale, cy: y + 22 * scale, outer: 7.6 * scale, inner: 5.1 * scale, color) }
        }
    }
}

/// Opaque drawing with analytic coverage: each shape's fraction of a pixel decides how
/// much of its color covers that pixel, which is what anti-aliased rendering produces.
struct Canvas {
    var bitmap: Bitmap

    init(width: Int, height: Int, fill: RGBA) {
        bitmap = Bitmap(width: width, height: height, fill: fill)
    }

    mutating func fillRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ color: RGBA) {
        let left = max(0, Int(x0.rounded(.down))), right = min(bitmap.width, Int(x1.rounded(.up)))
        let top = max(0, Int(y0.rounded(.down))), bottom = min(bitmap.height, Int(y1.rounded(.up)))
        guard left < right, top < bottom else { return }
        for py in top..<bottom {
            let cy = min(y1, Double(py + 1)) - max(y0, Double(py))
            for px in left..<right {
                let cx = min(x1, Double(px + 1)) - max(x0, Double(px))
                blend(px, py, color, coverage: cx * cy)
            }
        }
    }

    mutating func fillDisc(cx: Double, cy: Double, radius: Double, _ color: RGBA) {
        fillRing(cx: cx, cy: cy, outer: radius, inner: 0, color)
    }

    mutating func fillRing(cx: Double, cy: Double, outer: Double, inner: Double, _ color: RGBA) {
        let left = max(0, Int(cx - outer - 1)), right = min(bitmap.width, Int(cx + outer + 2))
        let top = max(0, Int(cy - outer - 1)), bottom = min(bitmap.height, Int(cy + outer + 2))
        guard left < right, top < bottom else { return }
        for py in top..<bottom {
            for px in left..<right {
                let dx = Double(px) + 0.5 - cx, dy = Double(py) + 0.5 - cy
                let d = (dx * dx + dy * dy).squareRoot()
                let outside = min(max(outer + 0.5 - d, 0), 1)
                let hole = inner > 0 ? min(max(inner + 0.5 - d, 0), 1) : 0
                blend(px, py, color, coverage: outside - hole)
            }
        }
    }

    private mutating func blend(_ x: Int, _ y: Int, _ color: RGBA, coverage: Double) {
        guard coverage > 0 else { return }
        let c = min(coverage, 1)
        let old = bitmap[x, y]
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - c) + Double(b) * c).rounded()) }
        bitmap[x, y] = RGBA(r: mix(old.r, color.r), g: mix(old.g, color.g), b: mix(old.b, color.b))
    }
}
