import CCairo
import Pixels

extension Canvas {
    /// Draws debug marks: one-pixel outlines and lines, and tags (10-point semibold white
    /// text on a pill of the mark's color).
    func draw(_ mark: OverlayMark) throws(RenderError) {
        switch mark {
        case let .rect(rect, color, dashed):
            guard rect.isDrawable else { return }
            strokeOutline(rect, color: color, dashed: dashed)
        case let .line(from, to, color, dashed):
            guard [from.x, from.y, to.x, to.y].allSatisfy(\.isFinite) else { return }
            // Axis-aligned lines sit on pixel centres so they cover exactly one pixel row/column.
            let axisAligned = from.x == to.x || from.y == to.y
            let snap: (Double) -> Double = axisAligned ? pixelCenter : { $0 }
            setSmooth(!axisAligned)
            cairo_set_line_width(cr, 1 / scale)
            setDash(dashed)
            cairo_move_to(cr, from.x == to.x ? snap(from.x) : from.x, from.y == to.y ? snap(from.y) : from.y)
            cairo_line_to(cr, from.x == to.x ? snap(to.x) : to.x, from.y == to.y ? snap(to.y) : to.y)
            setColor(color)
            cairo_stroke(cr)
            setDash(false)
        case let .tag(label, point, color):
            guard point.x.isFinite, point.y.isFinite, !label.isEmpty else { return }
            let style = TextStyle(text: label, font: FontDescriptor(size: 10, weight: 600),
                                  color: RGBA(r: 255, g: 255, b: 255), lines: 1, alignment: .center)
            let size = Typesetter.measure(style, maxWidth: nil)
            let pill = SceneRect(x: point.x, y: point.y, width: (size.width + 8).rounded(.up),
                                 height: (size.height + 3).rounded(.up))
            fill(pill, radius: pill.height / 2, color: color)
            try drawText(style, in: pill)
        }
    }
}
