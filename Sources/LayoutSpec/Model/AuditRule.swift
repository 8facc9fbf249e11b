/// One accessibility audit rule, by the name specs and reports use for it.
///
/// The thresholds and their sources are in `docs/accessibility.md`.
public enum AuditRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// A control smaller than 44 × 44 points.
    case touchTarget
    /// Text whose contrast with what is drawn behind it is below WCAG AA.
    case contrast
    /// Text that does not fit its view: truncated, or cut by the frame.
    case truncatedText
    /// Two interactive elements that overlap.
    case overlappingControls
    /// An element partly outside the canvas, or cut by a view that clips it.
    case offscreen
    /// An element partly covered by a view drawn above it.
    case obscured
    /// A control that shows only an image and has no accessibility label.
    case missingLabel
    /// Text that looks like a heading but does not have the header trait.
    case unmarkedHeader
}

/// `audit:` on a document or a view: rules that do not apply there, and why.
///
/// A reason is required, so a disabled rule is a decision someone wrote down, visible in
/// review.
public struct AuditExemption: Sendable, Equatable {
    /// The rules that do not apply.
    public var disabled: [AuditRule]
    /// Why they do not.
    public var reason: String

    /// Disables `disabled` for `reason`.
    public init(disabled: [AuditRule], reason: String) {
        self.disabled = disabled
        self.reason = reason
    }

    /// The spec keys.
    public static let keys = ["disable", "reason"]
}
