import CPango

/// How attributed text's lines are stacked: each line as tall as the fonts on it, spaced
/// by the paragraph style (`ParagraphStyle`).
///
/// A line whose fonts are all the system font, with no taller Hebrew or Arabic fallback
/// glyphs, takes UIKit's San Francisco metrics for the largest of them (ascent 1950, descent
/// 494 of 2048 units per em, as `SystemLineGrid`); any other line keeps Pango's ascent and
/// descent for it.
extension TextLayout {
    /// `lines` (Pango's, top to bottom) stacked from the top.
    func stacked(_ lines: [TextLine]) -> [TextLine] {
        let paragraph = style.paragraph ?? ParagraphStyle()
        let ranges = runRanges
        var top = 0.0
        var result: [TextLine] = []
        for (index, line) in lines.enumerated() {
            let start = Int(line.line.pointee.start_index)
            let (ascent, descent) = naturalMetrics(line, bytes: start..<(start + Int(line.line.pointee.length)),
                                                   ranges: ranges)
            if index > 0 {
                top += paragraph.lineSpacing
                if start > 0, start <= utf8.count, utf8[start - 1] == 10 || utf8[start - 1] == 13 {
                    top += paragraph.paragraphSpacing
                }
            }
            let height = paragraph.lineHeight(natural: ascent + descent)
            result.append(TextLine(line: line.line, x: line.x, width: line.width, top: top, bottom: top + height,
                                   baseline: top + height - descent))
            top += height
        }
        return result
    }

    /// The fonts drawing the bytes `bytes` (the run at the start for an empty line).
    private func fonts(in bytes: Range<Int>, ranges: [Range<Int>]) -> [FontDescriptor] {
        guard !style.runs.isEmpty else { return [style.font] }
        let touched = zip(style.runs, ranges).filter { _, range in
            bytes.isEmpty ? range.contains(bytes.lowerBound) || range.upperBound == bytes.lowerBound
                          : range.overlaps(bytes)
        }.map(\.0.font)
        return touched.isEmpty ? [style.runs.last?.font ?? style.font] : touched
    }

    /// A line's ascent and descent before the paragraph style: San Francisco's for system
    /// text, else Pango's own.
    private func naturalMetrics(_ line: TextLine, bytes: Range<Int>, ranges: [Range<Int>]) -> (Double, Double) {
        let pango = (line.baseline - line.top, line.bottom - line.baseline)
        let fonts = fonts(in: bytes, ranges: ranges)
        guard fonts.allSatisfy(\.familyMatch.isSanFrancisco),
              let size = fonts.map({ Self.pointSize($0) * scale }).max() else { return pango }
        // A Hebrew or Arabic fallback's taller line keeps its own height; Chinese, Japanese
        // and Korean ones take San Francisco's, as plain text's lines do.
        guard SystemLineGrid(size: size).applies(to: [line], text: style.text) else { return pango }
        return (size * SystemLineGrid.ascenderPerEm, size * (SystemLineGrid.lineHeightPerEm - SystemLineGrid.ascenderPerEm))
    }
}
