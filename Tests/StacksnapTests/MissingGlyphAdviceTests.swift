import Testing
@testable import StacksnapVerify

/// A character no bundled font has names the font it would need, from its Unicode block
/// (blocks from the Unicode character database; one character of each, chosen by hand).
@Suite struct MissingGlyphAdviceTests {
    @Test(arguments: [
        ("\u{0E01}", "a Thai font"),             // ก THAI CHARACTER KO KAI
        ("\u{0915}", "a Devanagari font"),       // क DEVANAGARI LETTER KA
        ("\u{D55C}", "a Korean font"),           // 한 HANGUL SYLLABLE HAN
        ("\u{30A2}", "a Japanese font (kana)"),  // ア KATAKANA LETTER A
        ("\u{0531}", "an Armenian font"),        // Ա ARMENIAN CAPITAL LETTER AYB
        ("\u{1F600}", "an emoji font"),          // 😀 GRINNING FACE
        ("\u{2603}", "a symbol or emoji font"),  // ☃ SNOWMAN
        ("\u{9F98}", "a full CJK font (the bundled one has the 3,755 common simplified characters)"),
        ("\u{16A0}", nil),                       // ᚠ RUNIC LETTER FEHU: no block of the table
    ] as [(String, String?)])
    func theFontACharacterNeeds(_ text: String, need: String?) {
        #expect(MissingGlyphAdvice.script(of: Character(text)) == need)
    }

    @Test func eachCharacterIsListedWithItsNeed() {
        #expect(MissingGlyphAdvice.describe(["\u{0E01}", "\u{16A0}"]) == "'\u{0E01}' (U+E01: a Thai font), '\u{16A0}' (U+16A0)")
    }
}
