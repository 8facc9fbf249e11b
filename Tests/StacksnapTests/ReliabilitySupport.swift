import Foundation
import Testing

/// Runs the built `stacksnap` for the reliability tests with a time limit: a run still going
/// after `limit` seconds is killed and recorded as a hang, and a run ended by a signal is
/// recorded as a crash — the two things a bad input must never cause.
enum Bounded {
    /// `stacksnap arguments…` in `folder`.
    static func run(_ arguments: [String], in folder: String, limit: Double = 120,
                    environment: [String: String] = [:]) throws -> CLIResult {
        let executable = try #require(StacksnapCLI.executable, "build stacksnap first: swift build --build-tests")
        return try launch(executable, arguments, in: folder, limit: limit, environment: environment)
    }

    /// `/bin/sh -c script` in `folder`, with `$STACKSNAP` naming the executable: for runs that
    /// need the shell (resource limits, a private mount namespace).
    static func shell(_ script: String, in folder: String, limit: Double = 120) throws -> CLIResult {
        let executable = try #require(StacksnapCLI.executable, "build stacksnap first: swift build --build-tests")
        return try launch(URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: folder, limit: limit,
                          environment: ["STACKSNAP": executable.path])
    }

    private static func launch(_ executable: URL, _ arguments: [String], in folder: String, limit: Double,
                               environment: [String: String]) throws -> CLIResult {
        let ending = try ChildProcess.run(executable, arguments, in: folder,
                                          environment: StacksnapCLI.environment(environment), limit: limit)
        if ending.killedAtLimit {
            Issue.record("hang: \(arguments.joined(separator: " ")) was still running after \(limit) s")
        } else if ending.endedBySignal {
            Issue.record("crash: \(arguments.joined(separator: " ")) ended with signal \(ending.result.code)")
        }
        return ending.result
    }
}

extension CLIResult {
    /// Standard error, one entry a line, without the empty last one.
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
}
