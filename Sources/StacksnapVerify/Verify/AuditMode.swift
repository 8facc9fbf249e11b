/// What `verify --audit` does with accessibility findings.
public enum AuditMode: String, Sendable, CaseIterable, Codable {
    /// No audit (the default).
    case off
    /// Findings are printed and reported; they never fail a snapshot.
    case warn
    /// Findings fail the snapshot (exit status 1).
    case error
}
