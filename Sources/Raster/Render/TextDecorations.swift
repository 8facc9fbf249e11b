import CCairo
import CPango
import Pixels

/// The backgrounds, underlines and strikethroughs of attributed text's runs, drawn by hand
/// over the same lines Pango draws, so all three styles (`single`, `double`, `thick`) look
/// alike for both lines and backgrounds span the stacked line boxes.
///
/// A line sits at the run's font's underline (or strikethrough) position, as thick as the
/// font says; `thick` is twice that, `double` two such lines a thickness apart. Lines and
/// backgrounds cover the run's characters as laid out on each line (Pango's x ranges, so
/// right-to-left runs are covered where they are drawn).
struct TextDecorations {
    struct Run {
        let bytes: Range<Int>
        let color: RGBA
        let background: RGBA?
        let underline: TextDecoration?
        let strikethrough: TextDecoration?
        /// The font's underline top and strikethrough top above the baseline, and their
        /// thicknesses, in points.
        let underlinePosition, underlineThickness, strikePosition, strikeThickness: Double
    }

    let runs: [Run]
    let layout: TextLayout

    init(layout: TextLayout, context: TextContext) {
        self.layout = layout
        let pangoContext = context.context(rightToLeft: layout.style.isRightToLeft)
        let style = layout.style
        runs = zip(zip(style.runs, layout.runRanges), layout.runChoices).compactMap { pair, choice in
            let (run, bytes) = pair
            guard run.background != nil || run.underline != nil || run.strikethrough != nil else { return nil }
            let size = TextLayout.pointSize(run.font) * layout.scale
            let font = TextLayout.fontDescription(choice, size: size)
            defer { pango_font_description_free(font) }
            let metrics = pango_context_get_metrics(pangoContext, font, nil)
            defer { pango_font_metrics_unref(metrics) }
            let points = { (units: Int32) in Double(units) / TextLayout.unitsPerPoint }
            return Run(bytes: bytes, color: run.color ?? style.color, background: run.background,
                       underline: run.underline, strikethrough: run.strikethrough,
                       underlinePosition: points(pango_font_metrics_get_underline_position(metrics)),
                       underlineThickness: max(1.0 / 1024, points(pango_font_metrics_get_underline_thickness(metrics))),
                       strikePosition: points(pango_font_metrics_get_strikethrough_position(metrics)),
                       strikeThickness: max(1.0 / 1024, points(pango_font_metrics_get_strikethrough_thickness(metrics))))
        }
    }

    /// The run's horizontal extents on `line` (drawn from `x`), in canvas points.
    private func extents(_ run: Run, on line: TextLine, at x: Double) -> [(Double, Double)] {
        let start = Int(line.line.pointee.start_index)
        let bytes = run.bytes.clamped(to: start..<(start + Int(line.line.pointee.length)))
        guard !bytes.isEmpty else { return [] }
        var ranges: UnsafeMutablePointer<Int32>?
        var count: Int32 = 0
        pango_layout_line_get_x_ranges(line.line, Int32(bytes.lowerBound), Int32(bytes.upperBound), &ranges, &count)
        guard let ranges else { return [] }
        defer { g_free(ranges) }
        // Pango's ranges are in layout coordinates; the line is drawn with its start at `x`.
        return (0..<Int(count)).map { index in
            (x + Double(ranges[2 * index]) / TextLayout.unitsPerPoint - line.x,
             x + Double(ranges[2 * index + 1]) / TextLayout.unitsPerPoint - line.x)
        }
    }

    /// Fills the runs' backgrounds on `line`, its box placed at `top`.
    func fillBackgrounds(_ line: TextLine, at x: Double, top: Double, on canvas: Canvas) {
        for run in runs {
            guard let background = run.background else { continue }
            canvas.setColor(background)
            for (left, right) in extents(run, on: line, at: x) {
                cairo_rectangle(canvas.cr, left, top + line.top, right - left, line.bottom - line.top)
            }
            cairo_fill(canvas.cr)
        }
    }

    /// Draws the runs' underlines and strikethroughs on `line`, whose baseline is at `baseline`.
    func drawLines(_ line: TextLine, at x: Double, baseline: Double, on canvas: Canvas) {
        for run in runs where run.underline != nil || run.strikethrough != nil {
            let spans = extents(run, on: line, at: x)
            canvas.setColor(run.color)
            if let underline = run.underline {
                bars(underline, top: baseline - run.underlinePosition, thickness: run.underlineThickness, spans, canvas)
            }
            if let strike = run.strikethrough {
                bars(strike, top: baseline - run.strikePosition, thickness: run.strikeThickness, spans, canvas)
            }
            cairo_fill(canvas.cr)
        }
    }

    private func bars(_ style: TextDecoration, top: Double, thickness: Double, _ spans: [(Double, Double)],
                      _ canvas: Canvas) {
        let rows: [(Double, Double)] = switch style {
        case .single: [(top, thickness)]
        case .thick: [(top, thickness * 2)]
        case .double: [(top, thickness), (top + thickness * 2, thickness)]
        }
        for (left, right) in spans {
            for (y, height) in rows { cairo_rectangle(canvas.cr, left, y, right - left, height) }
        }
    }
}
