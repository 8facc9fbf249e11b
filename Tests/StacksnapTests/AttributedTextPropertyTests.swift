import PropertyBased
import Raster
import Testing

/// Properties of attributed text and shrinking over random runs and frames, whatever the
/// bundled font's advances are.
@Suite struct AttributedTextPropertyTests {
    static let words = ["Total ", "$42", " was ", "Hello", "W", "ii", "Kerned text ", "0123"]
    static let sizes = [11.0, 13, 15, 17, 22, 34]
    /// A run: a word, a size, bold or not, kerning in quarter points.
    static let runs = zip(Gen.int(in: 0..<words.count), Gen.int(in: 0..<sizes.count), Gen.bool, Gen.int(in: -2...8))
        .map { t in
            TextRun(text: words[t.0], font: FontDescriptor(size: sizes[t.1], weight: t.2 ? 700 : 400), kern: Double(t.3) / 4)
        }
        .array(of: 1...4)

    /// Runs are shaped apart and UIKit adds a run's kerning (and the system font's tracking)
    /// after each of its characters: a line is exactly as wide as its runs alone plus their
    /// kerning, give or take Pango's units.
    @Test func aLineIsItsRunsAndTheirKerning() async {
        await propertyCheck(count: 60, input: Self.runs) { runs in
            let joined = Typesetter.measure(TextStyle(runs: runs), maxWidth: nil).width
            var expected = 0.0
            for run in runs {
                expected += Typesetter.measure(TextStyle(text: run.text, font: run.font), maxWidth: nil).width
                expected += run.kern * Double(run.text.count)
            }
            let slack = 2.0 / 1024 * Double(runs.count)
            #expect(abs(joined - expected) <= slack, "\(runs.map(\.text))")
        }
    }

    /// The line is as tall as its largest font's San Francisco line.
    @Test func aLineIsAsTallAsItsLargestFont() async {
        await propertyCheck(count: 60, input: Self.runs) { runs in
            let metrics = Typesetter.measure(TextStyle(runs: runs), maxWidth: nil)
            let largest = runs.map(\.font.size).max() ?? 17
            #expect(abs(metrics.height - largest * 2444 / 2048) < 1e-9)
            #expect(abs(metrics.firstBaseline - largest * 1950 / 2048) < 1e-9)
        }
    }

    /// One shrinking line: the scale is never below the minimum, never above 1; a shrunk
    /// line fits its frame unless it hit the minimum; nothing changes the measured size.
    @Test func shrinkingStaysBetweenTheMinimumAndTheFullSize() async {
        await propertyCheck(count: 80, input: Self.runs, Gen.int(in: 20...300), Gen.int(in: 1...9)) { runs, width, tenths in
            var style = TextStyle(runs: runs)
            style.fitting = TextFitting(minimumScaleFactor: Double(tenths) / 10)
            let fit = Typesetter.fit(style, width: Double(width), height: 40)
            #expect(fit.scale >= style.fitting.minimumScaleFactor - 1e-12 && fit.scale <= 1)
            let natural = Typesetter.measure(style, maxWidth: nil).width
            if natural <= Double(width) {
                #expect(fit.scale == 1 && fit.isWhole)
            } else if fit.scale > style.fitting.minimumScaleFactor {
                #expect(fit.isWhole)
            }
            #expect(natural == Typesetter.measure(TextStyle(runs: runs), maxWidth: nil).width)
        }
    }
}
