import LayoutSpec

/// What an Interface Builder document converts to: one spec document per scene or view,
/// and the warnings (unsupported elements, approximated values), sorted by position.
public struct InterfaceBuilderImport: Sendable {
    /// One document per storyboard scene or XIB view, in document order; each is valid
    /// (it has passed the spec's own checks) and its ``SpecDocument/source`` names the
    /// Interface Builder file, so image paths resolve against the document's folder.
    public var documents: [SpecDocument]
    /// Each prints as `file:line:column: warning: message`, pointing into the XML.
    public var warnings: [SpecError]

    public init(documents: [SpecDocument], warnings: [SpecError]) {
        self.documents = documents
        self.warnings = warnings
    }
}
