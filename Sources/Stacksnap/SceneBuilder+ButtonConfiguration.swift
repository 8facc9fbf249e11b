import LayoutSpec
import Pixels
import Raster

/// A configuration button's background: a rounded fill as big as the button, drawn as a
/// child node so it sits above the view's own `background` and under the title.
extension SceneBuilder {
    /// The background node of the button at `index`, or nil when it has no configuration or
    /// its style draws none (plain). A plain button's title is drawn as before, on the view.
    func configurationBackground(_ index: Int) -> SceneNode? {
        let view = lowered.views[index]
        guard case .button(let button) = view.content, let configuration = button.configuration,
              let color = configuration.backgroundColor else { return nil }
        var fill = color.rgba(appearance)
        if configuration.style.drawn == .tinted {
            // tinted(): the base color at low opacity, a little stronger in the dark appearance.
            let opacity = appearance.style == .dark ? ButtonConfigurationSpec.tintedOpacityDark
                : ButtonConfigurationSpec.tintedOpacityLight
            fill.a = UInt8((Double(fill.a) * opacity).rounded())
        }
        let frame = canvasFrames[index]
        let radius = configuration.cornerRadius(height: frame.height, fixed: view.cornerRadius)
        return SceneNode(frame: frame.scene, cornerRadius: radius, background: fill)
    }
}
