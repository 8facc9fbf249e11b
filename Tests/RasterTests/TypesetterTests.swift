import Raster
import Testing

/// Pango works in 1/1024 points; metrics derived from the font file agree to a unit or two.
private let unit = 2.0 / 1024

@Suite struct TypesetterMetricsTests {
    let inter: FontFile
    let cjk: FontFile
    init() throws {
        inter = try FontFile("Inter-Regular.otf")
        cjk = try FontFile("NotoSansCJKsc-Regular.otf")
    }

    @Test(arguments: [11.0, 13, 17, 34])
    func lineHeightAndBaselineComeFromTheFontsAscentAndDescent(_ size: Double) {
        // Inter by name: its own line box (the system font's is UIKit's, below).
        let metrics = Typesetter.measure(TextStyle(text: "Hello", font: FontDescriptor(family: "Inter", size: size)), maxWidth: nil)
        #expect(abs(metrics.height - inter.lineHeight(size: size)) <= unit)
        #expect(abs(metrics.firstBaseline - inter.ascent(size: size)) <= unit)
        #expect(metrics.lastBaseline == metrics.firstBaseline)
        #expect(metrics.lineCount == 1)
    }

    /// The system font's lines are UIFont's: San Francisco's ascender 1950 and line height
    /// 2444 per 2048 units (17 points: 20.287, a 3× label 20.333 tall).
    @Test(arguments: [11.0, 12, 13, 17, 20, 34, 50])
    func theSystemFontHasUIKitsLineHeightAndBaseline(_ size: Double) {
        let metrics = Typesetter.measure(TextStyle(text: "Hello", font: FontDescriptor(size: size)), maxWidth: nil)
        #expect(abs(metrics.height - size * 2444 / 2048) < 1e-9)
        #expect(abs(metrics.firstBaseline - size * 1950 / 2048) < 1e-9)
        #expect(metrics.lineCount == 1)
        for name in ["System", ".SFUI-Regular", "SF Pro Text", ""] {
            let named = Typesetter.measure(TextStyle(text: "Hello", font: FontDescriptor(family: name, size: size)), maxWidth: nil)
            #expect(named.height == metrics.height, "\(name)")
        }
        let helvetica = Typesetter.measure(TextStyle(text: "Hello", font: FontDescriptor(family: "Helvetica", size: size)), maxWidth: nil)
        #expect(abs(helvetica.height - inter.lineHeight(size: size)) <= unit, "Helvetica is not San Francisco")
    }

    /// The system font's letters are spaced by San Francisco's published tracking: at 17
    /// points, −26/1000 em after every letter.
    @Test func widthIsTheSumOfAdvancesAndTrackingGiveOrTakeKerning() throws {
        for text in ["Hello", "Stacksnap", "0123456789", "Settings"] {
            let tracking = -26.0 / 1000 * 17 * Double(text.count)
            let expected = try #require(inter.advance(of: text, size: 17)) + tracking
            let measured = Typesetter.measure(TextStyle(text: text, font: FontDescriptor(size: 17)), maxWidth: nil).width
            #expect(abs(measured - expected) <= expected * 0.03, "\(text): \(measured) vs \(expected)")
        }
    }

    /// Inter by name (the system font's tracking and optical size change with the size).
    @Test func unhintedMetricsScaleLinearly() {
        let small = Typesetter.measure(TextStyle(text: "Linear scaling", font: FontDescriptor(family: "Inter", size: 15)), maxWidth: nil)
        let large = Typesetter.measure(TextStyle(text: "Linear scaling", font: FontDescriptor(family: "Inter", size: 30)), maxWidth: nil)
        #expect(abs(large.width - 2 * small.width) <= 2 * unit)
        #expect(abs(large.height - 2 * small.height) <= 2 * unit)
    }

    @Test(arguments: ["Inter", "System"])
    func wrappedLinesStackAtTheLineHeight(_ family: String) {
        let style = TextStyle(text: "The quick brown fox jumps over the lazy dog again and again",
                              font: FontDescriptor(family: family, size: 17), lines: 0, lineBreak: .wordWrap)
        let metrics = Typesetter.measure(style, maxWidth: 120)
        let line = family == "Inter" ? inter.lineHeight(size: 17) : 17.0 * 2444 / 2048
        #expect(metrics.lineCount >= 3)
        #expect(metrics.width <= 120)
        #expect(abs(metrics.height - Double(metrics.lineCount) * line) <= Double(metrics.lineCount) * unit)
        #expect(abs(metrics.lastBaseline - (metrics.firstBaseline + Double(metrics.lineCount - 1) * line))
                <= Double(metrics.lineCount) * unit)
    }

    @Test func mixedLatinAndChineseFallBackPerCharacter() {
        let metrics = Typesetter.measure(TextStyle(text: "Hello 世界", font: FontDescriptor(size: 17)), maxWidth: nil)
        #expect(metrics.missingGlyphs.isEmpty)
        // The line keeps the system font's height (17 × 2444 / 2048), not Noto Sans CJK's
        // taller one: Xcode records such labels as tall as Latin ones.
        #expect(abs(metrics.height - 17.0 * 2444 / 2048) <= unit)
        #expect(metrics.height < cjk.lineHeight(size: 17) - 1)
        let latinOnly = Typesetter.measure(TextStyle(text: "Hello ", font: FontDescriptor(size: 17)), maxWidth: nil)
        // Two ideographs are two em wide in Noto Sans CJK, untracked: the system font's
        // tracking spaces only the letters it draws itself.
        #expect(abs(metrics.width - latinOnly.width - 2 * 17) <= 0.5)
    }

    /// Hebrew and Arabic fallbacks keep their faces' taller lines (no recorded frame says
    /// otherwise), unlike Chinese, Japanese and Korean text.
    @Test(arguments: ["Hello שלום", "Hello مرحبا"])
    func hebrewAndArabicKeepTheirTallerLines(_ text: String) {
        let metrics = Typesetter.measure(TextStyle(text: text, font: FontDescriptor(size: 17)), maxWidth: nil)
        #expect(metrics.missingGlyphs.isEmpty)
        #expect(metrics.height > 17.0 * 2444 / 2048 + 2, "\(metrics.height)")
    }

    @Test func emptyTextHasNoSize() {
        let metrics = Typesetter.measure(TextStyle(text: ""), maxWidth: 100)
        #expect(metrics == TextMetrics(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0, lineCount: 0))
    }

    @Test func colorDoesNotChangeMetricsAndRepeatsAgree() {
        var style = TextStyle(text: "Cached value", lines: 0)
        let first = Typesetter.measure(style, maxWidth: 80)
        style.color = .red
        #expect(Typesetter.measure(style, maxWidth: 80) == first)
        #expect(Typesetter.measure(style, maxWidth: nil) != first)
    }

    @Test func boldIsWiderThanRegular() {
        let regular = Typesetter.measure(TextStyle(text: "Weight", font: FontDescriptor(weight: 400)), maxWidth: nil)
        let bold = Typesetter.measure(TextStyle(text: "Weight", font: FontDescriptor(weight: 700)), maxWidth: nil)
        #expect(bold.width > regular.width)
        #expect(bold.height == regular.height)
    }
}

@Suite struct TypesetterLineBreakTests {
    static let long = "This label has far more text than fits on one line of a narrow column"

    @Test(arguments: [LineBreakMode.wordWrap, .charWrap, .clip, .truncateHead, .truncateMiddle, .truncateTail])
    func oneLineNeverWraps(_ mode: LineBreakMode) {
        let metrics = Typesetter.measure(TextStyle(text: Self.long, lines: 1, lineBreak: mode), maxWidth: 100)
        #expect(metrics.lineCount == 1)
        #expect(metrics.width <= 100)
        #expect(metrics.width > 90)  // it fills the width instead of wrapping short
    }

    @Test(arguments: [LineBreakMode.wordWrap, .charWrap, .clip, .truncateHead, .truncateMiddle, .truncateTail])
    func nLinesStopAtN(_ mode: LineBreakMode) {
        let metrics = Typesetter.measure(TextStyle(text: Self.long, lines: 2, lineBreak: mode), maxWidth: 100)
        #expect(metrics.lineCount == 2)
        #expect(metrics.width <= 100)
    }

    @Test(arguments: [LineBreakMode.wordWrap, .charWrap, .truncateTail])
    func zeroLinesWrapWithoutLimit(_ mode: LineBreakMode) {
        let metrics = Typesetter.measure(TextStyle(text: Self.long, lines: 0, lineBreak: mode), maxWidth: 100)
        #expect(metrics.lineCount >= 5)
        #expect(metrics.width <= 100)
    }

    @Test func lineLimitCountsAllParagraphs() {
        let text = "one\ntwo\nthree\nfour"
        #expect(Typesetter.measure(TextStyle(text: text, lines: 0), maxWidth: 200).lineCount == 4)
        #expect(Typesetter.measure(TextStyle(text: text, lines: 2, lineBreak: .truncateTail), maxWidth: 200).lineCount == 2)
        #expect(Typesetter.measure(TextStyle(text: text, lines: 3, lineBreak: .wordWrap), maxWidth: 200).lineCount == 3)
    }

    @Test func charWrapFillsLinesFurtherThanWordWrap() {
        let text = "aaaa bbbbbb"
        let width = Typesetter.measure(TextStyle(text: "aaaa bbb"), maxWidth: nil).width + 1
        let word = Typesetter.measure(TextStyle(text: text, lines: 0, lineBreak: .wordWrap), maxWidth: width)
        let char = Typesetter.measure(TextStyle(text: text, lines: 0, lineBreak: .charWrap), maxWidth: width)
        #expect(word.lineCount == 2 && char.lineCount == 2)
        #expect(char.width > word.width)
    }

    @Test func unboundedWidthKeepsOneLinePerParagraph() {
        let metrics = Typesetter.measure(TextStyle(text: Self.long, lines: 0), maxWidth: nil)
        let single = Typesetter.measure(TextStyle(text: Self.long, lines: 1), maxWidth: nil)
        #expect(metrics.lineCount == 1)
        #expect(metrics.width == single.width)
    }
}

@Suite struct TypesetterGlyphCoverageTests {
    @Test(arguments: ["Hello 世界", "设置 · 通知", "（全角）ＡＢＣ", "שלום עולם", "مرحبا بالعالم", "Ünïcödé façade"])
    func bundledFontsCoverCommonScripts(_ text: String) {
        let metrics = Typesetter.measure(TextStyle(text: text), maxWidth: nil)
        #expect(metrics.missingGlyphs.isEmpty, "\(metrics.missingGlyphs)")
        #expect(metrics.missingGlyphCount == 0)
    }

    @Test func charactersNoBundledFontHasAreReported() {
        let metrics = Typesetter.measure(TextStyle(text: "ไทย Hi 😀 ไ"), maxWidth: nil)
        #expect(metrics.missingGlyphs == ["ไ", "ท", "ย", "😀"])
        #expect(metrics.missingGlyphCount == 5)
    }

    @Test func missingGlyphsHiddenByTruncationAreStillReported() {
        let style = TextStyle(text: "A long enough line that ends in 😀", lines: 1, lineBreak: .truncateTail)
        let metrics = Typesetter.measure(style, maxWidth: 60)
        #expect(metrics.missingGlyphs == ["😀"])
    }
}

@Suite struct FontFamilyMatchTests {
    /// Requested family → bundled family, recognized, San Francisco (UIKit's line metrics).
    @Test(arguments: [
        ("System", "Stacksnap Inter", true, true), ("", "Stacksnap Inter", true, true), (".SFUI-Regular", "Stacksnap Inter", true, true),
        ("SF Pro Text", "Stacksnap Inter", true, true), ("-apple-system", "Stacksnap Inter", true, true),
        (".AppleSystemUIFont", "Stacksnap Inter", true, true),
        ("Helvetica Neue", "Stacksnap Inter", true, false), ("Helvetica", "Stacksnap Inter", true, false), ("Arial", "Stacksnap Inter", true, false),
        ("sans-serif", "Stacksnap Inter", true, false),
        ("PingFang SC", "Noto Sans CJK SC", true, false), ("Heiti SC", "Noto Sans CJK SC", true, false),
        ("STHeiti", "Noto Sans CJK SC", true, false), ("Inter", "Stacksnap Inter", true, false),
        ("Inter Display", "Stacksnap Inter Display", true, false), ("Stacksnap Inter", "Stacksnap Inter", true, false),
        ("Comic Sans MS", "Stacksnap Inter", false, false), ("Papyrus", "Stacksnap Inter", false, false),
    ])
    func iosFamiliesMapToBundledFonts(_ requested: String, _ family: String, _ recognized: Bool, _ sanFrancisco: Bool) {
        #expect(FontDescriptor.match(family: requested)
                == FontFamilyMatch(family: family, isRecognized: recognized, isSanFrancisco: sanFrancisco))
    }

    @Test func chineseFamilyDrawsLatinWithItsOwnGlyphs() {
        // PingFang maps to Noto Sans CJK SC, whose Latin letters differ from Inter's.
        let pingFang = Typesetter.measure(TextStyle(text: "Hello", font: FontDescriptor(family: "PingFang SC")), maxWidth: nil)
        let system = Typesetter.measure(TextStyle(text: "Hello", font: FontDescriptor(family: "System")), maxWidth: nil)
        #expect(pingFang.width != system.width)
        #expect(pingFang.missingGlyphs.isEmpty)
    }
}

@Suite struct TypesetterHyphenTests {
    @Test func breakingInsideAWordAddsNoHyphen() throws {
        // "abcdefghij" cut after "abcde": without a hyphen the first line is exactly as wide
        // as "abcde" measured alone.
        let first = Typesetter.measure(TextStyle(text: "abcde"), maxWidth: nil).width
        let whole = Typesetter.measure(TextStyle(text: "abcdefghij"), maxWidth: nil).width
        let wrapped = Typesetter.measure(TextStyle(text: "abcdefghij", lines: 0, lineBreak: .charWrap), maxWidth: first + 0.5)
        #expect(whole > first + 1)
        #expect(wrapped.lineCount == 2)
        #expect(abs(wrapped.width - first) < 0.01)
    }
}

@Suite struct TypesetterHostileInputTests {
    @Test func extremeValuesGiveFiniteMetricsNotATrap() {
        let styles = [
            TextStyle(text: "Huge limit", lines: .max, lineBreak: .truncateTail),
            TextStyle(text: "Negative", lines: -3),
            TextStyle(text: "Zero size", font: FontDescriptor(size: 0)),
            TextStyle(text: "NaN size", font: FontDescriptor(size: .nan)),
            TextStyle(text: "Odd weight", font: FontDescriptor(weight: 12_345)),
            TextStyle(text: "NUL\u{0}inside", lines: 0),
            TextStyle(text: "\u{301}stray mark, \u{200B}zero width, \t tab", lines: 0),
            TextStyle(text: String(repeating: "long text ", count: 2000), lines: 0),
        ]
        for style in styles {
            for width in [nil, 1e300, -5, .nan, 0.001] as [Double?] {
                let m = Typesetter.measure(style, maxWidth: width)
                #expect(m.width.isFinite && m.height.isFinite && m.lineCount >= 1, "\(style.text) at \(String(describing: width))")
            }
        }
    }

    @Test func hugeFrameDrawsWithoutTrapping() throws {
        let node = SceneNode(frame: SceneRect(x: 0, y: 0, width: 1e12, height: 1e12),
                             content: .text(TextStyle(text: "big", lines: 3, lineBreak: .truncateTail)))
        #expect(throws: Never.self) { try Renderer.render(Scene(width: 20, height: 20, scale: 1, nodes: [node])) }
    }
}
