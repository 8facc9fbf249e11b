import CCairo
import Pixels

extension Canvas {
    /// Draws a symbol in one color, its 24×24 design box placed by the content mode.
    func drawSymbol(_ name: SymbolName, color: RGBA, mode: ContentMode, in frame: SceneRect) {
        let box = mode.placement(of: SymbolName.naturalSize, in: frame)
        guard box.width > 0, box.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, box.x, box.y)
        cairo_scale(cr, box.width / SymbolName.naturalSize.width, box.height / SymbolName.naturalSize.height)
        setSmooth(true)
        setColor(color)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        let shape = SymbolShape(name)
        if let cutout = shape.cutout {
            // A solid shape with a stroke knocked out of it (the check in checkmark.circle.fill):
            // drawn in a group so the knock-out clears only the shape. The clip keeps the
            // group surface as small as the symbol instead of the whole canvas.
            cairo_rectangle(cr, 0, 0, SymbolName.naturalSize.width, SymbolName.naturalSize.height)
            cairo_clip(cr)
            cairo_push_group(cr)
            shape.outline(cr)
            cairo_fill(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cutout(cr)
            cairo_set_line_width(cr, shape.lineWidth)
            cairo_stroke(cr)
            cairo_pop_group_to_source(cr)
            cairo_paint(cr)
            return
        }
        shape.outline(cr)
        if shape.filled {
            cairo_fill(cr)
        } else {
            cairo_set_line_width(cr, shape.lineWidth)
            cairo_stroke(cr)
        }
        if let extra = shape.extra {  // an inner mark drawn over an outline (checkmark.circle)
            extra(cr)
            cairo_stroke(cr)
        }
    }
}
