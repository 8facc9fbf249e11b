import Stacksnap
import Foundation

/// Joins the report folders of several shards (or runs) into one: the snapshots of all,
/// sorted by name, their artifacts copied over, and new JSON, JUnit and HTML files.
public enum ReportMerge {
    /// Merges the reports values: entries sorted by name, counts and shards added up, the
    /// longest wall time kept (shards run side by side). Orphans are listed once each.
    ///
    /// The same snapshot in two reports is kept once when both entries agree on the
    /// status; otherwise the shards overlapped and the merge fails rather than pick one.
    public static func merge(_ reports: [(path: String, report: VerifyReport)]) throws(VerifyError) -> VerifyReport {
        guard let first = reports.first else {
            throw .badReport(path: "", message: "expected at least one report folder to merge")
        }
        var byName: [String: (path: String, result: SnapshotResult)] = [:]
        var entries: [SnapshotResult] = []
        var shards: [Shard] = []
        var orphanGoldens: [String] = [], orphanTemps: [String] = []
        var seconds = 0.0
        for (path, report) in reports {
            seconds = max(seconds, report.summary.seconds)
            shards += report.shards
            orphanGoldens += report.orphans.goldens
            orphanTemps += report.orphans.temporaries
            for result in report.snapshots {
                let key = result.name + "\u{0}" + result.spec
                if let seen = byName[key] {
                    guard seen.result.status == result.status else {
                        throw .badReport(path: path, message: "snapshot '\(result.name)' is \(result.status.rawValue) here "
                                         + "but \(seen.result.status.rawValue) in \(seen.path); the reports overlap")
                    }
                    continue
                }
                byName[key] = (path, result)
                entries.append(result)
            }
        }
        entries.sort { ($0.name, $0.spec) < ($1.name, $1.spec) }
        let uniqueShards = shards.reduce(into: [Shard]()) { if !$0.contains($1) { $0.append($1) } }
            .sorted { ($0.count, $0.number) < ($1.count, $1.number) }
        let orphans = Orphans(goldens: Array(Set(orphanGoldens)).sorted(), temporaries: Array(Set(orphanTemps)).sorted())
        return VerifyReport(summary: VerifySummary(results: entries, seconds: seconds), golden: first.report.golden,
                            record: first.report.record, shards: uniqueShards, snapshots: entries, orphans: orphans)
    }

    /// Reads the folders, merges them, copies every artifact into `output` and writes the
    /// merged report there. `output` may be one of the inputs.
    @discardableResult
    public static func merge(folders: [String], into output: String) throws(VerifyError) -> VerifyReport {
        var reports: [(path: String, report: VerifyReport)] = []
        for folder in folders {
            reports.append((folder, try ReportFolder(path: folder).read()))
        }
        let merged = try merge(reports)
        let target = ReportFolder(path: output)
        try ReportFiles.createFolder(ReportFiles.join(output, ArtifactFolder.subfolder))
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath()
        for (folder, report) in reports {
            let sameFolder = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath() == outputURL
            guard !sameFolder else { continue }
            for relative in report.snapshots.flatMap(\.artifacts.all) {
                guard ReportFolder.isArtifactPath(relative) else {
                    throw .badReport(path: ReportFolder(path: folder).jsonPath,
                                     message: "artifact path '\(relative)' is not inside artifacts/")
                }
                try copy(ReportFiles.join(folder, relative), to: ReportFiles.join(output, relative))
            }
        }
        try target.write(merged)
        return merged
    }

    private static func copy(_ source: String, to destination: String) throws(VerifyError) {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw .io(path: source, message: "cannot read the artifact the report lists")
        }
        do {
            try AtomicFile.write([UInt8](data), to: destination)
        } catch {
            throw VerifyError(error)
        }
    }
}
