import ArgumentParser
import Stacksnap

extension Failure {
    /// Prints a verify, diff or report error and gives its exit code: 74 when a file could
    /// not be read or written, 65 for bad input (a corrupt golden, an unreadable PNG, a
    /// folder that is not a report).
    static func report(_ error: VerifyError) -> ExitCode {
        printError(error.description)
        return ExitCode(error.kind == .io ? 74 : 65)
    }

    /// The contract's exit code for a run's verdict.
    static func exitCode(_ verdict: VerifyVerdict) -> ExitCode {
        switch verdict {
        case .allMatch: .success
        case .differences: ExitCode(1)
        case .badInput: ExitCode(65)
        case .ioFailure: ExitCode(74)
        }
    }
}
