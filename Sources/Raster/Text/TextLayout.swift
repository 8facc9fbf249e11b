import CPango

/// One label's Pango layout, configured the same way for measuring and for drawing, so a
/// label's measured size and its pixels agree.
///
/// Steps:
/// 1. font: the family match, weight, style and an absolute size (points at 72 dpi);
/// 2. wrapping: word (falling back to characters for long words) or character wrap at the
///    width; a single-line label is never wrapped;
/// 3. line limit: truncating modes ellipsize the last allowed line; the other modes keep the
///    first `lines` lines (see `visibleLines`);
/// 4. alignment in absolute terms (`natural` follows the base direction);
/// 5. attributed text: each run's font, color and kerning as Pango attributes over its
///    bytes (see `TextLayout+Attributes.swift`), lines stacked by `LineStack`.
///
/// `scale` multiplies every font size and kerning (text shrunk to fit, see `TextFit`);
/// `tracking` is letter spacing added to every character (negative: tightened).
final class TextLayout {
    /// Pango's 1024 units per point.
    static let unitsPerPoint = Double(PANGO_SCALE)
    /// `PANGO_GLYPH_UNKNOWN_FLAG`: set on glyphs that no font had (drawn as hex boxes).
    static let unknownGlyphFlag: PangoGlyph = 0x1000_0000

    let layout: OpaquePointer
    let style: TextStyle
    /// The wrap width given to Pango, or nil when the text is laid out unbounded.
    let wrapWidth: Double?
    /// UIKit's line metrics when the font is the system font (nil: Pango's own lines).
    let grid: SystemLineGrid?
    /// The factor font sizes and kerning are drawn at (1: as given).
    let scale: Double
    /// Points added after every character, on top of runs' kerning.
    let tracking: Double
    let utf8: [UInt8]
    /// The fonts a user's folder adds (empty: the bundled fonts alone).
    /// The family, weight, slant and system-font tracking Pango is asked for.
    let choice: FontChoice
    /// The byte range of each run in the text, in order.
    let runRanges: [Range<Int>]
    /// Each run's font as chosen for Pango (the label's `choice` where the run keeps its font).
    let runChoices: [FontChoice]

    /// Lays out `style` at `width` points (nil: unbounded), keeping at most `maxHeight`
    /// points of lines when given (a frame shorter than the text).
    init?(_ style: TextStyle, width: Double?, maxHeight: Double? = nil, scale: Double = 1, tracking: Double = 0,
          in context: TextContext) {
        guard let layout = pango_layout_new(context.context(rightToLeft: style.isRightToLeft)) else { return nil }
        self.layout = layout
        self.style = style
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.tracking = tracking.isFinite ? tracking : 0
        self.utf8 = Array(style.text.utf8)
        let bounded = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        // A single line is cut or ellipsized at the width, never wrapped.
        self.wrapWidth = style.isSingleLine && !style.truncates ? nil : bounded
        self.grid = SystemLineGrid(style, size: Self.pointSize(style) * self.scale)
        let faces = context.library.folderFaces
        let choice = FontChoice(style.font, size: Self.pointSize(style) * self.scale, faces: faces)
        self.choice = choice
        var start = 0
        self.runRanges = style.runs.map { run in
            defer { start += run.text.utf8.count }
            return start..<(start + run.text.utf8.count)
        }
        self.runChoices = style.runs.map { [scale = self.scale] run in
            run.font == style.font ? choice : FontChoice(run.font, size: Self.pointSize(run.font) * scale, faces: faces)
        }
        configure(maxHeight: maxHeight)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    private func configure(maxHeight: Double?) {
        let font = Self.fontDescription(choice, size: Self.pointSize(style) * scale)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)

        pango_layout_set_auto_dir(layout, 0)  // the style's direction decides, not the text
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        pango_layout_set_wrap(layout, style.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        setAttributes()
        if let wrapWidth { pango_layout_set_width(layout, Self.pangoUnits(wrapWidth)) }
        pango_layout_set_alignment(layout, pangoAlignment)
        pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
        if style.truncates, wrapWidth != nil { limitLines(maxHeight: maxHeight) }
    }

    /// The font size Pango is given: the style's, kept to sane bounds.
    static func pointSize(_ style: TextStyle) -> Double { pointSize(style.font) }

    /// A font's size kept to sane bounds.
    static func pointSize(_ font: FontDescriptor) -> Double {
        font.size.isFinite ? min(10_000, max(0.01, font.size)) : FontDescriptor.body.size
    }

    /// Ellipsizes after `style.lines` lines, or at `maxHeight` points, whichever comes first.
    private func limitLines(maxHeight: Double?) {
        let mode: PangoEllipsizeMode = switch style.lineBreak {
        case .truncateHead: PANGO_ELLIPSIZE_START
        case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
        var limit = maxHeight.flatMap { $0.isFinite ? $0 : nil }
        lazy var lines = pangoLines()  // one walk over Pango's lines serves both uses below
        // A frame's height counts lines on UIKit's grid; Pango's limit counts its own boxes.
        if let frame = limit, style.isAttributed {
            // Stacked lines differ from Pango's: count the ones that fit, then give Pango
            // the bottom of the last of them in its own boxes.
            let fitting = max(1, allLines().prefix { $0.bottom <= frame }.count)
            limit = fitting < lines.count ? lines[fitting - 1].bottom : nil
        } else if let frame = limit, let grid, grid.applies(to: lines, text: style.text) {
            limit = grid.pangoLimit(for: frame, lines: lines)
        }
        // Pango's "-n lines" limit counts per paragraph; UILabel's counts the whole text.
        // One paragraph: use it. Several: measure the height of the first n lines instead.
        if style.lines > 0, limit == nil, !utf8.contains(10), !utf8.contains(13) {
            pango_layout_set_height(layout, -Int32(clamping: style.lines))
        } else if style.lines > 0 {
            if lines.count > style.lines {
                let bottom = lines[style.lines - 1].bottom
                limit = min(limit ?? bottom, bottom)
            }
        }
        if let limit {
            pango_layout_set_height(layout, max(1, Self.pangoUnits(limit)))
        } else if style.lines == 0 {
            return  // unlimited lines and no height: nothing is ever cut
        }
        pango_layout_set_ellipsize(layout, mode)
    }

    /// Points as Pango units, clamped to what Pango's 32-bit fields hold.
    static func pangoUnits(_ points: Double) -> Int32 {
        let units = (points * unitsPerPoint).rounded()
        return units.isNaN ? 0 : Int32(min(Double(Int32.max), max(0, units)))
    }

    private var pangoAlignment: PangoAlignment {
        switch style.alignment {
        case .left: PANGO_ALIGN_LEFT
        case .right: PANGO_ALIGN_RIGHT
        case .center: PANGO_ALIGN_CENTER
        case .natural, .justified: style.isRightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
    }

    /// The fraction of spare width that goes to the left of a line (for unbounded layouts,
    /// which Pango cannot align itself).
    var alignmentFactor: Double {
        switch pangoAlignment {
        case PANGO_ALIGN_RIGHT: 1
        case PANGO_ALIGN_CENTER: 0.5
        default: 0
        }
    }

    /// Whether Pango replaced text with an ellipsis.
    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }
}

/// One laid-out line, in points, relative to the layout's top-left corner.
struct TextLine {
    let line: UnsafeMutablePointer<PangoLayoutLine>
    /// Left edge of the line's logical extent (includes Pango's alignment offset).
    let x: Double
    let width: Double
    let top: Double
    let bottom: Double
    let baseline: Double
}

extension TextLayout {
    /// Every line, top to bottom: on UIKit's line grid for the system font, else as Pango
    /// laid them out.
    func allLines() -> [TextLine] {
        let lines = pangoLines()
        if style.isAttributed { return stacked(lines) }
        guard let grid, grid.applies(to: lines, text: style.text) else { return lines }
        return grid.place(lines)
    }

    /// Every line Pango produced, top to bottom, in Pango's own line boxes.
    func pangoLines() -> [TextLine] {
        guard let iterator = pango_layout_get_iter(layout) else { return [] }
        defer { pango_layout_iter_free(iterator) }
        var lines: [TextLine] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            let scale = Self.unitsPerPoint
            var width = Double(logical.width) / scale + lineEndSpacing(line.pointee)
            // An ellipsized line never spills past the width Pango was given (its spacing
            // around the ellipsis can, by a fraction of a unit).
            if let wrapWidth, isEllipsized { width = min(width, wrapWidth) }
            lines.append(TextLine(line: line, x: Double(logical.x) / scale, width: width,
                                  top: Double(logical.y) / scale, bottom: Double(logical.y + logical.height) / scale,
                                  baseline: Double(pango_layout_iter_get_baseline(iterator)) / scale))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// The lines a label shows: all of them, or the first `style.lines` for modes that cut
    /// rather than ellipsize (Pango already stopped at the limit for ellipsizing modes).
    func visibleLines(maxHeight: Double? = nil) -> [TextLine] {
        var lines = allLines()
        if style.lines > 0, lines.count > style.lines { lines.removeLast(lines.count - style.lines) }
        if let maxHeight, !style.truncates {
            // Like a text container of limited height: only lines that fit (at least one).
            let tolerance = 0.5
            let fitting = lines.prefix { $0.bottom <= maxHeight + tolerance }.count
            if fitting < lines.count { lines.removeLast(lines.count - max(1, fitting)) }
        }
        return lines
    }

    /// The metrics of the visible lines.
    func metrics(lines: [TextLine]) -> TextMetrics {
        guard let first = lines.first, let last = lines.last, !utf8.isEmpty else {
            return TextMetrics(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
        }
        let missing = missingGlyphs()
        return TextMetrics(width: lines.map(\.width).max() ?? 0, height: last.bottom - first.top,
                           firstBaseline: first.baseline - first.top, lastBaseline: last.baseline - first.top,
                           lineCount: lines.count, missingGlyphs: missing.characters,
                           missingGlyphCount: missing.count)
    }
}
