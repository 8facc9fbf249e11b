import Stacksnap
import Foundation

/// A report folder: `index.html`, `report.json`, `junit.xml` and `artifacts/`.
///
/// Before a run, the artifacts the previous report lists are deleted (and nothing else),
/// so stale images never show up in a new report, and a folder the user pointed at by
/// mistake loses no file of theirs.
public struct ReportFolder: Sendable {
    public var path: String

    public init(path: String) {
        self.path = path
    }

    public static let jsonFile = "report.json"
    public static let junitFile = "junit.xml"
    public static let htmlFile = "index.html"

    public var jsonPath: String { ReportFiles.join(path, Self.jsonFile) }
    public var junitPath: String { ReportFiles.join(path, Self.junitFile) }
    public var htmlPath: String { ReportFiles.join(path, Self.htmlFile) }

    /// Creates the folder and removes the artifacts of the report it already holds.
    /// A previous report that cannot be read is left alone.
    public func prepare() throws(VerifyError) {
        try ReportFiles.createFolder(path)
        guard let bytes = FileManager.default.contents(atPath: jsonPath),
              let previous = try? VerifyReport.read(json: [UInt8](bytes), path: jsonPath) else { return }
        try ArtifactFolder(report: path).checkInside()
        for relative in previous.snapshots.flatMap(\.artifacts.all) where Self.isArtifactPath(relative) {
            try? FileManager.default.removeItem(atPath: ReportFiles.join(path, relative))
        }
    }

    /// Writes the three report files.
    public func write(_ report: VerifyReport) throws(VerifyError) {
        try ReportFiles.createFolder(path)
        try ReportFiles.write(report.json(), to: jsonPath)
        try ReportFiles.write(JUnitReport.xml(report), to: junitPath)
        try ReportFiles.write(HTMLReport.html(report, folder: path), to: htmlPath)
    }

    /// Reads the report a folder holds.
    public func read() throws(VerifyError) -> VerifyReport {
        guard let bytes = FileManager.default.contents(atPath: jsonPath) else {
            throw .badReport(path: jsonPath, message: "cannot read the report (expected the \(Self.jsonFile) of a stacksnap verify report folder)")
        }
        return try VerifyReport.read(json: [UInt8](bytes), path: jsonPath)
    }

    /// True for `artifacts/<file>` with no way out of the folder: a report file is data,
    /// and a hand-edited one must not make the tool delete or copy anything else.
    static func isArtifactPath(_ relative: String) -> Bool {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0] == ArtifactFolder.subfolder && !parts[1].isEmpty
            && !parts[1].hasPrefix(".") && !parts[1].contains("\\")
    }
}
