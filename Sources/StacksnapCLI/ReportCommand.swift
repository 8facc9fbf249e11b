import ArgumentParser
import Stacksnap
import StacksnapVerify

/// `stacksnap report …`: work on report folders.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Work with verify report folders.",
        subcommands: [ReportMergeCommand.self])
}

/// `stacksnap report merge DIR… -o DIR`: joins shard reports into one.
struct ReportMergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the report folders of several shards into one (JSON, JUnit, HTML and images).",
        discussion: """
        Exits as verify would have on the whole suite: 0 all matched, 1 differences or \
        recordings, 65 an invalid spec or corrupt golden in any shard, or a folder that is \
        not a report; 74 a file could not be read or written.
        """)

    @Argument(help: "Report folders written by `stacksnap verify --report DIR`.")
    var folders: [String]

    @Option(name: .shortAndLong, help: "The folder to write the merged report into.")
    var output: String

    func validate() throws {
        if folders.isEmpty { throw ValidationError("expected at least one report folder to merge") }
    }

    func run() throws {
        let merged: VerifyReport
        do {
            merged = try ReportMerge.merge(folders: folders, into: output)
        } catch {
            throw Failure.report(error)
        }
        print("merged \(folders.count) report\(folders.count == 1 ? "" : "s") into \(ReportFolder(path: output).htmlPath)")
        print(merged.summary.line)
        if merged.verdict != .success { throw Failure.exit(merged.verdict) }
    }
}
