/// Rounds a layout to the pixel grid as its own pass over absolute edges (as Taffy does):
/// each edge is rounded in canvas pixel space, and sizes follow from the rounded edges,
/// so two views that share an edge still share it — no gaps, no overlaps.
public enum PixelSnapping {
    /// Snapped frames in canvas coordinates and in superview coordinates (points).
    public struct Snapped: Sendable {
        public var canvasFrames: [Rect]
        public var frames: [Rect]
    }

    /// `value` rounded up to whole pixels at `scale` pixels per point, as UILabel rounds its
    /// intrinsic size (with a hair of slack for float noise, so 20.5 at 2× stays 20.5).
    public static func roundUp(_ value: Double, scale: Double) -> Double {
        (value * scale - 1e-7).rounded(.up) / scale
    }

    /// Snaps `canvasFrames` (index-aligned with `tree.views`) at `scale` pixels per point.
    public static func snap(canvasFrames: [Rect], tree: LayoutTree, scale: Double) -> Snapped {
        let s = scale > 0 && scale.isFinite ? scale : 1
        // Half-up rounding with a hair of slack, so 2.4999999997 (float noise) and 2.5 agree.
        func edge(_ v: Double) -> Double { (v * s + 0.5 + 1e-7).rounded(.down) / s }
        var canvas: [Rect] = []
        canvas.reserveCapacity(canvasFrames.count)
        for r in canvasFrames {
            let left = edge(r.x), top = edge(r.y)
            canvas.append(Rect(x: left, y: top, width: edge(r.maxX) - left, height: edge(r.maxY) - top))
        }
        var frames: [Rect] = []
        frames.reserveCapacity(canvas.count)
        for (index, r) in canvas.enumerated() {
            if let parent = tree.views[index].parent {
                frames.append(r.offsetBy(dx: -canvas[parent].x, dy: -canvas[parent].y + tree.views[parent].boundsOriginY))
            } else {
                frames.append(r)
            }
        }
        return Snapped(canvasFrames: canvas, frames: frames)
    }
}
