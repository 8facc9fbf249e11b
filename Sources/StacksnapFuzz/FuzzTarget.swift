import AutoLayout
import Foundation
import InterfaceBuilder
import LayoutSpec
import Pixels
import Raster
import Stacksnap
import StacksnapVerify

/// One input format the fuzzer feeds: each takes any bytes and must neither crash nor
/// hang. A target goes as far down the pipeline as its input allows (a spec that reads is
/// also lowered, laid out and drawn), and checks what must hold whatever the input
/// (``FuzzTarget/check(_:_:)``): a failed check traps, which the fuzzer reports as a crash.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// Spec files in JSON, through `SpecFile.parse` and the whole render pipeline.
    case json
    /// Spec files in YAML (libyaml via Yams, then the spec reader), likewise.
    case yaml
    /// One constraint string, through `ConstraintParser`.
    case constraint
    /// One visual format string, through `VisualFormat.parse`.
    case vfl
    /// PNG bytes, through the direct decoder and libpng, checked against each other (and the
    /// encoder, for what decodes).
    case png
    /// Interface Builder XML, through the XIB reader and the render pipeline.
    case xib

    /// Runs one input.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .json, .yaml: runSpec(bytes)
        case .constraint: runConstraint(bytes)
        case .vfl: runVisualFormat(bytes)
        case .png: runPNG(bytes)
        case .xib: runInterfaceBuilder(bytes)
        }
    }

    /// A rule that must hold for every input; breaking it is a bug, reported as a crash.
    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition {
            FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
            abort()
        }
    }

    /// Small bounds so one input costs milliseconds: the fuzzer looks for crashes and
    /// hangs, not for the time a huge canvas takes (that is what the limits are for).
    static let pipeline: SnapshotPipeline.Options = {
        var options = SnapshotPipeline.Options()
        options.maxPixels = 256 * 256
        options.timeout = .seconds(2)
        return options
    }()

    /// A folder the inputs pretend to live in, so relative image paths resolve to nothing
    /// rather than to whatever is in the current directory. It is never created (an empty
    /// one per run used to be left behind in the temporary folder).
    static let folder: String = {
        FileManager.default.temporaryDirectory.appendingPathComponent("stacksnap-fuzz-absent-\(getpid())").path
    }()

    private func runSpec(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        let file = (Self.folder as NSString).appendingPathComponent(self == .json ? "fuzz.json" : "fuzz.yaml")
        guard let loaded = try? SpecFile.parse(text, file: file) else { return }
        render(loaded.document)
    }

    private func runInterfaceBuilder(_ bytes: [UInt8]) {
        let file = (Self.folder as NSString).appendingPathComponent("fuzz.xib")
        guard let imported = try? InterfaceBuilderFile.parse(bytes, file: file) else { return }
        for document in imported.documents { render(document) }
    }

    /// Every snapshot and the composed figure: drawn, encoded, and the PNG read back.
    private func render(_ document: SpecDocument) {
        var outputs = document.snapshots().map(SpecJob.Output.snapshot)
        if let figure = document.composition() { outputs.append(.composed(figure)) }
        for output in outputs {
            guard let rendered = try? SpecJob.render(output, options: Self.pipeline) else { continue }
            Self.check(rendered.bitmap.width > 0 && rendered.bitmap.height > 0, "an empty bitmap was rendered")
            Self.check(rendered.frames.count == rendered.lowered.views.count, "frames and views differ in number")
            guard let png = try? PNG.encode(rendered.bitmap) else {
                Self.check(false, "a rendered bitmap did not encode")
                return
            }
            Self.check((try? PNG.decode(png)) == rendered.bitmap, "a rendered PNG did not decode to its pixels")
            // The accessibility audit and snapshot read every frame and element: any input
            // that draws must audit and draw its accessibility snapshot too.
            guard case .snapshot = output else { continue }
            let findings = AccessibilityAudit.audit(rendered, output: output, options: Self.pipeline)
            Self.check(findings.allSatisfy { $0.frame.count == 4 }, "an audit finding has no frame")
            let accessibility = try? AccessibilitySnapshot.render(rendered)
            Self.check(accessibility?.frameTree.hasPrefix("# ") ?? true, "an element list without its header")
        }
    }

    private func runConstraint(_ bytes: [UInt8]) {
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        // A statement (compound anchors included) expands only to constraints the grammar
        // accepts one by one: each one's exact spelling reads back as itself.
        for expression in (try? ConstraintParser.parseStatement(text)) ?? [] {
            Self.check((try? ConstraintParser.parse(expression.specText)) == expression,
                       "'\(text)' expands to '\(expression.specText)', which does not read back as itself")
        }
        guard let parsed = try? ConstraintParser.parse(text) else { return }
        Self.check(parsed.constant.isFinite && parsed.multiplier.isFinite && parsed.priority.isFinite,
                   "a parsed constraint holds a non-finite number: \(text)")
        // The printed form reads back, and the canonical form is one: printing a valid
        // constraint must never produce something the grammar refuses.
        guard let printed = try? ConstraintParser.parse(parsed.description) else {
            Self.check(false, "the printed form of '\(text)' does not parse: '\(parsed.description)'")
            return
        }
        // Printing rounds to three decimals, but never so far as to change what the
        // constraint is: a required one stays required, an optional one optional, and a
        // multiplier keeps its sign.
        Self.check((printed.priority < 1000) == (parsed.priority < 1000) && printed.multiplier.sign == parsed.multiplier.sign
                   && (printed.multiplier == 0) == (parsed.multiplier == 0),
                   "the printed form of '\(text)' means something else: '\(parsed.description)'")
        let canonical = parsed.canonical()
        Self.check(canonical.canonical() == canonical, "canonical() is not idempotent for '\(text)'")
        Self.check(parsed.isEquivalent(to: canonical), "'\(text)' is not equivalent to its canonical form")
    }

    private func runVisualFormat(_ bytes: [UInt8]) {
        // The first byte picks the options (alignment and direction bits), the rest is the format.
        guard let first = bytes.first, let text = String(validating: bytes.dropFirst(), as: UTF8.self) else { return }
        let options = VisualFormatOptions(rawValue: UInt32(first) & 0xFF)
        guard let constraints = try? VisualFormat.parse(text, options: options, metrics: ["m": 8, "wide": 200, "p": 750]) else {
            return
        }
        for c in constraints {
            Self.check(c.constant.isFinite && c.multiplier.isFinite && (1...1000).contains(c.priority),
                       "VFL '\(text)' made a constraint with a bad number: \(c)")
            Self.check((try? ConstraintParser.parse(c.description)) != nil,
                       "VFL '\(text)' made a constraint whose printed form does not parse: '\(c.description)'")
        }
    }

    private func runPNG(_ bytes: [UInt8]) {
        // The direct decoder (Stacksnap's own PNGs) may take only what libpng decodes, and
        // must give its pixels; `decode` must then answer as libpng alone does.
        let limit = 4_000_000
        let reference = Result { () throws(PNGError) in try PNG.decodeWithLibpng(bytes, maxPixels: limit) }
        if let direct = try? PNG.decodeDirectly(bytes, maxPixels: limit) {
            Self.check(reference == .success(direct), "the direct PNG decoder took a file libpng decodes otherwise: \(reference)")
        }
        let combined = Result { () throws(PNGError) in try PNG.decode(bytes, maxPixels: limit) }
        Self.check(combined == reference, "PNG.decode gave \(combined), libpng alone \(reference)")
        guard let bitmap = try? combined.get() else { return }
        Self.check(bitmap.pixels.count == bitmap.width * bitmap.height * 4, "decoded pixels do not fill the bitmap")
        guard let again = try? PNG.encode(bitmap) else {
            Self.check(false, "a decoded \(bitmap.width)×\(bitmap.height) bitmap did not encode")
            return
        }
        Self.check((try? PNG.decode(again)) == bitmap, "a PNG re-encoded from decoded pixels does not decode to them")
    }
}
