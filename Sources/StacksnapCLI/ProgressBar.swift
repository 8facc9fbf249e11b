import Foundation
import Stacksnap
import StacksnapVerify
import Synchronization

/// A one-line progress bar redrawn in place on a terminal: `[#####·····] 45/200 name`.
/// Only made when stdout is a terminal; in a log there is no bar, just the results.
final class ProgressBar: Sendable {
    private let total: Int
    private let state = Mutex<(drawn: Int, last: ContinuousClock.Instant?)>((0, nil))
    private static let width = 30

    private init(total: Int) {
        self.total = total
    }

    /// A bar when stdout is a terminal and there is something to count.
    static func forStandardOutput(total: Int) -> ProgressBar? {
        guard isatty(STDOUT_FILENO) == 1, total > 0 else { return nil }
        return ProgressBar(total: total)
    }

    func update(_ progress: Verifier.Progress) {
        state.withLock { state in
            // Completions arrive out of order; never draw a smaller count over a larger one,
            // and redraw at most every 50 ms (except the last).
            guard progress.completed > state.drawn else { return }
            let now = ContinuousClock.now
            if let last = state.last, now - last < .milliseconds(50), progress.completed < total { return }
            state.drawn = progress.completed
            state.last = now
            let filled = Self.width * progress.completed / total
            let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: Self.width - filled)
            let name = progress.name.count > 40 ? String(progress.name.prefix(39)) + "…" : progress.name
            FileHandle.standardOutput.write(Data("\r\u{1B}[K[\(bar)] \(progress.completed)/\(total) \(name)".utf8))
        }
    }

    /// Erases the bar so the results print on a clean line.
    func finish() {
        FileHandle.standardOutput.write(Data("\r\u{1B}[K".utf8))
    }
}
