/// How content of a natural size is placed in a frame, as `UIView.ContentMode` defines it.
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretched to the frame, ignoring the aspect ratio.
    case scaleToFill
    /// Scaled to fit inside the frame, aspect ratio kept, centred (letterboxed).
    case scaleAspectFit
    /// Scaled to cover the frame, aspect ratio kept, centred (overflow is cut only when the
    /// node clips to bounds, as with UIImageView).
    case scaleAspectFill
    /// Natural size, centred.
    case center
    /// Natural size, at an edge or corner (centred along the other axis).
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
    /// Like `scaleToFill` (the difference is only when UIKit redraws).
    case redraw

    /// Where content of `natural` size (points) lands inside `frame`.
    public func placement(of natural: SceneSize, in frame: SceneRect) -> SceneRect {
        guard natural.width > 0, natural.height > 0 else { return SceneRect(x: frame.midX, y: frame.midY, width: 0, height: 0) }
        switch self {
        case .scaleToFill, .redraw:
            return frame
        case .scaleAspectFit, .scaleAspectFill:
            let sx = frame.width / natural.width, sy = frame.height / natural.height
            let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
            let w = natural.width * s, h = natural.height * s
            return SceneRect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
        default:
            let (horizontal, vertical) = anchor
            let x = frame.x + (frame.width - natural.width) * horizontal
            let y = frame.y + (frame.height - natural.height) * vertical
            return SceneRect(x: x, y: y, width: natural.width, height: natural.height)
        }
    }

    /// For the natural-size modes: the fraction of spare width left of the content and of
    /// spare height above it.
    private var anchor: (Double, Double) {
        switch self {
        case .top: (0.5, 0)
        case .bottom: (0.5, 1)
        case .left: (0, 0.5)
        case .right: (1, 0.5)
        case .topLeft: (0, 0)
        case .topRight: (1, 0)
        case .bottomLeft: (0, 1)
        case .bottomRight: (1, 1)
        default: (0.5, 0.5)
        }
    }
}
