import Stacksnap
import Foundation
import Pixels
import Raster
import VisualDiff

/// Checks one snapshot against its goldens: render, read the goldens, compare, decide,
/// then write what the decision says (goldens) and what a failure needs (artifacts).
///
/// Steps:
/// 1. render (an invalid spec or layout is an error result);
/// 2. read both goldens; a corrupt one is an error result and is never written to; the
///    image is decoded unless the golden cache shows the render has its exact pixels;
/// 3. compare in memory (``SnapshotComparison``) and decide (``GoldenDecision``);
/// 4. encode PNGs only now, and only for a golden to write or a failure to show.
struct SnapshotVerifier: Sendable {
    var store: GoldenStore
    var mode: RecordMode
    var overrides: CompareOverrides
    /// Where failure artifacts go; nil writes none.
    var artifacts: ArtifactFolder?
    /// What goldens decode to, from earlier runs; nil decodes every golden.
    var cache: GoldenCache?
    /// Only changes the advice given for a missing golden.
    var isCI: Bool
    var pipeline: SnapshotPipeline.Options
    /// Create constraint listings beside goldens (existing ones are kept current either way).
    var constraintSidecars = false
    /// Pass a snapshot whose goldens' stamp matches the current one without drawing it.
    var incremental = false
    /// Audit each drawn snapshot's accessibility.
    var audit = AuditMode.off

    func verify(_ item: VerifyPlan.Item) -> SnapshotResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result = check(item)
        result.seconds = Self.seconds(clock.now - start)
        return result
    }

    private func check(_ item: VerifyPlan.Item) -> SnapshotResult {
        // The stamp is worked out only when something needs it (an incremental run, a write,
        // a change to explain): a snapshot that simply passes never reads its inputs twice.
        var known: GoldenStamp?
        func stamp() -> GoldenStamp {
            if let known { return known }
            let current = GoldenStamp.current(name: item.name, spec: item.spec, output: item.output)
            known = current
            return current
        }
        if incremental, let unchanged = unchanged(item, stamp: stamp()) { return unchanged }
        // 1. Render.
        let rendered: RenderedSnapshot
        do {
            rendered = try SpecJob.render(item.output, options: pipeline)
        } catch {
            return .failure(name: item.name, spec: item.spec, VerifyError(error))
        }
        // 2. Read the goldens.
        let goldenBytes: [UInt8]?
        let goldenPixels: SnapshotComparison.GoldenPixels?
        let goldenFrames: String?, goldenStamp: GoldenStamp?
        do {
            goldenBytes = try store.readImageBytes(item.name)
            goldenPixels = try goldenBytes.map { bytes throws(VerifyError) in try pixels(of: bytes, name: item.name, rendered: rendered) }
            let stamped = try store.readFrames(item.name).map(GoldenStamp.split)
            (goldenStamp, goldenFrames) = (stamped?.stamp, stamped?.tree)
        } catch {
            var failure = SnapshotResult.failure(name: item.name, spec: item.spec, error)
            failure.warnings = rendered.warnings.map(\.message)
            return failure
        }
        let goldenBitmap: Bitmap?
        if case .decoded(let bitmap)? = goldenPixels { goldenBitmap = bitmap } else { goldenBitmap = nil }
        // 3. Compare and decide.
        let options = overrides.options(for: rendered.lowered)
        let comparison = SnapshotComparison.compare(
            actual: rendered.bitmap, actualFrames: rendered.frameTree, golden: goldenPixels,
            goldenFrames: goldenFrames, options: options, framesName: store.framesPath(item.name))
        let decision = GoldenDecision.decide(mode: mode, image: comparison.image, frames: comparison.frames,
                                             canRecord: rendered.missingGlyphs.isEmpty,
                                             imageIdentical: comparison.pixels?.identical ?? true)
        func messages(_ decision: GoldenDecision, writeFailed: Bool = false) -> [String] {
            SnapshotMessages.describe(comparison, decision, store: store, name: item.name,
                                      missingGlyphs: rendered.missingGlyphs, isCI: isCI, writeFailed: writeFailed)
        }
        var result = SnapshotResult(
            name: item.name, spec: item.spec, status: decision.status,
            messages: messages(decision),
            // The missing-glyph warning becomes a failure message; the rest stay warnings.
            warnings: rendered.warnings.filter { $0.kind != .missingGlyphs }.map(\.message),
            pixels: comparison.pixels.map { pixels in
                // A cache hit means the golden has the render's size and pixels.
                let expected = goldenBitmap.map { ($0.width, $0.height) } ?? (rendered.bitmap.width, rendered.bitmap.height)
                return PixelFigures(pixels, expected: expected, actual: (rendered.bitmap.width, rendered.bitmap.height),
                                    options: options)
            },
            framesDiff: comparison.framesDiff)
        result.goldens = SnapshotResult.Goldens(image: comparison.image, frames: comparison.frames)
        result.undrawable = rendered.missingGlyphs.isEmpty ? nil : String(rendered.missingGlyphs)
        if let folder = (try? SnapshotFonts.folder(rendered.lowered.fonts, specFile: rendered.lowered.file)) ?? nil {
            result.fonts = folder.faces.map(SnapshotResult.FontRecord.init)
        }
        if comparison.image == .differing || comparison.frames == .differing {
            result.change = SnapshotResult.Change(
                cause: GoldenStamp.cause(recorded: goldenStamp, current: stamp()),
                engine: goldenStamp.flatMap { $0.engine == stamp().engine ? nil : "\($0.engine) → \(stamp().engine)" },
                moved: goldenFrames.flatMap { FrameTreeText.largestShift(from: $0, to: rendered.frameTree) })
        }
        // The constraint listing kept beside the goldens, and the one this layout makes: laid
        // out once more only when a frame moved (to explain it) or a listing is to be written.
        let sidecar = store.readConstraints(item.name)
        let keepsListing = constraintSidecars || sidecar != nil
        let writesListing = keepsListing && (decision.writeImage || decision.writeFrames
            || (sidecar == nil && mode != .never && comparison.image == .matching && comparison.frames == .matching))
        var members: [SnapshotPipeline.LaidOut]?
        if (comparison.frames == .differing && goldenFrames != nil) || writesListing
            || (keepsListing && decision.status != .passed) {
            var slack = pipeline
            slack.recordsSlack = true
            members = try? SpecJob.layout(item.output, options: slack)
        }
        if let members, comparison.frames == .differing, let goldenFrames, !item.output.isAccessibility {
            result.explanation = MoveExplanation.explain(goldenFrames: goldenFrames, goldenConstraints: sidecar,
                                                         members: members, composed: item.output.isComposed).text
        }
        let listing = members.map { ConstraintListing.text($0, composed: item.output.isComposed) }
        let findings = audit == .off ? [] : AccessibilityAudit.audit(rendered, output: item.output, options: pipeline)
        record(findings, in: &result)
        // 4. Write.
        do {
            var encoded: [UInt8]?
            if decision.writeImage {
                let png = try Self.encode(rendered.bitmap, name: item.name)
                encoded = png
                try store.write(png, to: store.imagePath(item.name))
                result.recorded.append(store.imagePath(item.name))
            }
            // The frame tree carries the stamp, so it is rewritten with any golden whose stamp
            // it no longer tells (an image rewritten beside unchanged frames included).
            if decision.writeFrames || (decision.writeImage && goldenFrames != nil && goldenStamp != stamp()) {
                try store.write(Array((stamp().line + rendered.frameTree).utf8), to: store.framesPath(item.name))
                if decision.writeFrames { result.recorded.append(store.framesPath(item.name)) }
            }
            if writesListing, let listing, listing != sidecar {
                try store.write(Array(listing.utf8), to: store.constraintsPath(item.name))
                result.recorded.append(store.constraintsPath(item.name))
            }
            if findings.contains(where: { $0.frame.count == 4 }), let artifacts {
                let marked = try Self.encode(try Self.auditImage(rendered, findings), name: item.name)
                result.artifacts.audit = try artifacts.write(marked, name: item.name, kind: .audit)
            }
            if decision.status != .passed, let artifacts {
                result.artifacts = try writeArtifacts(artifacts, name: item.name, rendered: rendered, stamp: stamp(),
                                                      goldenBytes: goldenBytes, goldenBitmap: goldenBitmap,
                                                      comparison: comparison, options: options, encoded: encoded)
                if keepsListing, let listing {
                    result.artifacts.constraints = try artifacts.write(Array(listing.utf8), name: item.name, kind: .constraints)
                }
            }
        } catch {
            // The messages were worded for the decision; say only what was written.
            let written = GoldenDecision(writeImage: result.recorded.contains(store.imagePath(item.name)),
                                         writeFrames: result.recorded.contains(store.framesPath(item.name)),
                                         status: .error)
            result.status = .error
            result.errorKind = error.kind
            // One line, error first, as every error result prints: the comparison's findings
            // follow it, named by the snapshot.
            let unwritten = (decision.writeImage && !written.writeImage) || (decision.writeFrames && !written.writeFrames)
            let context = messages(written, writeFailed: unwritten)
            result.messages = [error.description + (context.isEmpty ? "" : " (\(item.name): \(context.joined(separator: "; ")))")]
        }
        return result
    }

    /// Audit findings: warnings with `--audit warn`; with `--audit error`, failures of a
    /// snapshot that would otherwise have passed or been recorded.
    private func record(_ findings: [AuditFinding], in result: inout SnapshotResult) {
        guard !findings.isEmpty else { return }
        result.findings = findings
        guard audit == .error else {
            result.warnings += findings.map {
                "\($0.location): warning: \($0.rule.rawValue): \($0.view): \($0.message) [\(result.name)]"
            }
            return
        }
        if result.status == .passed || result.status == .recorded { result.status = .failed }
        result.messages.append("\(findings.count) accessibility finding\(findings.count == 1 ? "" : "s"): "
                               + findings.map { "\($0.rule.rawValue) \($0.view) (\($0.measured))" }.joined(separator: ", "))
    }

    /// The golden's pixels: known equal to the render's from the cache or from decoding
    /// them against it, or decoded; what a decode found is remembered in the cache.
    private func pixels(of bytes: [UInt8], name: String,
                        rendered: RenderedSnapshot) throws(VerifyError) -> SnapshotComparison.GoldenPixels {
        let key = cache.map { _ in Digest128.of(bytes) }
        if let cache, let key, let known = cache.entry(for: key), known.width == rendered.bitmap.width,
           known.height == rendered.bitmap.height, known.pixels == Digest128.of(rendered.bitmap.pixels) {
            cache.noteHit()
            return .identicalToActual
        }
        let golden: SnapshotComparison.GoldenPixels, bitmap: Bitmap
        switch try store.decodeImage(bytes, name: name, matching: rendered.bitmap) {
        case .same: (golden, bitmap) = (.identicalToActual, rendered.bitmap)
        case .different(let decoded): (golden, bitmap) = (.decoded(decoded), decoded)
        }
        if let cache, let key {
            cache.record(GoldenCache.Entry(width: bitmap.width, height: bitmap.height, pixels: Digest128.of(bitmap.pixels)),
                         for: key)
        }
        return golden
    }

    private func writeArtifacts(_ folder: ArtifactFolder, name: String, rendered: RenderedSnapshot, stamp: GoldenStamp,
                                goldenBytes: [UInt8]?, goldenBitmap: Bitmap?, comparison: SnapshotComparison,
                                options: DiffOptions, encoded: [UInt8]?) throws(VerifyError) -> SnapshotResult.Artifacts {
        var files = SnapshotResult.Artifacts()
        let identical = comparison.pixels?.identical ?? false
        if let goldenBytes {
            // The golden's own bytes: no decode-encode round trip, and it shows exactly what
            // is on disk.
            files.expected = try folder.write(goldenBytes, name: name, kind: .expected)
        }
        if !identical {
            let actual: [UInt8]
            if let encoded { actual = encoded } else { actual = try Self.encode(rendered.bitmap, name: name) }
            files.actual = try folder.write(actual, name: name, kind: .actual)
        }
        if let golden = goldenBitmap, !identical {
            let diff = VisualDiff.diffImage(golden, rendered.bitmap, options: options)
            files.diff = try folder.write(try Self.encode(diff, name: name), name: name, kind: .diff)
            let panels = VisualDiff.sideBySide(expected: golden, diff: diff, actual: rendered.bitmap)
            files.sideBySide = try folder.write(try Self.encode(panels, name: name), name: name, kind: .sideBySide)
        }
        if let framesDiff = comparison.framesDiff {
            files.framesDiff = try folder.write(Array(framesDiff.utf8), name: name, kind: .framesDiff)
        }
        // The render's frame tree beside its image, so the pair can be accepted as goldens
        // later without rendering again.
        files.frames = try folder.write(Array((stamp.line + rendered.frameTree).utf8), name: name, kind: .frames)
        return files
    }

    /// With `--incremental`: a pass without drawing, when both goldens are there, the image
    /// looks like a PNG (not a Git LFS pointer), and the frame tree's stamp is the current one
    /// — the same engine, fonts and input make the same bytes. Nil: draw and compare.
    private func unchanged(_ item: VerifyPlan.Item, stamp: GoldenStamp) -> SnapshotResult? {
        guard stamp.knowsInput, let frames = try? store.readFrames(item.name),
              GoldenStamp.split(frames).stamp == stamp,
              let image = try? store.readImageBytes(item.name), image.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        var result = SnapshotResult(name: item.name, spec: item.spec, status: .passed)
        result.goldens = SnapshotResult.Goldens(image: .matching, frames: .matching)
        result.skipped = true
        return result
    }

    static func encode(_ bitmap: Bitmap, name: String) throws(VerifyError) -> [UInt8] {
        do {
            return try PNG.encode(bitmap)
        } catch {
            throw .input("\(name): error: cannot encode the PNG: \(error)")
        }
    }

    static func auditImage(_ rendered: RenderedSnapshot, _ findings: [AuditFinding]) throws(VerifyError) -> Bitmap {
        do {
            return try AuditImage.render(rendered, findings: findings)
        } catch {
            throw VerifyError(error)
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
