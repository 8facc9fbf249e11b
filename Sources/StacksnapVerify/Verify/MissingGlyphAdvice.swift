/// What a character no bundled font has would need, for the "drawn as boxes" failure: no
/// record mode can fix such a render, so the message says what would.
///
/// The script of each character is found from its Unicode block; the bundled fonts are
/// Inter (Latin, Greek, Cyrillic), Noto Sans CJK SC subset to GB2312 level 1, and Noto Sans
/// Hebrew and Arabic subset to their blocks.
enum MissingGlyphAdvice {
    /// Unicode blocks (from the Unicode character database's Blocks.txt) and the font they call for.
    private static let needs: [(range: ClosedRange<UInt32>, font: String)] = [
        (0x0530...0x058F, "an Armenian font"),
        (0x0900...0x097F, "a Devanagari font"),
        (0x0980...0x09FF, "a Bengali font"),
        (0x0B80...0x0BFF, "a Tamil font"),
        (0x0E00...0x0E7F, "a Thai font"),
        (0x0E80...0x0EFF, "a Lao font"),
        (0x10A0...0x10FF, "a Georgian font"),
        (0x1100...0x11FF, "a Korean font"),
        (0x2600...0x27BF, "a symbol or emoji font"),
        (0x3040...0x30FF, "a Japanese font (kana)"),
        (0x3130...0x318F, "a Korean font"),
        (0x3400...0x4DBF, "a full CJK font (the bundled one has the 3,755 common simplified characters)"),
        (0x4E00...0x9FFF, "a full CJK font (the bundled one has the 3,755 common simplified characters)"),
        (0xAC00...0xD7AF, "a Korean font"),
        (0x1F000...0x1FAFF, "an emoji font"),
        (0x20000...0x2FFFF, "a full CJK font (the bundled one has the 3,755 common simplified characters)"),
    ]

    /// The fonts Stacksnap draws with, as a user would look for them.
    static let bundled = "Inter (Latin, Greek, Cyrillic), Noto Sans CJK SC (common simplified Chinese), "
        + "Noto Sans Hebrew and Noto Sans Arabic"

    /// The font a character's block calls for (`a Thai font`), or nil when its block is
    /// not one of the above.
    static func script(of character: Character) -> String? {
        guard let scalar = character.unicodeScalars.first?.value else { return nil }
        return needs.first { $0.range.contains(scalar) }?.font
    }

    /// `'ก' (U+E01: a Thai font)`, …: each character, its code points and, when its block
    /// says, the font it needs.
    static func describe(_ characters: [Character]) -> String {
        characters.map { c in
            "'\(c)' (\(codePoints(c))\(script(of: c).map { ": \($0)" } ?? ""))"
        }.joined(separator: ", ")
    }

    /// `U+E01`, or `U+1F44D U+1F3FD` for a character of several scalars.
    private static func codePoints(_ character: Character) -> String {
        character.unicodeScalars.map { "U+\(String($0.value, radix: 16, uppercase: true))" }.joined(separator: " ")
    }
}
