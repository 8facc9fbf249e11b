import CCairo
import Pixels

extension Canvas {
    /// Draws a symbol in one color, its 24×24 design box placed by the content mode.
    func drawSymbol(_ symbol: Symbol, color: RGBA, mode: ContentMode, in frame: SceneRect) {
        let box = mode.placement(of: Symbol.naturalSize, in: frame)
        guard box.width > 0, box.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_translate(cr, box.x, box.y)
        cairo_scale(cr, box.width / Symbol.naturalSize.width, box.height / Symbol.naturalSize.height)
        setSmooth(true)
        setColor(color)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        if let shape = SymbolName(rawValue: symbol.name) {
            drawShape(SymbolShape(shape))
        } else if let entry = OutlineSymbols.library[symbol.name] {
            drawOutline(entry)
        }
    }

    private func drawShape(_ shape: SymbolShape) {
        if let cutout = shape.cutout {
            // A solid shape with a stroke knocked out of it (the check in checkmark.circle.fill):
            // drawn in a group so the knock-out clears only the shape. The clip keeps the
            // group surface as small as the symbol instead of the whole canvas.
            cairo_rectangle(cr, 0, 0, Symbol.naturalSize.width, Symbol.naturalSize.height)
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

    /// The icon set's strokes, 1.8 points wide like the built-in shapes (the set's own 2
    /// reads heavier than SF Symbols at their regular weight).
    private static let outlineWidth = 1.8

    /// An outline icon; a solid variant fills the icon's container shape (the largest) and
    /// the closed shapes outside it, and knocks the marks inside it out of the fill, the way
    /// SF Symbols' `.fill` variants draw (`play.circle.fill`: a disc with a triangle cut
    /// out). Open strokes outside a closed container stay strokes (a lock's shackle); an
    /// icon without a closed container (a bell) is filled whole.
    private func drawOutline(_ entry: OutlineSymbols.Entry) {
        cairo_set_line_width(cr, Self.outlineWidth)
        guard entry.solid else {
            for shape in entry.shapes {
                trace(shape)
                shape.filled ? cairo_fill(cr) : cairo_stroke(cr)
            }
            return
        }
        let inner = OutlineSymbols.inner(entry.shapes)
        let hasContainer = OutlineSymbols.closedContainer(entry.shapes) != nil
        cairo_rectangle(cr, -1, -1, Symbol.naturalSize.width + 2, Symbol.naturalSize.height + 2)
        cairo_clip(cr)
        cairo_push_group(cr)
        for (index, shape) in entry.shapes.enumerated() where !inner.contains(index) {
            trace(shape)
            if shape.isClosed || shape.filled || !hasContainer { cairo_fill_preserve(cr) }
            cairo_stroke(cr)
        }
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        for index in inner.sorted() {
            let shape = entry.shapes[index]
            trace(shape)
            if shape.isClosed || shape.filled { cairo_fill_preserve(cr) }
            cairo_stroke(cr)
        }
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    private func trace(_ shape: OutlineSymbols.Shape) {
        cairo_new_path(cr)
        for command in shape.commands {
            switch command {
            case let .move(x, y): cairo_move_to(cr, x, y)
            case let .line(x, y): cairo_line_to(cr, x, y)
            case let .curve(x1, y1, x2, y2, x, y): cairo_curve_to(cr, x1, y1, x2, y2, x, y)
            case .close: cairo_close_path(cr)
            }
        }
    }
}
