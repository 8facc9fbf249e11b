import Foundation
import Pixels
import Raster
import Stacksnap

/// `stacksnap accept`: the renders a report folder kept for its failed snapshots become
/// their goldens, without rendering again.
///
/// The same care as recording: the golden folder is the one the report compared with (a
/// different one is refused), a golden that exists but cannot be read or decoded is never
/// replaced, a render that drew characters as boxes is never accepted, each file is checked
/// (the image decodes, the frame tree is text) and written atomically, and only the goldens
/// that differed or were missing are written. What was written is listed in the report
/// folder's `accepted.txt`.
public enum Acceptance {
    /// One snapshot accepted: the golden files written.
    public struct Accepted: Sendable, Equatable {
        public var name: String
        public var written: [String]
    }

    /// The outcome: snapshots accepted and those refused, each with why.
    public struct Outcome: Sendable {
        public var accepted: [Accepted] = []
        public var refused: [VerifyError] = []
    }

    /// Accepts the failed snapshots whose names match `patterns` (all of them when empty): a
    /// shell pattern (`card*`), or else the exact name — not a substring, as `verify
    /// --filter` takes it, since accepting `row` must not also accept `row.dark`. `golden`,
    /// when given, must be the folder the report compared with.
    public static func run(report path: String, patterns: [String] = [],
                           golden: String? = nil) throws(VerifyError) -> Outcome {
        let folder = ReportFolder(path: path)
        let report = try folder.read()
        if let golden, ResolvedPath(golden) != ResolvedPath(report.golden) {
            throw .input("\(folder.jsonPath): error: this report compared with the golden folder \(report.golden), "
                         + "not \(golden); refusing to accept into a folder the report did not come from")
        }
        func chosen(_ name: String) -> Bool {
            patterns.isEmpty || patterns.contains { pattern in
                pattern.contains(where: { "*?[".contains($0) }) ? NameFilter([pattern]).matches(name) : pattern == name
            }
        }
        let failed = report.snapshots.filter { $0.status == .failed && chosen($0.name) }
        if !patterns.isEmpty, failed.isEmpty {
            let all = report.snapshots.filter { $0.status == .failed }.map(\.name)
            throw .input("\(folder.jsonPath): error: no failed snapshot matches \(patterns.joined(separator: ", "))"
                         + (all.isEmpty ? " (the report has no failures)" : "; failed: \(all.joined(separator: ", "))"))
        }
        let store = GoldenStore(folder: report.golden)
        var outcome = Outcome()
        for result in failed {
            do throws(VerifyError) {
                let written = try accept(result, report: path, store: store)
                outcome.accepted.append(Accepted(name: result.name, written: written))
            } catch {
                outcome.refused.append(error)
            }
        }
        if !outcome.accepted.isEmpty {
            let lines = outcome.accepted.map { "\($0.name): \($0.written.joined(separator: ", "))" }
            try ReportFiles.write(lines.joined(separator: "\n") + "\n", to: ReportFiles.join(path, "accepted.txt"))
        }
        return outcome
    }

    private static func accept(_ result: SnapshotResult, report: String,
                               store: GoldenStore) throws(VerifyError) -> [String] {
        let name = result.name
        if let undrawable = result.undrawable {
            throw .input("\(name): error: the render drew \(undrawable) as boxes (no bundled font has them); "
                         + "such a render is never made a golden")
        }
        let goldens = result.goldens ?? SnapshotResult.Goldens(image: .differing, frames: .differing)
        // The goldens on disk must be readable: a corrupt one is someone's evidence.
        if goldens.image != .missing { _ = try store.readImage(name) }
        if goldens.frames != .missing { _ = try store.readFrames(name) }
        var writes: [(bytes: [UInt8], path: String)] = []
        if goldens.image != .matching {
            let bytes = try artifact(result.artifacts.actual, of: name, what: "image", report: report)
            do {
                _ = try PNG.decode(bytes)
            } catch {
                throw .unreadableImage(path: ReportFiles.join(report, result.artifacts.actual ?? ""),
                                       message: "the kept render does not decode: \(error)")
            }
            writes.append((bytes, store.imagePath(name)))
        }
        if goldens.frames != .matching {
            let bytes = try artifact(result.artifacts.frames, of: name, what: "frame tree", report: report)
            guard String(validating: bytes, as: UTF8.self) != nil else {
                throw .input("\(name): error: the kept frame tree is not UTF-8 text")
            }
            writes.append((bytes, store.framesPath(name)))
        }
        // The listing goes with the frames it was made with, so a later explanation does not
        // compare against constraints older than the golden.
        if let listing = result.artifacts.constraints, !writes.isEmpty {
            writes.append((try artifact(listing, of: name, what: "constraint listing", report: report),
                           store.constraintsPath(name)))
        }
        for write in writes { try store.write(write.bytes, to: write.path) }
        return writes.map(\.path)
    }

    /// An artifact's bytes; the path must stay inside the report's `artifacts/`.
    private static func artifact(_ relative: String?, of name: String, what: String,
                                 report: String) throws(VerifyError) -> [UInt8] {
        guard let relative else {
            throw .input("\(name): error: the report kept no \(what) for it (run verify again with --report)")
        }
        guard ReportFolder.isArtifactPath(relative) else {
            throw .badReport(path: ReportFiles.join(report, ReportFolder.jsonFile),
                             message: "artifact path '\(relative)' is not inside artifacts/")
        }
        let path = ReportFiles.join(report, relative)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .io(path: path, message: "cannot read the kept \(what)")
        }
        return [UInt8](data)
    }
}
