import AutoLayout
import LayoutSpec

/// The canvas of a Swift layout: the picture's size in points (nil = fit the content), its
/// scale, background, writing direction and appearance (light or dark, normal or high
/// contrast). Defaults are a spec file's.
public struct Canvas: Sendable, Equatable {
    /// The canvas as the spec module holds it.
    public var spec: CanvasSpec
    /// Set when the background text is no color.
    var problem: LayoutProblem?

    /// A canvas with the background as text (`#RRGGBB` or a color name; the default,
    /// `systemBackground`, is white in the light appearance and black in the dark one).
    public init(width: Double? = nil, height: Double? = nil, scale: Int = 2, background: String = "systemBackground",
                direction: LayoutDirection = .ltr, appearance: Appearance = .light) {
        spec = CanvasSpec(width: width, height: height, scale: scale, direction: direction)
        spec.appearance = appearance
        if let color = ColorText.parse(background) {
            spec.background = color
        } else {
            problem = LayoutProblem(path: "canvas.background", message: ColorText.problem(background))
        }
    }

    /// A canvas with a background color value.
    public init(width: Double? = nil, height: Double? = nil, scale: Int = 2, background: SpecColor,
                direction: LayoutDirection = .ltr, appearance: Appearance = .light) {
        spec = CanvasSpec(width: width, height: height, scale: scale, background: background, direction: direction)
        spec.appearance = appearance
    }
}
