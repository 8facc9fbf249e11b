import CCairo
import CPango

extension Canvas {
    /// Draws a label's text in `rect` with the very layout `Typesetter.measure` uses, centred
    /// vertically like UILabel (or from the top, like UITextView, with `fromTop`). A frame
    /// shorter than the text shows the lines that fit (ellipsizing the last one in truncating
    /// modes). Text that may shrink or tighten is drawn as `Typesetter.fit` says.
    func drawText(_ style: TextStyle, in rect: SceneRect, fromTop: Bool = false) throws(RenderError) {
        try TextLock.around { () throws(RenderError) in try drawTextHoldingLock(style, in: rect, fromTop: fromTop) }
    }

    private func drawTextHoldingLock(_ style: TextStyle, in rect: SceneRect, fromTop: Bool) throws(RenderError) {
        guard !style.text.isEmpty, rect.width > 0 else { return }
        let adjusts = !fromTop && (style.fitting.shrinks || style.fitting.allowsTightening)
        let fit = adjusts ? Typesetter.fit(style, width: rect.width, height: rect.height) : nil
        let scale = fit?.scale ?? 1, tracking = fit?.tracking ?? 0
        guard let text, var layout = TextLayout(style, width: rect.width, scale: scale, tracking: tracking, in: text) else {
            throw .cairo("Pango could not create a text layout")
        }
        var lines = layout.visibleLines()
        let tolerance = 0.5  // a frame snapped a fraction of a pixel short still shows its lines
        if let last = lines.last, last.bottom - (lines.first?.top ?? 0) > rect.height + tolerance {
            if style.truncates, let shorter = TextLayout(style, width: rect.width, maxHeight: rect.height + tolerance,
                                                         scale: scale, tracking: tracking, in: text) {
                layout = shorter
                lines = layout.visibleLines()
            } else {
                lines = layout.visibleLines(maxHeight: rect.height)
            }
        }
        guard let first = lines.first, let last = lines.last else { return }
        var top = fromTop ? rect.y - first.top : rect.y + (rect.height - (last.bottom - first.top)) / 2 - first.top
        if let fit, !fit.isUnchanged { top = rect.y + fit.firstBaseline - first.baseline }
        let decorations = TextDecorations(layout: layout, context: text)
        try saved { () throws(RenderError) in
            // Text that is cut rather than ellipsized must not spill out of its label.
            let cuts = layout.wrapWidth == nil || style.lineBreak == .clip
            if cuts {
                cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
                cairo_clip(cr)
            }
            for line in lines {
                // Pango aligns wrapped lines itself; an unbounded single line is aligned here,
                // and one wider than the frame starts at its leading edge (cut at the trailing one).
                let factor = line.width > rect.width ? (style.isRightToLeft ? 1 : 0) : layout.alignmentFactor
                let x = layout.wrapWidth == nil ? rect.x + (rect.width - line.width) * factor : rect.x + line.x
                decorations.fillBackgrounds(line, at: x, top: top, on: self)
                cairo_save(cr)
                if cuts {
                    // UILabel shows whole glyphs (whole words, wrapping by word) and no part of the next.
                    let span = layout.shownSpan(line, at: x, left: rect.x, right: rect.maxX)
                    cairo_rectangle(cr, span.left, rect.y, max(0, span.right - span.left), rect.height)
                    cairo_clip(cr)
                }
                setColor(style.color)
                cairo_move_to(cr, x, top + line.baseline)
                pango_cairo_show_layout_line(cr, line.line)
                decorations.drawLines(line, at: x, baseline: top + line.baseline, on: self)
                cairo_restore(cr)
            }
        }
    }
}

extension TextLayout {
    /// The horizontal span of a line drawn at `x` that a frame from `left` to `right` shows:
    /// up to the last whole glyph inside it (the last whole word when wrapping by word).
    func shownSpan(_ line: TextLine, at x: Double, left: Double, right: Double) -> (left: Double, right: Double) {
        var span = (left: left, right: right)
        if x + line.width > right + 1.0 / 1024, let edges = graphemeEdges(line, at: right - x) {
            var cut = edges.index
            if style.lineBreak == .wordWrap, let space = lastSpace(before: cut, in: line) { cut = space }
            span.right = min(right, x + graphemeExtent(line, cut).lowerBound)
        }
        if x < left - 1.0 / 1024, let edges = graphemeEdges(line, at: left - x) {
            span.left = max(left, x + edges.span.upperBound)
        }
        return span
    }

    /// The grapheme at `offset` points into a line: its byte index and horizontal extent.
    private func graphemeEdges(_ line: TextLine, at offset: Double) -> (index: Int32, span: ClosedRange<Double>)? {
        var index: Int32 = 0
        var trailing: Int32 = 0
        pango_layout_line_x_to_index(line.line, Self.pangoUnits(max(0, offset)), &index, &trailing)
        return (index, graphemeExtent(line, index))
    }

    /// The extent of the grapheme at byte `index`, from its leading and trailing edges.
    private func graphemeExtent(_ line: TextLine, _ index: Int32) -> ClosedRange<Double> {
        var leading: Int32 = 0
        var trailing: Int32 = 0
        pango_layout_line_index_to_x(line.line, index, 0, &leading)
        pango_layout_line_index_to_x(line.line, index, 1, &trailing)
        let a = Double(leading) / Self.unitsPerPoint, b = Double(trailing) / Self.unitsPerPoint
        return min(a, b)...max(a, b)
    }

    /// The last space in `line` before byte `index`, past the line's first byte.
    private func lastSpace(before index: Int32, in line: TextLine) -> Int32? {
        let start = Int(line.line.pointee.start_index)
        var byte = min(Int(index), utf8.count) - 1
        while byte > start {
            if utf8[byte] == 32 { return Int32(byte) }
            byte -= 1
        }
        return nil
    }
}
