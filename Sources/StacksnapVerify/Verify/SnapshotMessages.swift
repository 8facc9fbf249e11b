import Stacksnap
import VisualDiff

/// The sentences that explain a snapshot's status, in a fixed order: the render's own
/// problem first, then the image, then the frame tree.
enum SnapshotMessages {
    ///
    /// `writeFailed`: writing the goldens failed part-way, and `decision` says only what was
    /// written; a golden that was to be recorded is then "not recorded", never "recorded".
    static func describe(_ comparison: SnapshotComparison, _ decision: GoldenDecision, store: GoldenStore,
                         name: String, missingGlyphs: [Character], isCI: Bool, writeFailed: Bool = false) -> [String] {
        var messages: [String] = []
        if !missingGlyphs.isEmpty {
            // No record mode can make this render right, so none is advised: say what would.
            messages.append("text drawn as boxes: no bundled font has \(MissingGlyphAdvice.describe(missingGlyphs)); "
                            + "the render is not recorded as a golden, whatever the record mode. "
                            + "The bundled fonts are \(MissingGlyphAdvice.bundled): use text they cover")
        }
        let imagePath = store.imagePath(name), framesPath = store.framesPath(name)
        switch comparison.image {
        case .missing:
            messages.append(decision.writeImage ? "recorded \(imagePath) (there was no golden)"
                                                : "no golden \(imagePath); \(advice(isCI, writeFailed, missingGlyphs))")
        case .differing:
            let figures = comparison.pixels.map(pixelSentence) ?? "the image differs"
            messages.append(decision.writeImage ? "rewrote \(imagePath): \(figures)" : figures)
        case .matching:
            if decision.writeImage { messages.append("rewrote \(imagePath) (it matched)") }
        }
        switch comparison.frames {
        case .missing:
            messages.append(decision.writeFrames ? "recorded \(framesPath) (there was no golden)"
                                                 : "no golden \(framesPath); \(advice(isCI, writeFailed, missingGlyphs))")
        case .differing:
            messages.append(decision.writeFrames ? "rewrote \(framesPath): the frame tree changed"
                                                 : "the frame tree differs from \(framesPath)")
        case .matching:
            if decision.writeFrames { messages.append("rewrote \(framesPath) (it matched)") }
        }
        return messages
    }

    /// `pixels differ: 152 different pixels of 270000 compared (0.0563%), within 40×12 at (20, 8): fails`,
    /// or the two sizes when they differ.
    static func pixelSentence(_ result: DiffResult) -> String {
        if let mismatch = result.sizeMismatch { return "the image size changed: \(mismatch)" }
        return "pixels differ: \(result.description)"
    }

    private static func advice(_ isCI: Bool, _ writeFailed: Bool, _ missingGlyphs: [Character]) -> String {
        if writeFailed { return "it could not be recorded (the error follows)" }
        if !missingGlyphs.isEmpty { return "it can be recorded once the text draws" }
        return isCI ? "CI is set, so nothing is recorded: run `stacksnap verify` locally and commit the new golden"
             : "run with --record missing to record it"
    }
}
