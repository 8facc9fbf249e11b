import ArgumentParser
import Stacksnap
import StacksnapVerify

/// The terminal side of one `verify` run: a progress bar while ``VerifyRun`` works, then
/// its results printed in name order, and the exit code of its outcome.
struct VerifySession {
    var run: VerifyRun
    var verbose: Bool

    func start() throws {
        let bar = ProgressBar.forStandardOutput(total: run.plan.items.count)
        var progress: (@Sendable (Verifier.Progress) -> Void)?
        if let bar { progress = { bar.update($0) } }
        let done: VerifyRun.Result
        do {
            done = try run.run(progress: progress)
        } catch {
            bar?.finish()
            throw Failure.report(error)
        }
        bar?.finish()
        done.warnings.forEach(Failure.printError)
        for result in done.results { TerminalReport.lines(result, verbose: verbose).forEach { print($0) } }
        TerminalReport.errors(done.results).forEach(Failure.printError)
        TerminalReport.warnings(done.results).forEach(Failure.printError)
        done.errors.forEach(Failure.printError)
        TerminalReport.orphanLines(done.orphans, deleted: done.deleted, refusal: done.refusal, policy: run.orphanPolicy)
            .forEach { print($0) }
        MigrationSummary.lines(done.results).forEach { print($0) }
        if let html = done.reportToOpen { print("report: \(html)") }
        print(done.summary.line)
        if done.status != .success { throw Failure.exit(done.status) }
    }
}
