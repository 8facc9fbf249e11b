import AutoLayout
import Foundation
import LayoutSpec
import Pixels
import Raster
import Stacksnap
import StacksnapVerify
import VisualDiff

/// Rendering to PNG bytes and comparing two PNGs, for snapshot libraries that store their
/// own references (swift-snapshot-testing's `Snapshotting`): the same pipeline and the same
/// pixel comparison as `stacksnap verify`, bytes in and out.
public enum LayoutPNG {
    /// Renders one output of a document — the snapshot named `output` (`name`,
    /// `name.variant`, or the composed figure's name), else the first one — as PNG bytes.
    public static func render(_ document: SpecDocument, output: String? = nil) throws(LayoutSnapshotError) -> [UInt8] {
        var outputs = document.snapshots().map(SpecJob.Output.snapshot)
        if let composition = document.composition() { outputs.append(.composed(composition)) }
        guard let chosen = output.map({ name in outputs.first { $0.name == name } }) ?? outputs.first else {
            throw .noOutput(name: output ?? document.name, known: outputs.map(\.name))
        }
        do {
            return try PNG.encode(try SpecJob.render(chosen).bitmap)
        } catch let error as StacksnapError {
            throw .render(error.description)
        } catch {
            throw .render("\(document.name): cannot encode the PNG: \(error)")
        }
    }

    /// Compares a reference PNG with a fresh one as verify compares a golden: byte equality
    /// first, then pixelmatch's tolerant comparison with these options. `scale` turns the
    /// ignored regions from points into pixels (outwards).
    public static func compare(expected: [UInt8], actual: [UInt8], options: CompareOptions = CompareOptions(),
                               scale: Int = 2) -> PNGComparison {
        let golden: Bitmap, fresh: Bitmap
        do {
            golden = try PNG.decode(expected)
        } catch {
            return PNGComparison(passes: false, summary: "the reference is not a readable PNG: \(error)")
        }
        do {
            fresh = try PNG.decode(actual)
        } catch {
            return PNGComparison(passes: false, summary: "the new image is not a readable PNG: \(error)")
        }
        let diffOptions = DiffOptions(
            threshold: options.threshold ?? CompareSettings().threshold,
            detectAntialiasing: options.antialiasing ?? CompareSettings().antialiasing,
            maxDifferentPixels: options.maxPixels ?? 0, maxDifferentRatio: options.maxRatio ?? 0,
            ignore: options.ignore.map { pixels($0, scale: Double(scale)) })
        // Verify's own comparison of an image with its golden; the frame tree is not part of
        // a PNG, so it is given as matching.
        let comparison = SnapshotComparison.compare(actual: fresh, actualFrames: "", golden: .decoded(golden), goldenFrames: "",
                                                    options: diffOptions, framesName: "")
        guard let result = comparison.pixels, comparison.image == .differing else {
            return PNGComparison(passes: true, summary: comparison.pixels?.description ?? "identical")
        }
        let summary = result.sizeMismatch.map { "the image size changed: \($0)" } ?? "pixels differ: \(result)"
        let diff = VisualDiff.diffImage(golden, fresh, options: diffOptions)
        return PNGComparison(passes: false, summary: summary, diffPNG: try? PNG.encode(diff),
                             sideBySidePNG: try? PNG.encode(VisualDiff.sideBySide(expected: golden, diff: diff, actual: fresh)))
    }

    /// The pixels a rectangle in points touches, edges rounded outwards.
    static func pixels(_ rect: AutoLayout.Rect, scale: Double) -> PixelRect {
        let left = (rect.x * scale).rounded(.down), top = (rect.y * scale).rounded(.down)
        let right = ((rect.x + rect.width) * scale).rounded(.up), bottom = ((rect.y + rect.height) * scale).rounded(.up)
        func int(_ value: Double) -> Int { value.isFinite ? Int(min(max(value, -1e15), 1e15)) : 0 }
        return PixelRect(x: int(left), y: int(top), width: int(right - left), height: int(bottom - top))
    }
}

/// The outcome of ``LayoutPNG/compare(expected:actual:options:scale:)``.
public struct PNGComparison: Sendable, Equatable {
    /// Identical, or within the allowances.
    public var passes: Bool
    /// One line for people, in verify's words (`pixels differ: 152 different pixels of …`).
    public var summary: String
    /// Differences in red, anti-aliasing in yellow (when the images differ).
    public var diffPNG: [UInt8]?
    /// Expected | diff | actual in one image.
    public var sideBySidePNG: [UInt8]?

    /// A comparison's verdict, its one-line summary and, when drawn, its images.
    public init(passes: Bool, summary: String, diffPNG: [UInt8]? = nil, sideBySidePNG: [UInt8]? = nil) {
        self.passes = passes
        self.summary = summary
        self.diffPNG = diffPNG
        self.sideBySidePNG = sideBySidePNG
    }
}
