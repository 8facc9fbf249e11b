import ArgumentParser
import Stacksnap
import StacksnapVerify

extension Failure {
    /// Prints a verify, diff or report error and gives its exit code.
    static func report(_ error: VerifyError) -> ExitCode {
        printError(error.description)
        return exit(error.status)
    }
}
