import Stacksnap

/// The counts of a run and the one line that sums it up.
public struct VerifySummary: Sendable, Equatable, Codable {
    public var passed: Int
    public var failed: Int
    public var recorded: Int
    public var errors: Int
    /// Wall time of the run, in seconds.
    public var seconds: Double
    /// Of the passed, how many `--incremental` passed without drawing; nil when none.
    public var skipped: Int?

    public init(passed: Int = 0, failed: Int = 0, recorded: Int = 0, errors: Int = 0, seconds: Double = 0) {
        self.passed = passed
        self.failed = failed
        self.recorded = recorded
        self.errors = errors
        self.seconds = seconds
    }

    /// Counts the results.
    public init(results: [SnapshotResult], seconds: Double) {
        self.init(seconds: seconds)
        for result in results {
            switch result.status {
            case .passed:
                passed += 1
                if result.skipped == true { skipped = (skipped ?? 0) + 1 }
            case .failed: failed += 1
            case .recorded: recorded += 1
            case .error: errors += 1
            }
        }
    }

    public var total: Int { passed + failed + recorded + errors }

    /// `12 passed, 1 failed, 1 recorded, 0 errors in 0.84 s`.
    public var line: String {
        "\(passed) passed\(skipped.map { " (\($0) unchanged, not drawn)" } ?? ""), \(failed) failed, \(recorded) recorded, \(errors) \(errors == 1 ? "error" : "errors") in \(Self.hundredths(seconds)) s"
    }

    /// A non-negative number with two decimals, without locale-dependent formatting.
    static func hundredths(_ value: Double) -> String {
        let cents = Int((max(value, 0) * 100).rounded())
        let fraction = cents % 100
        return "\(cents / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}

extension CommandOutcome {
    /// What a run (or a merged report) amounts to: an error's status when a snapshot
    /// could not be checked (the worst of them), else differences when any snapshot did
    /// not pass, else success.
    public init(verdictOn results: [SnapshotResult]) {
        self = .worst(results.map { result in
            switch result.status {
            case .passed: .success
            case .error: CommandOutcome(result.errorKind ?? .badInput)
            default: .differences
            }
        })
    }
}
