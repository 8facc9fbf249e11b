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
    /// Pango makes taller than this holds a fallback font (Chinese, Arabic) whose own
    /// height UIKit would also honour, so such text keeps Pango's line boxes.
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

    /// Whether Pango's lines can move onto the grid: none is taller than an Inter line
    /// (a fallback font's line keeps its own height, as UIKit's would).
    func applies(to lines: [TextLine]) -> Bool {
        // Pango rounds the ascent and descent to its units: allow 1 %, far below the
        // bundled fallbacks' taller lines (Noto Sans CJK's are 1.45 em).
        let inter = size * Self.interLineHeightPerEm * 1.01
        return lines.allSatisfy { $0.bottom - $0.top <= inter }
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
