import AutoLayout

/// A snapshot ready for layout and drawing: the layout engine's input tree, and for each of
/// its views the spec view holding what to draw.
///
/// `views[i]` describes `tree.views[i]`; its `subviews` and arranged views are emptied (the
/// tree says who contains whom), so each entry is just the view's own properties.
public struct LoweredSnapshot: Sendable {
    /// Output name (`<name>` or `<name>.<variant>`).
    public var name: String
    /// Caption in a composed figure.
    public var caption: String
    /// The canvas with the variant applied.
    public var canvas: CanvasSpec
    /// Views in pre-order (`views[0]` is the canvas) and the user constraints.
    public var tree: LayoutTree
    /// Drawing properties, index-aligned with `tree.views`.
    public var views: [ViewSpec]
    /// Where each view is in the spec (`root.subviews[0].arranged[2]`), index-aligned too.
    public var paths: [String]
    /// Rectangles in points left out of the golden comparison.
    public var ignore: [Rect]
    /// How to compare with the golden image.
    public var compare: CompareSettings
    /// Draw the debug overlay.
    public var debug: Bool
    /// The spec file (image sources are relative to its folder).
    public var file: String
    /// `fonts`: the folder of the user's own fonts, relative to the spec file's folder (or
    /// absolute); nil = the bundled fonts alone.
    public var fonts: String?
    /// The snapshot it was lowered from, kept while a view's content inset or safe-area
    /// guide hangs on the layout (``readjusted(canvasFrames:)`` lowers it again).
    package var snapshot: SnapshotSpec?
    /// The scroll and table views whose content inset gains part of the safe area.
    package var insetAdjusters: [ContentInsetAdjuster] = []
    /// The views' own safe-area guides that constraints name.
    package var safeAreaGuides: [NestedSafeAreaGuide] = []
}
