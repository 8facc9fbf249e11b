import Pixels

/// A debug mark drawn above a scene, in canvas points: outlines, guide lines and labelled
/// tags, with one-pixel lines at every scale.
public enum OverlayMark: Sendable {
    /// A rectangle's outline, drawn just inside it.
    case rect(SceneRect, RGBA, dashed: Bool = false)
    /// A straight line.
    case line(from: ScenePoint, to: ScenePoint, RGBA, dashed: Bool = false)
    /// A short text on a rounded pill of `RGBA`, its top-left corner at the point.
    case tag(String, at: ScenePoint, RGBA)
}
