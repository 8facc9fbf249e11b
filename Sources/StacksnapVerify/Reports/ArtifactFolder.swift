import Stacksnap
import Foundation

/// The `artifacts/` folder of a report: the images and diffs of snapshots that did not pass.
///
/// File names are `<snapshot>.<kind>`, so one snapshot's files sort together; paths are
/// returned relative to the report folder, the form the reports link them by.
public struct ArtifactFolder: Sendable {
    /// The report folder (the artifacts go into its `artifacts/` subfolder).
    public var report: String
    public static let subfolder = "artifacts"

    public init(report: String) {
        self.report = report
    }

    /// Kinds of artifact and their file-name suffixes.
    public enum Kind: String, Sendable, CaseIterable {
        case expected = "expected.png"
        case actual = "actual.png"
        case diff = "diff.png"
        case sideBySide = "side-by-side.png"
        case framesDiff = "frames.diff"
        /// The fresh frame tree (what `stacksnap accept` makes the golden).
        case frames = "actual.frames.txt"
        /// The fresh constraint listing (the sidecar `stacksnap accept` keeps beside the goldens).
        case constraints = "actual.constraints.txt"
        /// The snapshot with its accessibility audit findings marked.
        case audit = "audit.png"
    }

    /// `artifacts/<name>.<kind>`.
    public static func relativePath(_ name: String, _ kind: Kind) -> String {
        "\(subfolder)/\(name).\(kind.rawValue)"
    }

    /// Writes one artifact and returns its path relative to the report folder.
    public func write(_ bytes: [UInt8], name: String, kind: Kind) throws(VerifyError) -> String {
        let relative = Self.relativePath(name, kind)
        try ReportFiles.createFolder((report as NSString).appendingPathComponent(Self.subfolder))
        try checkInside()
        do {
            try AtomicFile.write(bytes, to: (report as NSString).appendingPathComponent(relative))
        } catch {
            throw VerifyError(error)
        }
        return relative
    }

    /// Refuses an `artifacts` folder that is a symbolic link leading out of the report
    /// folder: writing (and the next run's clean-up) would otherwise reach files elsewhere.
    func checkInside() throws(VerifyError) {
        let folder = (report as NSString).appendingPathComponent(Self.subfolder)
        guard (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) != nil else { return }
        let target = ResolvedPath(folder)
        guard !target.isInside(ResolvedPath(report)) else { return }
        throw .io(path: folder, message: "the artifacts folder is a symbolic link to \(target.path), outside the report folder; "
                  + "refusing to write or delete anything there (remove the link)")
    }
}
