import CCairo
import CPango
import Pixels

/// A cairo context drawing in canvas points at a pixel scale, with the few path and paint
/// helpers the scene drawing needs.
///
/// Rectangles without rounded corners are filled without antialiasing, so frames on the
/// pixel grid (and hairlines of `1 / scale` points) come out crisp; curves are antialiased.
///
/// The built-in drawings (controls, bars, table cell chrome) take their system colors from
/// `palette`, the scene's appearance.
final class Canvas {
    let cr: OpaquePointer
    let scale: Double
    let text: TextContext?
    let palette: ScenePalette

    init(_ cr: OpaquePointer, scale: Double, text: TextContext?, palette: ScenePalette) {
        self.cr = cr
        self.scale = scale
        self.text = text
        self.palette = palette
    }

    func setColor(_ color: RGBA, alpha: Double = 1) {
        cairo_set_source_rgba(cr, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255,
                              Double(color.a) / 255 * alpha)
    }

    /// Adds a rectangle, rounded when `radius > 0` (clamped to half the shorter side).
    func addRect(_ rect: SceneRect, radius: Double = 0) {
        let r = min(max(0, radius.isFinite ? radius : 0), min(rect.width, rect.height) / 2)
        guard r > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let halfPi = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.y + r, r, -halfPi, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, halfPi)
        cairo_arc(cr, rect.x + r, rect.maxY - r, r, halfPi, 2 * halfPi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, 2 * halfPi, 3 * halfPi)
        cairo_close_path(cr)
    }

    /// Antialiasing on for curves, off for axis-aligned rectangles.
    func setSmooth(_ smooth: Bool) {
        cairo_set_antialias(cr, smooth ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// Fills a (rounded) rectangle with a color.
    func fill(_ rect: SceneRect, radius: Double = 0, color: RGBA, alpha: Double = 1) {
        setSmooth(radius > 0)
        addRect(rect, radius: radius)
        setColor(color, alpha: alpha)
        cairo_fill(cr)
    }

    /// Fills the ring between a (rounded) rectangle and the same rectangle inset by `width`,
    /// i.e. a border inside the frame whose inner corners follow `radius - width`.
    func fillBorder(_ rect: SceneRect, radius: Double, width: Double, color: RGBA, alpha: Double = 1) {
        let w = min(snapToPixels(width), min(rect.width, rect.height) / 2)
        guard w > 0 else { return }
        setSmooth(radius > 0)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        addRect(rect, radius: radius)
        let inner = rect.inset(by: SceneInsets(top: w, left: w, bottom: w, right: w))
        if inner.width > 0, inner.height > 0 { addRect(inner, radius: max(0, radius - w)) }
        setColor(color, alpha: alpha)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// A length rounded to whole device pixels, at least one: borders stay crisp and a
    /// hairline never vanishes.
    func snapToPixels(_ length: Double) -> Double {
        guard length.isFinite, length > 0 else { return 0 }
        return max(1, (length * scale).rounded()) / scale
    }

    /// A coordinate moved to the nearest pixel centre (where a one-pixel line is crisp).
    func pixelCenter(_ value: Double) -> Double {
        ((value * scale - 0.5).rounded() + 0.5) / scale
    }

    /// Runs `body` between `cairo_save` and `cairo_restore`.
    func saved(_ body: () throws(RenderError) -> Void) throws(RenderError) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        try body()
    }
}

extension RGBA {
    /// The same color without its alpha: for a drawing that derives a translucent color from
    /// a palette color's hue at an alpha of its own.
    var opaque: RGBA { RGBA(r: r, g: g, b: b) }
}
