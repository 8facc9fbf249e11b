/// The properties of a placeholder: a labelled, crossed-out box that stands in for a view
/// the renderer cannot draw (an Interface Builder element with no spec equivalent, an image
/// whose file is missing).
///
/// A placeholder has no content size of its own; give it `intrinsicSize` (the size the view
/// had where it came from) or size it with constraints.
public struct PlaceholderSpec: Sendable, Equatable {
    /// The text drawn in the box, e.g. the name of the element it replaces.
    public var text: String = ""

    public init(text: String = "") { self.text = text }
}
