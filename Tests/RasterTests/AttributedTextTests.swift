import Raster
import Testing

/// San Francisco's metrics per em (UIKit's system font): ascender 1950, line height 2444,
/// descender 494, of 2048 units.
private let ascender = 1950.0 / 2048, lineHeight = 2444.0 / 2048, descender = 494.0 / 2048
/// Pango works in 1/1024 points.
private let unit = 2.0 / 1024

/// One attributed text and its lines' geometry, worked out by hand from the metrics above
/// and TextKit's stacking (see `ParagraphStyle`).
struct StackingCase: CustomTestStringConvertible, Sendable {
    let name: String
    let runs: [TextRun]
    var paragraph: ParagraphStyle?
    let height: Double
    let firstBaseline: Double
    let lastBaseline: Double
    var testDescription: String { name }
}

private let stackingCases: [StackingCase] = [
    // The line is as tall as its largest system font: 34 × 2444/2048, baseline 34 × 1950/2048.
    StackingCase(name: "17 and 34 points on one line",
                 runs: [TextRun(text: "Total ", font: FontDescriptor(size: 17)), TextRun(text: "$42", font: FontDescriptor(size: 34))],
                 height: 34 * lineHeight, firstBaseline: 34 * ascender, lastBaseline: 34 * ascender),
    // Two 17-point lines, 4 apart plus 6 between paragraphs.
    StackingCase(name: "line and paragraph spacing", runs: [TextRun(text: "One\nTwo")],
                 paragraph: ParagraphStyle(lineSpacing: 4, paragraphSpacing: 6),
                 height: 2 * 17 * lineHeight + 10, firstBaseline: 17 * ascender,
                 lastBaseline: 17 * lineHeight + 10 + 17 * ascender),
    // 1.5 × 20.287 = 30.431; the extra height is above the text: baseline = bottom − descent.
    StackingCase(name: "line height multiple", runs: [TextRun(text: "One")], paragraph: ParagraphStyle(lineHeightMultiple: 1.5),
                 height: 1.5 * 17 * lineHeight, firstBaseline: 1.5 * 17 * lineHeight - 17 * descender,
                 lastBaseline: 1.5 * 17 * lineHeight - 17 * descender),
    StackingCase(name: "minimum line height", runs: [TextRun(text: "One\nTwo")], paragraph: ParagraphStyle(minimumLineHeight: 30),
                 height: 60, firstBaseline: 30 - 17 * descender, lastBaseline: 60 - 17 * descender),
    StackingCase(name: "maximum line height", runs: [TextRun(text: "One")], paragraph: ParagraphStyle(maximumLineHeight: 15),
                 height: 15, firstBaseline: 15 - 17 * descender, lastBaseline: 15 - 17 * descender),
    // A wrapped paragraph's lines get lineSpacing but no paragraphSpacing between them.
    StackingCase(name: "a second paragraph of two lines",
                 runs: [TextRun(text: "A\nB\u{2028}C")], paragraph: ParagraphStyle(lineSpacing: 2, paragraphSpacing: 5),
                 height: 3 * 17 * lineHeight + 2 + 5 + 2, firstBaseline: 17 * ascender,
                 lastBaseline: 2 * 17 * lineHeight + 2 + 5 + 2 + 17 * ascender),
]

@Suite struct AttributedTextTests {
    @Test(arguments: stackingCases)
    func linesStackOnTheirFontsAndTheParagraphStyle(_ fixture: StackingCase) {
        var style = TextStyle(runs: fixture.runs, lines: 0, lineBreak: .wordWrap)
        style.paragraph = fixture.paragraph
        let metrics = Typesetter.measure(style, maxWidth: nil)
        #expect(abs(metrics.height - fixture.height) < 1e-9)
        #expect(abs(metrics.firstBaseline - fixture.firstBaseline) < 1e-9)
        #expect(abs(metrics.lastBaseline - fixture.lastBaseline) < 1e-9)
    }

    @Test func aLineWithAnotherFamilyKeepsThatFontsOwnLineBox() throws {
        let noto = try FontFile("NotoSansHebrew-Regular.ttf")
        let style = TextStyle(runs: [TextRun(text: "שלום", font: FontDescriptor(family: "Noto Sans Hebrew", size: 20))])
        let metrics = Typesetter.measure(style, maxWidth: nil)
        #expect(abs(metrics.height - noto.lineHeight(size: 20)) <= unit)
        // The sum of the advances, give or take the font's own kerning.
        let advances = try #require(noto.advance(of: "שלום", size: 20))
        #expect(abs(metrics.width - advances) <= advances * 0.03)
    }

    /// Runs are shaped apart (a font change splits Pango's items), so a line is as wide as
    /// its runs measured alone, whatever the system font's advances are.
    @Test(arguments: [("Total ", "$42"), ("Hello", " World"), ("a", "WWW")])
    func aLineIsAsWideAsItsRuns(_ first: String, _ second: String) {
        let a = FontDescriptor(size: 15), b = FontDescriptor(size: 28, weight: 700)
        let joined = Typesetter.measure(TextStyle(runs: [TextRun(text: first, font: a), TextRun(text: second, font: b)]),
                                        maxWidth: nil).width
        let alone = Typesetter.measure(TextStyle(text: first, font: a), maxWidth: nil).width
            + Typesetter.measure(TextStyle(text: second, font: b), maxWidth: nil).width
        #expect(abs(joined - alone) <= unit)
    }

    /// UIKit adds a run's kerning after each of its characters, the last one too.
    @Test(arguments: [("Hello", 2.0), ("Kerned", 4), ("Tight", -0.5)])
    func kerningAddsAfterEveryCharacter(_ text: String, _ kern: Double) {
        let plain = Typesetter.measure(TextStyle(text: text), maxWidth: nil).width
        let kerned = Typesetter.measure(TextStyle(runs: [TextRun(text: text, kern: kern)]), maxWidth: nil).width
        #expect(abs(kerned - (plain + Double(text.count) * kern)) <= unit)
    }

    @Test func colorsAndDecorationsDoNotChangeTheSize() {
        let plain = Typesetter.measure(TextStyle(text: "Sale $50"), maxWidth: nil)
        let decorated = Typesetter.measure(TextStyle(runs: [
            TextRun(text: "Sale ", color: .init(r: 255, g: 0, b: 0), underline: .double),
            TextRun(text: "$50", strikethrough: .thick, background: .init(r: 255, g: 255, b: 0)),
        ]), maxWidth: nil)
        #expect(decorated == plain)
    }

    @Test func attributedTextWrapsAndTruncatesAsOneLayout() {
        let runs = [TextRun(text: "The quick brown fox "), TextRun(text: "jumps over the lazy dog", font: FontDescriptor(size: 17, weight: 700))]
        let wrapped = Typesetter.measure(TextStyle(runs: runs, lines: 0, lineBreak: .wordWrap), maxWidth: 120)
        #expect(wrapped.lineCount >= 3)
        #expect(wrapped.width <= 120)
        #expect(abs(wrapped.height - Double(wrapped.lineCount) * 17 * lineHeight) < 1e-9)
        let two = Typesetter.measure(TextStyle(runs: runs, lines: 2), maxWidth: 120)
        #expect(two.lineCount == 2)
    }
}
