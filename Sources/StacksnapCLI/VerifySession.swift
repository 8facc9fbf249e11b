import ArgumentParser
import Foundation
import Stacksnap

/// One `verify` run after its arguments are parsed: prepare the report folder, run the
/// plan with a progress bar on a terminal, handle unused goldens, write the reports,
/// print in name order, and exit with the verdict's code.
struct VerifySession {
    var plan: VerifyPlan
    var options: Verifier.Options
    var shard: Shard?
    var inputsAreFolders: Bool
    var filtered: Bool
    var orphanPolicy: Orphans.Policy
    var verbose: Bool

    func run() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let folder = options.report.map(ReportFolder.init(path:))
        do {
            try folder?.prepare()
        } catch {
            throw Failure.report(error)
        }
        let bar = ProgressBar.forStandardOutput(total: plan.items.count)
        var progress: (@Sendable (Verifier.Progress) -> Void)?
        if let bar { progress = { bar.update($0) } }
        let results = Verifier.run(plan, options: options, progress: progress)
        bar?.finish()

        // Unused goldens: only a run that read every spec of whole folders can tell.
        var orphans = Orphans()
        var deleted: [String] = []
        var refusal: String?
        var extraErrors: [String] = []
        if inputsAreFolders, !filtered, let names = plan.allNames {
            do {
                orphans = try Orphans.scan(GoldenStore(folder: options.golden), names: names)
                refusal = Orphans.deletionRefusal(inputsAreFolders: inputsAreFolders, shard: shard, filtered: filtered,
                                                  specsComplete: true)
                if orphanPolicy == .delete, refusal == nil { deleted = try orphans.delete() }
            } catch {
                extraErrors.append(error.description)
            }
        } else if orphanPolicy == .delete {
            refusal = Orphans.deletionRefusal(inputsAreFolders: inputsAreFolders, shard: shard, filtered: filtered,
                                              specsComplete: plan.allNames != nil)
        }

        let summary = VerifySummary(results: results, seconds: VerifySession.seconds(clock.now - start))
        let report = VerifyReport(summary: summary, golden: options.golden, record: options.record,
                                  shards: shard.map { $0.isWhole ? [] : [$0] } ?? [], snapshots: results,
                                  orphans: deleted.isEmpty ? orphans : Orphans())
        if let folder {
            do {
                try folder.write(report)
            } catch {
                extraErrors.append(error.description)
            }
        }
        // The cache only saves time: failing to save it is worth a warning, not a verdict.
        do {
            try options.cache?.save()
        } catch {
            Failure.printError("warning: the golden cache was not saved: \(error)")
        }

        for result in results { TerminalReport.lines(result, verbose: verbose).forEach { print($0) } }
        TerminalReport.errors(results).forEach(Failure.printError)
        TerminalReport.warnings(results).forEach(Failure.printError)
        extraErrors.forEach(Failure.printError)
        TerminalReport.orphanLines(orphans, deleted: deleted, refusal: refusal, policy: orphanPolicy).forEach { print($0) }
        if let folder, report.verdict != .success, extraErrors.isEmpty {
            print("report: \(folder.htmlPath)")
        }
        print(summary.line)

        // A report or unused golden that could not be written or deleted is an I/O
        // failure, which the precedence weighs against the snapshots' verdict.
        let status = CommandOutcome.worst([report.verdict] + (extraErrors.isEmpty ? [] : [.io]))
        if status != .success { throw Failure.exit(status) }
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
