import Stacksnap
import Foundation

/// A run's results as one value: what `report.json` holds (versioned), and what the JUnit
/// and HTML reports are printed from. Shard reports merge into one of these.
public struct VerifyReport: Sendable, Equatable, Codable {
    /// The format's version; readers refuse versions they do not know.
    public static let currentVersion = 1

    public var version: Int
    /// Always `stacksnap`, so a stray JSON file is recognised as not a report.
    public var tool: String
    public var summary: VerifySummary
    /// The golden folder the run compared with.
    public var golden: String
    public var record: RecordMode
    /// The shards this report covers; empty for a whole, unsharded run.
    public var shards: [Shard]
    /// One entry per snapshot (and per spec that could not be read), sorted by name.
    public var snapshots: [SnapshotResult]
    /// Unused goldens found (not listed when the run could not tell).
    public var orphans: Orphans

    public init(summary: VerifySummary, golden: String, record: RecordMode, shards: [Shard],
                snapshots: [SnapshotResult], orphans: Orphans = Orphans()) {
        self.version = Self.currentVersion
        self.tool = "stacksnap"
        self.summary = summary
        self.golden = golden
        self.record = record
        self.shards = shards
        self.snapshots = snapshots
        self.orphans = orphans
    }

    /// The verdict the report amounts to.
    public var verdict: CommandOutcome { CommandOutcome(verdictOn: snapshots) }

    /// `report.json`: keys sorted and pretty-printed, so two reports diff well.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and numbers cannot fail; an empty object keeps
        // the file parseable if it ever did.
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Reads a `report.json`, refusing other tools' files and other versions.
    public static func read(json bytes: [UInt8], path: String) throws(VerifyError) -> VerifyReport {
        struct Header: Decodable {
            var version: Int?
            var tool: String?
        }
        let data = Data(bytes)
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            throw .badReport(path: path, message: "expected a JSON object written by stacksnap verify")
        }
        guard header.tool == "stacksnap" else {
            throw .badReport(path: path, message: "expected \"tool\": \"stacksnap\"; this is not a stacksnap report")
        }
        guard header.version == currentVersion else {
            throw .badReport(path: path, message: "expected report version \(currentVersion), found "
                             + "\(header.version.map(String.init) ?? "none"); use the stacksnap that wrote it")
        }
        do {
            return try JSONDecoder().decode(VerifyReport.self, from: data)
        } catch {
            throw .badReport(path: path, message: "malformed report: \(Self.describe(error))")
        }
    }

    /// A decoding error as the path to the bad value and what was wrong.
    private static func describe(_ error: Error) -> String {
        func path(_ keys: [CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "\(path(context.codingPath)): missing key '\(key.stringValue)'"
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?:
            return "\(path(context.codingPath)): \(context.debugDescription)"
        default: return "\(error)"
        }
    }
}
