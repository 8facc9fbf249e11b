import Foundation

/// Runs a program for the tests: output through files, not pipes (a chatty child can never
/// block on a full pipe), and an optional time limit after which the child is killed.
enum ChildProcess {
    /// What a run ended with, and whether the limit cut it short.
    struct Ending {
        var result: CLIResult
        var killedAtLimit: Bool
        var endedBySignal: Bool
    }

    /// `executable arguments…`, in `folder` when given, with exactly `environment` when given.
    static func run(_ executable: URL, _ arguments: [String], in folder: String? = nil,
                    environment: [String: String]? = nil, limit: Double? = nil) throws -> Ending {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        if let environment { process.environment = environment }
        let scratch = FileManager.default.temporaryDirectory
        let out = scratch.appendingPathComponent("stacksnap-child-out-\(UUID().uuidString)")
        let err = scratch.appendingPathComponent("stacksnap-child-err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        var killed = false
        if let limit {
            let deadline = Date().addingTimeInterval(limit)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed = true
            }
        }
        process.waitUntilExit()
        let result = CLIResult(code: process.terminationStatus,
                               stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
                               stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
        return Ending(result: result, killedAtLimit: killed, endedBySignal: process.terminationReason == .uncaughtSignal)
    }
}
