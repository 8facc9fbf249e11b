import Foundation
import Pixels
import Raster
import VisualDiff

/// Checks one snapshot against its goldens: render, read the goldens, compare, decide,
/// then write what the decision says (goldens) and what a failure needs (artifacts).
///
/// Steps:
/// 1. render (an invalid spec or layout is an error result);
/// 2. read both goldens; a corrupt one is an error result and is never written to;
/// 3. compare in memory (``SnapshotComparison``) and decide (``GoldenDecision``);
/// 4. encode PNGs only now, and only for a golden to write or a failure to show.
struct SnapshotVerifier: Sendable {
    var store: GoldenStore
    var mode: RecordMode
    var overrides: CompareOverrides
    /// Where failure artifacts go; nil writes none.
    var artifacts: ArtifactFolder?
    /// Only changes the advice given for a missing golden.
    var isCI: Bool
    var pipeline: SnapshotPipeline.Options

    func verify(_ item: VerifyPlan.Item) -> SnapshotResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = check(item)
        result.seconds = Self.seconds(clock.now - start)
        return result
    }

    private func check(_ item: VerifyPlan.Item) -> SnapshotResult {
        // 1. Render.
        let rendered: RenderedSnapshot
        do {
            rendered = try SpecJob.render(item.output, options: pipeline)
        } catch {
            return .failure(name: item.name, spec: item.spec, VerifyError(error))
        }
        // 2. Read the goldens.
        let golden: (bytes: [UInt8], bitmap: Bitmap)?
        let goldenFrames: String?
        do {
            golden = try store.readImage(item.name)
            goldenFrames = try store.readFrames(item.name)
        } catch {
            var failure = SnapshotResult.failure(name: item.name, spec: item.spec, error)
            failure.warnings = rendered.warnings
            return failure
        }
        // 3. Compare and decide.
        let options = overrides.options(for: rendered.lowered)
        let comparison = SnapshotComparison.compare(
            actual: rendered.bitmap, actualFrames: rendered.frameTree, golden: golden?.bitmap,
            goldenFrames: goldenFrames, options: options, framesName: store.framesPath(item.name))
        let decision = GoldenDecision.decide(mode: mode, image: comparison.image, frames: comparison.frames,
                                             canRecord: rendered.missingGlyphs.isEmpty)
        var result = SnapshotResult(
            name: item.name, spec: item.spec, status: decision.status,
            messages: SnapshotMessages.describe(comparison, decision, store: store, name: item.name,
                                                missingGlyphs: rendered.missingGlyphs, isCI: isCI),
            // The missing-glyph warning becomes a failure message; the rest stay warnings.
            warnings: rendered.warnings.filter { rendered.missingGlyphs.isEmpty || !$0.contains("no bundled font has") },
            pixels: comparison.pixels.map { pixels in
                PixelFigures(pixels, expected: (golden?.bitmap.width ?? 0, golden?.bitmap.height ?? 0),
                             actual: (rendered.bitmap.width, rendered.bitmap.height), options: options)
            },
            framesDiff: comparison.framesDiff)
        // 4. Write.
        do {
            var encoded: [UInt8]?
            if decision.writeImage {
                let png = try Self.encode(rendered.bitmap, name: item.name)
                encoded = png
                try store.write(png, to: store.imagePath(item.name))
                result.recorded.append(store.imagePath(item.name))
            }
            if decision.writeFrames {
                try store.write(Array(rendered.frameTree.utf8), to: store.framesPath(item.name))
                result.recorded.append(store.framesPath(item.name))
            }
            if decision.status != .passed, let artifacts {
                result.artifacts = try writeArtifacts(artifacts, name: item.name, rendered: rendered, golden: golden,
                                                      comparison: comparison, options: options, encoded: encoded)
            }
        } catch {
            result.status = .error
            result.errorKind = error.kind
            result.messages.append(error.description)
        }
        return result
    }

    private func writeArtifacts(_ folder: ArtifactFolder, name: String, rendered: RenderedSnapshot,
                                golden: (bytes: [UInt8], bitmap: Bitmap)?, comparison: SnapshotComparison,
                                options: DiffOptions, encoded: [UInt8]?) throws(VerifyError) -> SnapshotResult.Artifacts {
        var files = SnapshotResult.Artifacts()
        let identical = comparison.pixels?.identical ?? false
        if let golden {
            // The golden's own bytes: no decode-encode round trip, and it shows exactly what
            // is on disk.
            files.expected = try folder.write(golden.bytes, name: name, kind: .expected)
        }
        if !identical {
            let actual: [UInt8]
            if let encoded { actual = encoded } else { actual = try Self.encode(rendered.bitmap, name: name) }
            files.actual = try folder.write(actual, name: name, kind: .actual)
        }
        if let golden, !identical {
            let diff = VisualDiff.diffImage(golden.bitmap, rendered.bitmap, options: options)
            files.diff = try folder.write(try Self.encode(diff, name: name), name: name, kind: .diff)
            let panels = VisualDiff.sideBySide(expected: golden.bitmap, diff: diff, actual: rendered.bitmap)
            files.sideBySide = try folder.write(try Self.encode(panels, name: name), name: name, kind: .sideBySide)
        }
        if let framesDiff = comparison.framesDiff {
            files.framesDiff = try folder.write(Array(framesDiff.utf8), name: name, kind: .framesDiff)
        }
        return files
    }

    static func encode(_ bitmap: Bitmap, name: String) throws(VerifyError) -> [UInt8] {
        do {
            return try PNG.encode(bitmap)
        } catch {
            throw .input("\(name): error: cannot encode the PNG: \(error)")
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
