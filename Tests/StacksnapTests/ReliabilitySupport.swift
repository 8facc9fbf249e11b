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
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var env = ProcessInfo.processInfo.environment
        for name in StacksnapCLI.controlledVariables { env[name] = nil }
        env.merge(environment) { $1 }
        process.environment = env
        let scratch = FileManager.default.temporaryDirectory
        let out = scratch.appendingPathComponent("stacksnap-bounded-out-\(UUID().uuidString)")
        let err = scratch.appendingPathComponent("stacksnap-bounded-err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        let deadline = Date().addingTimeInterval(limit)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            Issue.record("hang: \(arguments.joined(separator: " ")) was still running after \(limit) s")
        } else {
            process.waitUntilExit()
        }
        if process.terminationReason == .uncaughtSignal {
            Issue.record("crash: \(arguments.joined(separator: " ")) ended with signal \(process.terminationStatus)")
        }
        return CLIResult(code: process.terminationStatus,
                         stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                         stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
}

extension CLIResult {
    /// Standard error, one entry a line, without the empty last one.
    var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
}
