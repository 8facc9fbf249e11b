import CCairo
import CPango

extension Canvas {
    /// Draws a label's text in `rect` with the very layout `Typesetter.measure` uses, centred
    /// vertically like UILabel (or from the top, like UITextView, with `fromTop`). A frame
    /// shorter than the text shows the lines that fit (ellipsizing the last one in truncating
    /// modes).
    func drawText(_ style: TextStyle, in rect: SceneRect, fromTop: Bool = false) throws(RenderError) {
        guard !style.text.isEmpty, rect.width > 0 else { return }
        guard let text, var layout = TextLayout(style, width: rect.width, in: text) else {
            throw .cairo("Pango could not create a text layout")
        }
        var lines = layout.visibleLines()
        let tolerance = 0.5  // a frame snapped a fraction of a pixel short still shows its lines
        if let last = lines.last, last.bottom - (lines.first?.top ?? 0) > rect.height + tolerance {
            if style.truncates, let shorter = TextLayout(style, width: rect.width, maxHeight: rect.height + tolerance, in: text) {
                layout = shorter
                lines = layout.visibleLines()
            } else {
                lines = layout.visibleLines(maxHeight: rect.height)
            }
        }
        guard let first = lines.first, let last = lines.last else { return }
        let top = fromTop ? rect.y - first.top : rect.y + (rect.height - (last.bottom - first.top)) / 2 - first.top
        try saved { () throws(RenderError) in
            // Text that is cut rather than ellipsized must not spill out of its label.
            if layout.wrapWidth == nil || style.lineBreak == .clip {
                cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
                cairo_clip(cr)
            }
            setColor(style.color)
            for line in lines {
                // Pango aligns wrapped lines itself; an unbounded single line is aligned here.
                let x = layout.wrapWidth == nil
                    ? rect.x + (rect.width - line.width) * layout.alignmentFactor
                    : rect.x + line.x
                cairo_move_to(cr, x, top + line.baseline)
                pango_cairo_show_layout_line(cr, line.line)
            }
        }
    }
}
