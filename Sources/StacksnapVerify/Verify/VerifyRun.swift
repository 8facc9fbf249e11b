import Foundation
import Stacksnap

/// One whole verify run after its inputs are chosen: the report folder prepared, the plan
/// run, unused goldens found (and deleted when asked and allowed), the reports and the
/// cache written, and the outcome decided by ``CommandOutcome``'s precedence.
///
/// The `stacksnap verify` command parses, calls this, prints ``Result`` and exits with its
/// status; the decisions (what may be deleted, what a failed report write weighs against
/// the snapshots' verdict) are made here so that every caller makes them alike.
public struct VerifyRun: Sendable {
    public var plan: VerifyPlan
    public var options: Verifier.Options
    /// The shard the plan was cut to, if any.
    public var shard: Shard?
    /// True when every input was a folder: only then can unused goldens be told apart.
    public var inputsAreFolders: Bool
    /// True when a name filter chose some snapshots only.
    public var filtered: Bool
    public var orphanPolicy: Orphans.Policy

    public init(plan: VerifyPlan, options: Verifier.Options, shard: Shard?, inputsAreFolders: Bool, filtered: Bool,
                orphanPolicy: Orphans.Policy) {
        self.plan = plan
        self.options = options
        self.shard = shard
        self.inputsAreFolders = inputsAreFolders
        self.filtered = filtered
        self.orphanPolicy = orphanPolicy
    }

    /// What the run did and amounts to.
    public struct Result: Sendable {
        /// Every snapshot's result, in name order.
        public var results: [SnapshotResult]
        public var summary: VerifySummary
        public var report: VerifyReport
        /// Unused goldens found (empty unless the run could tell).
        public var orphans: Orphans
        /// The unused goldens deleted.
        public var deleted: [String]
        /// Why unused goldens were not deleted when deletion was asked for.
        public var refusal: String?
        /// Reports or unused goldens that could not be written or deleted.
        public var errors: [String]
        /// Things that cost nothing but time (the cache not saved).
        public var warnings: [String]
        /// The HTML report, when one was written and something did not pass.
        public var reportToOpen: String?
        /// The run's outcome: the snapshots' verdict, weighed against ``errors`` (I/O).
        public var status: CommandOutcome
    }

    /// Runs everything; `progress` is called from the worker threads after each snapshot.
    /// Throws only when the report folder cannot be prepared (before anything ran).
    public func run(progress: (@Sendable (Verifier.Progress) -> Void)? = nil) throws(VerifyError) -> Result {
        let clock = ContinuousClock()
        let start = clock.now
        let folder = options.report.map(ReportFolder.init(path:))
        try folder?.prepare()
        let results = Verifier.run(plan, options: options, progress: progress)

        var errors: [String] = []
        let (orphans, deleted, refusal) = unusedGoldens(&errors)
        let summary = VerifySummary(results: results, seconds: Self.seconds(clock.now - start))
        let report = VerifyReport(summary: summary, golden: options.golden, record: options.record,
                                  shards: shard.map { $0.isWhole ? [] : [$0] } ?? [], snapshots: results,
                                  orphans: deleted.isEmpty ? orphans : Orphans())
        if let folder {
            do {
                try folder.write(report)
            } catch {
                errors.append(error.description)
            }
        }
        // The cache only saves time: failing to save it is worth a warning, not a verdict.
        var warnings: [String] = []
        do {
            try options.cache?.save()
        } catch {
            warnings.append("warning: the golden cache was not saved: \(error)")
        }
        // A report or unused golden that could not be written or deleted is an I/O
        // failure, which the precedence weighs against the snapshots' verdict.
        let status = CommandOutcome.worst([report.verdict] + (errors.isEmpty ? [] : [.io]))
        let reportToOpen = report.verdict != .success && errors.isEmpty ? folder?.htmlPath : nil
        return Result(results: results, summary: summary, report: report, orphans: orphans, deleted: deleted,
                      refusal: refusal, errors: errors, warnings: warnings, reportToOpen: reportToOpen, status: status)
    }

    /// Unused goldens: only a run that read every spec of whole folders can tell which
    /// they are, and only an unsharded, unfiltered one may delete them.
    private func unusedGoldens(_ errors: inout [String]) -> (Orphans, [String], String?) {
        var orphans = Orphans()
        var deleted: [String] = []
        var refusal: String?
        if inputsAreFolders, !filtered, let names = plan.allNames {
            do {
                orphans = try Orphans.scan(GoldenStore(folder: options.golden), names: names)
                refusal = Orphans.deletionRefusal(inputsAreFolders: inputsAreFolders, shard: shard, filtered: filtered,
                                                  specsComplete: true)
                if orphanPolicy == .delete, refusal == nil { deleted = try orphans.delete() }
            } catch {
                errors.append(error.description)
            }
        } else if orphanPolicy == .delete {
            refusal = Orphans.deletionRefusal(inputsAreFolders: inputsAreFolders, shard: shard, filtered: filtered,
                                              specsComplete: plan.allNames != nil)
        }
        return (orphans, deleted, refusal)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
