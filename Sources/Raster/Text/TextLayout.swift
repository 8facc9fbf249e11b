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
/// 4. alignment in absolute terms (`natural` follows the base direction).
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
    private let utf8: [UInt8]
    /// The family, weight, slant and tracking Pango is asked for.
    let choice: FontChoice

    /// Lays out `style` at `width` points (nil: unbounded), keeping at most `maxHeight`
    /// points of lines when given (a frame shorter than the text).
    init?(_ style: TextStyle, width: Double?, maxHeight: Double? = nil, in context: TextContext) {
        guard let layout = pango_layout_new(context.context(rightToLeft: style.isRightToLeft)) else { return nil }
        self.layout = layout
        self.style = style
        self.utf8 = Array(style.text.utf8)
        let bounded = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        // A single line is cut or ellipsized at the width, never wrapped.
        self.wrapWidth = style.isSingleLine && !style.truncates ? nil : bounded
        self.grid = SystemLineGrid(style, size: Self.pointSize(style))
        self.choice = FontChoice(style.font, size: Self.pointSize(style), faces: context.library.folderFaces)
        configure(maxHeight: maxHeight)
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    private func configure(maxHeight: Double?) {
        let font = pango_font_description_new()
        choice.family.withCString { pango_font_description_set_family(font, $0) }
        pango_font_description_set_weight(font, PangoWeight(UInt32(min(1000, max(100, choice.weight)))))
        pango_font_description_set_style(font, choice.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(font, Self.pointSize(style) * Self.unitsPerPoint)
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)

        pango_layout_set_auto_dir(layout, 0)  // the style's direction decides, not the text
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
        pango_layout_set_wrap(layout, style.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        // UIKit breaks inside a word without adding a hyphen; Pango adds one by default.
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if style.font.monospacedDigits {
            pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))
        }
        if choice.tracking != 0 {
            let units = Int32((choice.tracking * Self.unitsPerPoint).rounded())
            for range in SystemTracking.trackedRanges(style.text) {
                let attribute = pango_attr_letter_spacing_new(units)
                pango_attr_list_insert(attributes, stacksnap_attribute_range(attribute, UInt32(range.lowerBound),
                                                                             UInt32(range.upperBound)))
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let wrapWidth { pango_layout_set_width(layout, Self.pangoUnits(wrapWidth)) }
        pango_layout_set_alignment(layout, pangoAlignment)
        pango_layout_set_justify(layout, style.alignment == .justified ? 1 : 0)
        if style.truncates, wrapWidth != nil { limitLines(maxHeight: maxHeight) }
    }

    /// The font size Pango is given: the style's, kept to sane bounds.
    static func pointSize(_ style: TextStyle) -> Double {
        style.font.size.isFinite ? min(10_000, max(0.01, style.font.size)) : FontDescriptor.body.size
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
        if let frame = limit, let grid, grid.applies(to: lines) { limit = grid.pangoHeight(for: frame) }
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
        guard let grid, grid.applies(to: lines) else { return lines }
        return grid.place(lines)
    }

    /// The tracking after a line's last character, when the system font draws it (Pango
    /// spaces letters only between them; UIKit after every one).
    private func trailing(after line: PangoLayoutLine) -> Double {
        guard choice.tracking != 0, line.length > 0 else { return 0 }
        var end = Int(line.start_index) + Int(line.length)
        // Skip a line's trailing newline bytes, then back up to the last scalar's first byte.
        while end > Int(line.start_index), utf8[end - 1] == 10 || utf8[end - 1] == 13 { end -= 1 }
        guard end > Int(line.start_index) else { return 0 }
        var start = end - 1
        while start > Int(line.start_index), utf8[start] & 0xC0 == 0x80 { start -= 1 }
        guard let scalar = String(decoding: utf8[start..<end], as: UTF8.self).unicodeScalars.first else { return 0 }
        return SystemTracking.isTracked(scalar) ? choice.tracking : 0
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
            var width = Double(logical.width) / scale + trailing(after: line.pointee)
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
