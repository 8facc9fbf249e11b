import AutoLayout
import LayoutSpec
import Pixels

/// One snapshot after layout and drawing: the pixels, the frame tree as text (the
/// `.frames.txt` golden), and the layout's own account of itself.
public struct RenderedSnapshot: Sendable {
    /// `<name>` or `<name>.<variant>`.
    public var name: String
    /// The drawn pixels.
    public var bitmap: Bitmap
    /// The snapped frame tree, one view a line (see ``FrameTree``).
    public var frameTree: String
    /// What the layout engine produced (unsnapped), with broken and ambiguous constraints.
    public var layout: LayoutResult
    /// Snapped frames in superview coordinates, index-aligned with the views.
    public var frames: [AutoLayout.Rect]
    /// The same frames in canvas coordinates.
    public var canvasFrames: [AutoLayout.Rect]
    /// The lowered input (views, tree, compare settings, ignore regions).
    public var lowered: LoweredSnapshot
    /// Things worth telling the user that do not stop the snapshot (conflicts, ambiguity,
    /// missing glyphs), each with the message the terminal prints.
    public var warnings: [SnapshotWarning]
    /// Characters that no bundled font could draw (shown as boxes).
    public var missingGlyphs: [Character]
}
