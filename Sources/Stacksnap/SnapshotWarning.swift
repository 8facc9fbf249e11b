/// Something worth telling the user that does not stop a snapshot, as a value: what kind
/// of thing it is, and the message the terminal and the reports print.
///
/// The kind lets callers decide without reading the text: verify turns a
/// ``Kind/missingGlyphs`` warning into a failure message instead of repeating it.
public struct SnapshotWarning: Sendable, Equatable, CustomStringConvertible {
    /// What the warning is about.
    public enum Kind: String, Sendable, CaseIterable {
        /// Constraints that cannot all hold; UIKit's message, with the one broken.
        case unsatisfiable
        /// Views whose frame the constraints do not fix.
        case ambiguous
        /// Characters no bundled font has, drawn as boxes.
        case missingGlyphs
        /// A symbol name Stacksnap does not draw, shown as a placeholder.
        case unknownSymbol
        /// A font family no bundled font and no font of the fonts folder provides (Inter
        /// draws it instead).
        case unknownFont
    }

    /// What the warning is about.
    public var kind: Kind
    /// The whole message, `file: warning: snapshot: …`.
    public var message: String

    /// A warning of `kind` with its whole message.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
