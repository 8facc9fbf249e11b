import Pixels

/// A laid-out screen ready to draw: a canvas size, a scale and a tree of nodes whose frames
/// are absolute canvas points (already snapped to the pixel grid by the layout pass).
public struct Scene: Sendable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// Pixels per point: 1, 2 or 3.
    public var scale: Int
    /// Fill behind everything; nil leaves the canvas transparent.
    public var background: RGBA?
    /// Top-level nodes, drawn in order (later on top).
    public var nodes: [SceneNode]
    /// Debug marks drawn above all nodes.
    public var overlay: [OverlayMark]
    /// The system colors of the built-in drawings (UIKit's light appearance unless set).
    public var palette: ScenePalette = .light
    /// The display's corner radius in points: the picture's corners outside it are left
    /// transparent, as a device's rounded screen shows them; 0 = square corners.
    public var displayCornerRadius: Double = 0

    public init(width: Double, height: Double, scale: Int = 2, background: RGBA? = RGBA(r: 255, g: 255, b: 255),
                nodes: [SceneNode] = [], overlay: [OverlayMark] = []) {
        self.width = width
        self.height = height
        self.scale = scale
        self.background = background
        self.nodes = nodes
        self.overlay = overlay
    }

    /// Canvas size in pixels: points × scale, rounded up (a fraction of a pixel still needs one).
    public var pixelSize: (width: Int, height: Int) {
        func pixels(_ points: Double) -> Int {
            let value = points * Double(scale)
            guard value.isFinite, value > 0, value < 1e9 else { return 0 }
            return Int((value - 1e-9).rounded(.up))
        }
        return (pixels(width), pixels(height))
    }
}
