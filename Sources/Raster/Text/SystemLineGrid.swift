/// UIKit's vertical metrics for the system font, which text in San Francisco's place is laid
/// out on: lines `lineHeight` apart, each baseline `ascender` below its line's top.
///
/// San Francisco (Text and Display alike) has 2048 units per em, an ascender of 1950, a
/// descender of 494 and no line gap, so `UIFont.systemFont(ofSize: 17).lineHeight` is
/// 17 × 2444 / 2048 = 20.287 points and a one-line label is 20.333 tall on a 3× screen
/// (20.5 on 2×). The recorded frames of public storyboards agree at every size from 12 to
/// 50 points (CONFORMANCE.md, "Text"). The bundled Inter is taller (ascender 2728, descender
/// 680 of 2816 units: 1.21 em), so its own line boxes would make every label a little
/// taller than iOS's.
struct SystemLineGrid {
    /// San Francisco's ascender and line height, in ems.
    static let ascenderPerEm = 1950.0 / 2048
    static let lineHeightPerEm = 2444.0 / 2048
    /// The bundled Inter's line height (ascent 2728 + descent 680 of 2816 units), in ems: a line
    /// Pango makes taller than this holds a fallback font (Chinese, Hebrew, Arabic); see
    /// ``applies(to:text:)`` for which keep their own line boxes.
    static let interLineHeightPerEm = 3408.0 / 2816

    /// The font size in points.
    let size: Double
    let lineHeight: Double
    let ascender: Double

    init(size: Double) {
        self.size = size
        lineHeight = size * Self.lineHeightPerEm
        ascender = size * Self.ascenderPerEm
    }

    /// The grid for `style`, when its font is the system font (San Francisco by any of its
    /// names): nil for other families, whose metrics are the bundled font's own.
    init?(_ style: TextStyle, size: Double) {
        guard style.font.familyMatch.isSanFrancisco else { return nil }
        self.init(size: size)
    }

    /// A height on this grid as the same number of lines in Pango's taller Inter boxes
    /// (for Pango's own height limit when ellipsizing).
    func pangoHeight(for height: Double) -> Double {
        height / lineHeight * size * Self.interLineHeightPerEm
    }

    /// Whether Pango's lines are Inter's own: none is taller than an Inter line (a fallback
    /// font's lines are: Noto Sans CJK's are 1.45 em).
    func fitsInter(_ lines: [TextLine]) -> Bool {
        // Pango rounds the ascent and descent to its units: allow 1 %, far below the
        // bundled fallbacks' taller lines.
        let inter = size * Self.interLineHeightPerEm * 1.01
        return lines.allSatisfy { $0.bottom - $0.top <= inter }
    }

    /// Whether text with these lines is laid out on the grid. Chinese, Japanese and Korean
    /// text in the system font keeps San Francisco's lines whatever the fallback face: Xcode
    /// records such one-line labels at 17 points 21 or 20.5 tall, as Latin ones (91 of the 93
    /// in public documents, the other two sized by constraints; Noto Sans CJK's own lines
    /// would make them 25). Hebrew and Arabic fallbacks keep their taller lines (no public
    /// document to tell otherwise).
    func applies(to lines: [TextLine], text: String) -> Bool {
        fitsInter(lines) || !Self.hasTallScript(text)
    }

    /// Whether `text` holds Hebrew or Arabic, whose bundled faces keep their own line heights.
    private static func hasTallScript(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: true
            default: false
            }
        }
    }

    /// The bottom of the last of Pango's `lines` that fit in `height` points of grid lines
    /// (at least one), for Pango's own height limit; nil when they all fit.
    func pangoLimit(for height: Double, lines: [TextLine]) -> Double? {
        if fitsInter(lines) { return pangoHeight(for: height) }
        let fitting = max(1, Int((height / lineHeight + 1e-9).rounded(.down)))
        return fitting < lines.count ? lines[fitting - 1].bottom : nil
    }

    /// The lines moved onto the grid: line i spans i × lineHeight to (i + 1) × lineHeight.
    func place(_ lines: [TextLine]) -> [TextLine] {
        lines.enumerated().map { index, line in
            let top = Double(index) * lineHeight
            return TextLine(line: line.line, x: line.x, width: line.width, top: top, bottom: top + lineHeight,
                            baseline: top + ascender)
        }
    }
}
