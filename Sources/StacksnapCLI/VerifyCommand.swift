import ArgumentParser
import Foundation
import Stacksnap
import StacksnapVerify

extension RecordMode: ExpressibleByArgument {}
extension Orphans.Policy: ExpressibleByArgument {}

/// `stacksnap verify`: renders every snapshot and compares it with its goldens.
struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Render every snapshot and compare it with Golden/<snapshot>.png and .frames.txt.",
        discussion: """
        Exit codes: 0 every snapshot matches; 1 differences, missing goldens, or goldens \
        recorded by this run ("recorded, so failing"); 65 an invalid spec or a corrupt \
        golden (never overwritten); 74 a file could not be read or written.

        Sharding: --shard i/n, or the CI's variables (Bazel TEST_TOTAL_SHARDS/TEST_SHARD_INDEX, \
        GitLab CI_NODE_TOTAL/CI_NODE_INDEX, CircleCI CIRCLE_NODE_TOTAL/CIRCLE_NODE_INDEX, \
        Buildkite BUILDKITE_PARALLEL_JOB_COUNT/BUILDKITE_PARALLEL_JOB). Join shard reports \
        with `stacksnap report merge`.
        """)

    @Argument(help: "Spec files or folders of specs (default: Samples).")
    var specs: [String] = []

    @Option(help: "The folder of goldens.")
    var golden = "Golden"

    @Option(help: "When to write goldens: missing, all, failed or never (default: missing; never when CI is set).")
    var record: RecordMode?

    @Option(help: "The folder for the HTML, JUnit and JSON reports and the failure images.")
    var report = ".build/stacksnap-report"

    @Flag(help: "Write no report folder.")
    var noReport = false

    @Option(help: "The folder of the golden cache: what each golden decodes to, so unchanged snapshots skip the PNG decode.")
    var cache = ".build/stacksnap-cache"

    @Flag(help: "Decode every golden (no cache read or written).")
    var noCache = false

    @Option(help: "Threads to render on (default: all cores).")
    var jobs: Int?

    @Option(help: "Check only shard i of n (1-based), e.g. 2/4.")
    var shard: String?

    @Option(help: "Goldens no spec produces: report them, or delete them (only on a full, unsharded, unfiltered run).")
    var orphans: Orphans.Policy = .report

    @Option(help: "Only snapshots whose names match (a shell pattern, or a substring); repeatable.")
    var filter: [String] = []

    @Option(help: "Per-pixel color threshold 0…1, instead of each spec's compare.threshold.")
    var threshold: Double?

    @Option(help: "Differing pixels allowed, instead of each spec's compare.maxPixels.")
    var maxPixels: Int?

    @Option(help: "Fraction of differing pixels allowed 0…1, instead of each spec's compare.maxRatio.")
    var maxRatio: Double?

    @Flag(help: "List the snapshots this run would check (after shard and filter), and stop.")
    var list = false

    @Flag(help: "Also print a line for each snapshot that passed.")
    var verbose = false

    @Flag(help: "Keep a constraint listing (<snapshot>.constraints.txt) beside each golden, so 'why it moved' can name changed constraints.")
    var constraintSidecars = false

    @Flag(help: "Pass snapshots whose goldens' stamp matches the current engine, fonts and input without drawing them.")
    var incremental = false

    @Option(help: "Accessibility audit: off, warn (findings are printed and reported) or error (findings fail their snapshot).")
    var audit: AuditMode = .off

    @Flag(help: "Also draw and verify each snapshot's accessibility snapshot (<snapshot>.accessibility.png and its element list).")
    var accessibility = false

    @OptionGroup var limits: LimitOptions

    @OptionGroup var fonts: FontOptions

    @OptionGroup var traits: MatrixOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs: expected 1 or more, got \(jobs)") }
        if let threshold, !(0...1).contains(threshold) { throw ValidationError("--threshold: expected 0…1, got \(threshold)") }
        if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels: expected 0 or more, got \(maxPixels)") }
        if let maxRatio, !(0...1).contains(maxRatio) { throw ValidationError("--max-ratio: expected 0…1, got \(maxRatio)") }
    }

    func run() throws {
        AllocatorTuning.keepLargeBuffers()
        let environment = ProcessInfo.processInfo.environment
        let chosenShard = try resolveShard(environment)
        let inputs = specs.isEmpty ? ["Samples"] : specs
        let files: [String]
        do {
            files = try SpecPaths.expand(inputs)
        } catch {
            throw Failure.report(error)
        }
        let inputsAreFolders = inputs.allSatisfy(Self.isFolder)
        let only = try traits.only()
        // --only-matrix selects snapshots as --filter does.
        let filtered = !filter.isEmpty || !only.isEmpty
        if orphans == .delete, let refusal = Orphans.deletionRefusal(
            inputsAreFolders: inputsAreFolders, shard: chosenShard, filtered: filtered, specsComplete: true) {
            throw ValidationError("--orphans delete: \(refusal)")
        }
        let options = verifierOptions(environment)
        let plan = VerifyPlan.make(specFiles: files, shard: chosenShard, filter: filter.isEmpty ? nil : NameFilter(filter),
                                   jobs: options.jobs, limits: limits.spec, matrix: try traits.runMatrix(), only: only,
                                   accessibility: accessibility, fonts: fonts.fonts)
        plan.specWarnings.forEach(Failure.printError)
        if list {
            plan.items.forEach { print($0.name) }
            TerminalReport.errors(plan.problems).forEach(Failure.printError)
            throw Failure.exit(CommandOutcome(verdictOn: plan.problems))
        }
        let run = VerifyRun(plan: plan, options: options, shard: chosenShard, inputsAreFolders: inputsAreFolders,
                            filtered: filtered, orphanPolicy: orphans)
        try VerifySession(run: run, verbose: verbose).start()
    }

    private func verifierOptions(_ environment: [String: String]) -> Verifier.Options {
        var options = Verifier.Options(golden: golden, record: RecordMode.resolve(record, environment: environment),
                         report: noReport ? nil : report,
                         jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                         overrides: CompareOverrides(threshold: threshold, maxPixels: maxPixels, maxRatio: maxRatio),
                         isCI: RecordMode.isCI(environment), pipeline: limits.applied(to: .init()),
                         cache: noCache ? nil : GoldenCache.open(folder: cache))
        options.constraintSidecars = constraintSidecars
        options.incremental = incremental
        options.audit = audit
        return options
    }

    /// `--shard`, else the CI's variables; Bazel's status file is touched when asked for.
    private func resolveShard(_ environment: [String: String]) throws -> Shard? {
        do {
            if let shard { return try Shard.parse(shard) }
            guard let found = try Shard.fromEnvironment(environment) else { return nil }
            if let statusFile = environment[Shard.bazelStatusFileVariable], !statusFile.isEmpty {
                if !FileManager.default.fileExists(atPath: statusFile) {
                    _ = FileManager.default.createFile(atPath: statusFile, contents: Data())
                }
            }
            return found.shard
        } catch {
            throw ValidationError(shard != nil ? "--shard: \(error)" : "\(error)")
        }
    }

    static func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

extension AuditMode: ExpressibleByArgument {}
