import ArgumentParser
import Stacksnap
import StacksnapVerify

/// `stacksnap accept [PATTERN…] [--report DIR]`: makes the renders a verify report kept for
/// its failed snapshots their goldens, without rendering again.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the renders a verify report kept for its failed snapshots their goldens, without rendering again.",
        discussion: """
        Writes the goldens that differed or were missing, into the golden folder the report \
        compared with, atomically; refuses a golden that exists but cannot be read, and a \
        render that drew characters as boxes. Lists what it wrote in the report's accepted.txt. \
        Exit codes: 0 all accepted, 65 a snapshot refused or a folder that is not a report, \
        74 a file could not be read or written.
        """)

    @Argument(help: "Snapshot names or shell patterns (card*, *.dark); none = every failed snapshot.")
    var patterns: [String] = []

    @Option(help: "The report folder of the verify run.")
    var report = ".build/stacksnap-report"

    @Option(help: "The golden folder; must be the one the report compared with (default: the report's).")
    var golden: String?

    func run() throws {
        let outcome: Acceptance.Outcome
        do {
            outcome = try Acceptance.run(report: report, patterns: patterns, golden: golden)
        } catch {
            throw Failure.report(error)
        }
        for accepted in outcome.accepted {
            print("ACCEPTED  \(accepted.name): wrote \(accepted.written.joined(separator: ", "))")
        }
        for refusal in outcome.refused { Failure.printError(refusal.description) }
        if outcome.accepted.isEmpty && outcome.refused.isEmpty { print("nothing to accept: the report has no failed snapshots") }
        throw Failure.exit(CommandOutcome.worst(outcome.refused.map { CommandOutcome($0.kind) }))
    }
}
