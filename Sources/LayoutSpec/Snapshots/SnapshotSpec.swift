/// One picture a spec asks for: the document itself or one of its variants, with the
/// variant's changes already made.
public struct SnapshotSpec: Sendable, Equatable {
    /// Output name: `<name>` for the document, `<name>.<variant>` for a variant.
    public var name: String
    /// The variant's name; nil for the document itself.
    public var variant: String?
    /// Text shown above it in a composed figure.
    public var caption: String
    /// The document with the variant applied (no variants or composition of its own).
    public var document: SpecDocument

    public init(name: String, variant: String?, caption: String, document: SpecDocument) {
        self.name = name
        self.variant = variant
        self.caption = caption
        self.document = document
    }
}
