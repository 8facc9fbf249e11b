import Stacksnap

/// When `stacksnap verify` writes goldens (the record modes of swift-snapshot-testing).
///
/// Recording never turns a snapshot green: a snapshot whose golden was written is reported
/// as recorded, which fails the run, so a new or rewritten golden is always looked at
/// before it is trusted.
public enum RecordMode: String, Sendable, CaseIterable, Codable {
    /// Write goldens that do not exist yet; compare the rest (the default on a developer's
    /// machine).
    case missing
    /// Rewrite every golden.
    case all
    /// Write missing goldens and rewrite the ones that fail.
    case failed
    /// Write nothing; a missing golden is a failure (the default in CI).
    case never

    /// The mode to use: the one given on the command line, else `never` under CI (the `CI`
    /// variable is set to anything but an empty string, `0` or `false`) and `missing`
    /// elsewhere. A CI job must never create the goldens it is supposed to check.
    public static func resolve(_ explicit: RecordMode?, environment: [String: String]) -> RecordMode {
        if let explicit { return explicit }
        return isCI(environment) ? .never : .missing
    }

    /// True when the environment says it is a CI job.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        let normalized = value.lowercased()
        return !(normalized.isEmpty || normalized == "0" || normalized == "false")
    }
}
