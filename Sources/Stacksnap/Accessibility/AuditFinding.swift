import LayoutSpec

/// One accessibility audit finding: the rule, the view, where the spec writes it, and what
/// was measured.
public struct AuditFinding: Sendable, Equatable, Codable {
    /// The rule that found it.
    public var rule: AuditRule
    /// The view, by id (or kind and index) and part: `button save`, `segmentedControl #4 (segment 2)`.
    public var view: String
    /// `file:line` of the view in the spec; the file alone when no line is known.
    public var location: String
    /// The measured value, short: `2.85:1`, `30 × 30 pt`.
    public var measured: String
    /// What is wrong and what is needed, in one sentence.
    public var message: String
    /// The element's frame in canvas points `[x, y, width, height]`, where the annotated
    /// image marks it.
    public var frame: [Double]

    /// Creates a finding.
    public init(rule: AuditRule, view: String, location: String, measured: String, message: String, frame: [Double]) {
        self.rule = rule
        self.view = view
        self.location = location
        self.measured = measured
        self.message = message
        self.frame = frame
    }

    /// `card.yaml:14: contrast: label subtitle: …`, as the terminal prints it.
    public var description: String { "\(location): \(rule.rawValue): \(view): \(message)" }
}
