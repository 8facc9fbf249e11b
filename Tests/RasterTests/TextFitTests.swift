import Raster
import Testing

/// San Francisco's ascender and line height per em (UIKit's system font).
private let ascender = 1950.0 / 2048, lineHeight = 2444.0 / 2048

/// `Typesetter.fit`: UILabel's adjustsFontSizeToFitWidth, minimumScaleFactor,
/// baselineAdjustment and allowsDefaultTighteningForTruncation. Frames are given as
/// fractions of the text's own width, so the cases hold whatever the font's advances are.
@Suite struct TextFitTests {
    let text = "Stacksnap measures text"
    var natural: Double { Typesetter.measure(TextStyle(text: text), maxWidth: nil).width }

    func style(minimum: Double = 0, adjustment: BaselineAdjustment = .alignBaselines, tightening: Bool = false,
               lineBreak: LineBreakMode = .truncateTail) -> TextStyle {
        var style = TextStyle(text: text, lineBreak: lineBreak)
        style.fitting = TextFitting(minimumScaleFactor: minimum, baselineAdjustment: adjustment, allowsTightening: tightening)
        return style
    }

    /// Inter by name, untracked, is as wide as its size, so the largest fitting scale is
    /// width / natural width, never below the minimum. (The system font's tracking changes
    /// with the size, as San Francisco's does: its widths are not proportional.)
    @Test(arguments: [(0.8, 0.5, 0.8), (0.6, 0.5, 0.6), (0.4, 0.5, 0.5), (0.95, 0.9, 0.95), (0.7, 0.9, 0.9)])
    func oneLineShrinksToTheWidthDownToTheMinimum(_ fraction: Double, _ minimum: Double, _ expected: Double) {
        var inter = style(minimum: minimum)
        inter.font = FontDescriptor(family: "Inter", size: 17)
        let natural = Typesetter.measure(TextStyle(text: text, font: inter.font), maxWidth: nil).width
        let fit = Typesetter.fit(inter, width: natural * fraction, height: 40)
        #expect(abs(fit.scale - expected) <= 2.0 / 1024)
        #expect(fit.scale <= expected + 1e-9)
        #expect(fit.tracking == 0)
    }

    @Test(arguments: [0.0, 1.0])
    func aMinimumOfZeroOrOneNeverShrinks(_ minimum: Double) {
        #expect(Typesetter.fit(style(minimum: minimum), width: natural / 2, height: 40).scale == 1)
    }

    @Test func textThatFitsIsDrawnAsItIs() {
        let fit = Typesetter.fit(style(minimum: 0.5, tightening: true), width: natural + 1, height: 40)
        #expect(fit.isUnchanged)
        // Centred like UILabel: (40 − line height) / 2 + ascender.
        #expect(abs(fit.firstBaseline - ((40 - 17 * lineHeight) / 2 + 17 * ascender)) < 1e-9)
    }

    /// Frame 40 tall, text shrunk to scale s: alignBaselines keeps the full-size baseline,
    /// alignCenters centres the smaller line, none keeps the full-size top.
    @Test(arguments: BaselineAdjustment.allCases)
    func shrunkTextSitsAsBaselineAdjustmentSays(_ adjustment: BaselineAdjustment) {
        let fit = Typesetter.fit(style(minimum: 0.5, adjustment: adjustment), width: natural * 0.6, height: 40)
        let s = fit.scale
        let fullTop = (40 - 17 * lineHeight) / 2
        let expected = switch adjustment {
        case .alignBaselines: fullTop + 17 * ascender
        case .alignCenters: (40 - 17 * s * lineHeight) / 2 + 17 * s * ascender
        case .none: fullTop + 17 * s * ascender
        }
        #expect(abs(fit.firstBaseline - expected) < 1e-9)
    }

    /// tighteningFactorForTruncation: up to 5 % too wide is tightened, more is truncated.
    @Test(arguments: [(0.97, true), (0.955, true), (0.9, false)])
    func tighteningTakesUpToFivePercent(_ fraction: Double, _ tightens: Bool) {
        let width = natural * fraction
        let fit = Typesetter.fit(style(tightening: true), width: width, height: 40)
        #expect((fit.tracking < 0) == tightens)
        if tightens {
            // As kerning, the spacing also follows the last character: at least as wide as drawn.
            let kerned = Typesetter.measure(TextStyle(runs: [TextRun(text: text, kern: fit.tracking)]), maxWidth: nil).width
            #expect(kerned - fit.tracking <= width + 1.0 / 1024)
            // No tighter than needed: the excess shared among the gaps between characters.
            #expect(-fit.tracking <= (natural - width) / Double(text.count - 1) + 2.0 / 1024)
        }
    }

    @Test func onlyTruncatingModesTighten() {
        #expect(Typesetter.fit(style(tightening: true, lineBreak: .clip), width: natural * 0.97, height: 40).tracking == 0)
    }

    @Test func tighteningComesAfterShrinking() {
        let fit = Typesetter.fit(style(minimum: 0.9, tightening: true), width: natural * 0.88, height: 40)
        #expect(fit.scale == 0.9)
        #expect(fit.tracking < 0)
    }

    /// Several lines: the largest scale at which the text wraps into its lines within the
    /// frame's height.
    @Test func severalLinesShrinkUntilTheyFitTheHeight() {
        var style = TextStyle(text: "The quick brown fox jumps over the lazy dog", lines: 2, lineBreak: .truncateTail)
        style.fitting = TextFitting(minimumScaleFactor: 0.3)
        let height = 2 * 17 * lineHeight
        let fit = Typesetter.fit(style, width: 100, height: height)
        #expect(fit.scale < 1 && fit.scale > 0.3)
        func lines(at scale: Double) -> TextMetrics {
            Typesetter.measure(TextStyle(text: style.text, font: FontDescriptor(size: 17 * scale), lines: 0, lineBreak: .wordWrap),
                               maxWidth: 100)
        }
        let fitted = lines(at: fit.scale)
        #expect(fitted.lineCount <= 2 && fitted.height <= height + 0.5)
        let larger = lines(at: fit.scale + 2.0 / 1024)
        #expect(larger.lineCount > 2 || larger.height > height + 0.5)
    }

    @Test func shrinkingNeverChangesTheMeasuredSize() {
        #expect(Typesetter.measure(style(minimum: 0.5, tightening: true), maxWidth: 100).width
                == Typesetter.measure(style(), maxWidth: 100).width)
    }
}
