/// Which parts of an Interface Builder document to draw: everything by default, one scene
/// of a storyboard, or one view (and what is inside it) of either kind of document.
public struct InterfaceBuilderSelection: Sendable, Hashable {
    /// A storyboard scene, matched against its scene id, its view controller's id,
    /// storyboard id and title, and its snapshot name.
    public var scene: String?
    /// A view by its Interface Builder id (`8bC-Xf-vdC`); drawn on a canvas of its
    /// recorded size.
    public var view: String?

    public init(scene: String? = nil, view: String? = nil) {
        self.scene = scene
        self.view = view
    }

    /// True when nothing is chosen: every scene or top-level view is drawn.
    public var isEmpty: Bool { scene == nil && view == nil }
}
