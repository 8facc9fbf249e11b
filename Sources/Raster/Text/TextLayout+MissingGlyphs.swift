import CPango

extension TextLayout {
    /// The characters drawn with Pango's "unknown glyph" (a hex box) because no bundled
    /// font has them: distinct, in text order, plus the total count.
    ///
    /// When the label is ellipsized the hidden part is checked too (on an unwrapped copy),
    /// so the answer does not depend on the width. (Lines past a cutting mode's limit are
    /// still in the layout, so only ellipsizing hides text from this scan.)
    func missingGlyphs() -> (characters: [Character], count: Int) {
        if isEllipsized {
            var whole = style
            whole.lines = 0
            whole.lineBreak = .wordWrap
            guard let context = TextContext.current,
                  let unbounded = TextLayout(whole, width: nil, in: context) else { return ([], 0) }
            return unbounded.scanUnknownGlyphs()
        }
        return scanUnknownGlyphs()
    }

    /// `PANGO_GLYPH_INVALID_INPUT`: carries the unknown flag but marks invalid UTF-8, which
    /// a Swift string never contains.
    private static let invalidInputGlyph: PangoGlyph = 0xFFFF_FFFF

    private func scanUnknownGlyphs() -> (characters: [Character], count: Int) {
        guard pango_layout_get_unknown_glyphs_count(layout) > 0 else { return ([], 0) }
        var offsets: [Int] = []
        var lineList = pango_layout_get_lines_readonly(layout)
        while let lineNode = lineList {
            if let line = lineNode.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                var runList = line.pointee.runs
                while let runNode = runList {
                    if let run = runNode.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) {
                        offsets += unknownOffsets(in: run.pointee)
                    }
                    runList = runNode.pointee.next
                }
            }
            lineList = lineNode.pointee.next
        }
        offsets.sort()
        var characters: [Character] = []
        var seen = Set<Character>()  // only for de-duplication; order comes from `offsets`
        for offset in offsets {
            guard let character = character(atByte: offset) else { continue }
            if seen.insert(character).inserted { characters.append(character) }
        }
        return (characters, offsets.count)
    }

    /// Byte offsets (into the text) of the unknown glyphs of one run.
    private func unknownOffsets(in run: PangoGlyphItem) -> [Int] {
        guard let item = run.item, let glyphs = run.glyphs, let infos = glyphs.pointee.glyphs,
              let clusters = glyphs.pointee.log_clusters else { return [] }
        var result: [Int] = []
        for index in 0..<Int(glyphs.pointee.num_glyphs)
        where infos[index].glyph & Self.unknownGlyphFlag != 0 && infos[index].glyph != Self.invalidInputGlyph {
            result.append(Int(item.pointee.offset) + Int(clusters[index]))
        }
        return result
    }

    /// The character starting at a UTF-8 byte offset of the text.
    private func character(atByte offset: Int) -> Character? {
        let text = style.text.utf8
        guard offset >= 0, offset < text.count else { return nil }
        // Pango offsets fall on scalar boundaries, so the scalar view can be indexed directly.
        let index = text.index(text.startIndex, offsetBy: offset)
        return Character(style.text.unicodeScalars[index])
    }
}
