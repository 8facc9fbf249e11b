import AutoLayout

/// A statement in the constraint grammar, read once: its constraints (one, or several for a
/// compound anchor such as `a.edges == root.edges.inset(16)`) or why it does not read, the
/// text as written, and where it was written.
///
/// Spec files give the text, which is parsed when the entry is made; the layout DSL and the
/// Interface Builder importer give the value, whose text is its exact spelling
/// (``AutoLayout/ConstraintExpression/specText``). Either way validation and lowering use
/// ``parsed`` and never read the text again; the text is kept for messages and so a
/// document prints back as it was written.
public struct WrittenConstraint: Sendable, Equatable {
    /// The text as written (or the exact spelling of a constraint built in code).
    public let text: String
    /// The constraints, or the grammar's complaint about the text.
    public let parsed: Result<[ConstraintExpression], ConstraintSyntaxError>
    /// Where it was written, when known: a spec file's line and column, or a Swift source
    /// line. Without one, validation names the entry's place in its document.
    public var location: SourceLocation?

    /// A constraint as text, parsed now.
    public init(_ text: String, location: SourceLocation? = nil) {
        self.text = text
        do throws(ConstraintSyntaxError) {
            parsed = .success(try ConstraintParser.parseStatement(text))
        } catch {
            parsed = .failure(error)
        }
        self.location = location
    }

    /// A constraint built in code, checked by the rules the grammar holds text to
    /// (``AutoLayout/ConstraintExpression/validate()``).
    public init(_ expression: ConstraintExpression, location: SourceLocation? = nil) {
        text = expression.specText
        do throws(ConstraintSyntaxError) {
            try expression.validate()
            parsed = .success([expression])
        } catch {
            parsed = .failure(error)
        }
        self.location = location
    }

    /// The constraints, none if the text does not read.
    public var expressions: [ConstraintExpression] { (try? parsed.get()) ?? [] }

    /// The same text is the same entry: where it was written does not matter (a document
    /// printed and read back sits elsewhere).
    public static func == (a: WrittenConstraint, b: WrittenConstraint) -> Bool { a.text == b.text }
}
