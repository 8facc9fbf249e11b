/// How the system font's letters are spaced and which optical size draws them, so text in
/// San Francisco's place is as wide as iOS makes it.
///
/// San Francisco has two optical sizes — Text below 20 points, Display from 20 — and UIKit
/// spaces its letters by a tracking value that depends on the point size (Apple's Human
/// Interface Guidelines, "Typography", publish the table: 0 at 12 points, −26/1000 em at 17,
/// +14/1000 em at 28). The bundled Inter has the same two optical sizes (Inter and Inter
/// Display) and letter widths close to San Francisco's, so drawing the matching optical size
/// with the published tracking puts the text within a point of Xcode's width for most labels
/// (CONFORMANCE.md, "Text": measured on the frames public storyboards record). Inter's bold
/// and semibold letters are a little narrower than San Francisco's, and so is Inter Display
/// just above 20 points, where San Francisco's optical size is still between its Text and
/// Display designs; `weightCorrection` and `displayCorrection` add back what the recorded
/// frames show.
///
/// What is left is letter by letter: San Francisco's `i` or `t` is not Inter's. The bundled
/// faces ("Stacksnap Inter", Inter with changed advance widths) carry a correction per
/// letter, fitted on the same recorded frames on top of this tracking and these two
/// corrections (`scripts/fit-letter-widths.py`, applied by `scripts/make-fonts`), so nothing
/// here spaces letters one by one. Fitted together with the letters, `fitted` adds a little
/// tracking per size band and weight class: a font file's advances are the same at every
/// size, while San Francisco's widths relative to Inter's still vary between 12 and 30 points.
/// The two corrections were kept rather than refitted with the letters: the letters' fit has
/// a term per weight group and optical size of its own, which absorbs what a refit of the two
/// would move.
struct SystemTracking {
    /// The point size.
    let size: Double
    /// The weight, 100…900.
    let weight: Int

    /// Whether this size is drawn with the display face.
    var isDisplay: Bool { size >= SanFranciscoTracking.displaySize }

    /// The bundled family drawing this size: Inter's text or display face.
    var family: String { isDisplay ? FontDescriptor.systemDisplayFamily : FontDescriptor.systemFamily }

    /// San Francisco's published tracking at this size, in 1/1000 em (``SanFranciscoTracking``).
    var publishedTracking: Double { SanFranciscoTracking.milliEm(at: size) }

    /// What Inter needs beyond the published tracking to be as wide as San Francisco at this
    /// weight, in 1/1000 em: fitted to the labels and buttons whose frames Xcode recorded at
    /// their text's width (CONFORMANCE.md, "Text"); the same in two halves of the corpus.
    var weightCorrection: Double {
        switch weight {
        case ..<450: 0
        case ..<550: 5
        case ..<650: 7
        default: 15
        }
    }

    /// What Inter Display needs beyond the published tracking, in 1/1000 em: 32 at 20 points,
    /// 8 less per point above, none from 24 (San Francisco blends its Text design into its
    /// Display design over these sizes; Inter switches at once). Fitted on recorded frames
    /// like `weightCorrection`: each half of the corpus picks 32 at 20 points.
    var displayCorrection: Double {
        isDisplay ? min(32, max(0, 32 - 8 * (size - SanFranciscoTracking.displaySize))) : 0
    }

    /// Tracking fitted with the letters' corrections, in 1/1000 em, per size band (from its
    /// lower edge in points to the next band's) for regular and lighter weights and for
    /// medium and heavier. `scripts/fit-letter-widths.py` writes the same values to
    /// `scripts/size-tracking.tsv`, which a test compares with this table.
    static let fitted: [(from: Double, regular: Double, heavy: Double)] = [
        (0, 1.1, 1.2), (12, 1.8, -1.0), (13, 1.2, -0.2), (14, 1.2, 0.5), (15, 2.5, 1.2),
        (16, 1.6, 0.5), (17, 3.1, 2.5), (18, -0.2, -0.5), (20, 8.6, 3.1), (24, 9.6, -1.4),
        (30, 2.6, 5.3),
    ]

    /// This size and weight's entry of ``fitted``, in 1/1000 em.
    var fittedCorrection: Double {
        guard let band = Self.fitted.last(where: { size >= $0.from }) else { return 0 }
        return weight >= 500 ? band.heavy : band.regular
    }

    /// The space added after every letter, in points.
    var letterSpacing: Double {
        (publishedTracking + weightCorrection + displayCorrection + fittedCorrection) / 1000 * size
    }

    /// Whether a character is drawn by the bundled system font and so tracked: characters
    /// the fallback fonts draw (Chinese, Hebrew, Arabic) keep their own spacing, as iOS's
    /// fallbacks do. The ranges are those `scripts/make-fonts` keeps of Inter.
    static func isTracked(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x52F, 0x1E00...0x1EFF, 0x2000...0x23FF, 0x2460...0x27FF, 0xFB00...0xFB06: true
        default: false
        }
    }

    /// The byte ranges of `utf8` text whose characters are tracked, in order.
    static func trackedRanges(_ text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            if isTracked(scalar) {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound..<(offset + length)
                } else {
                    ranges.append(offset..<(offset + length))
                }
            }
            offset += length
        }
        return ranges
    }
}
