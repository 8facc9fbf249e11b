import AutoLayout
import LayoutSpec

/// The canvas of a Swift layout: the picture's size in points (nil = fit the content), its
/// scale, background and writing direction. Defaults are a spec file's.
public struct Canvas: Sendable, Equatable {
    /// The canvas as the spec module holds it.
    public var spec: CanvasSpec
    /// Set when the background text is no color.
    var problem: LayoutProblem?

    /// A canvas with the background as text (`#RRGGBB` or a color name).
    public init(width: Double? = nil, height: Double? = nil, scale: Int = 2, background: String = "#FFFFFF",
                direction: LayoutDirection = .ltr) {
        spec = CanvasSpec(width: width, height: height, scale: scale, direction: direction)
        if let color = ColorText.parse(background) {
            spec.background = color
        } else {
            problem = LayoutProblem(path: "canvas.background", message: ColorText.problem(background))
        }
    }

    /// A canvas with a background color value.
    public init(width: Double? = nil, height: Double? = nil, scale: Int = 2, background: SpecColor,
                direction: LayoutDirection = .ltr) {
        spec = CanvasSpec(width: width, height: height, scale: scale, background: background, direction: direction)
    }
}
