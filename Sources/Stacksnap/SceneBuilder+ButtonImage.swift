import AutoLayout
import LayoutSpec
import Pixels
import Raster

/// A button's image, drawn as a child node beside the title (`ButtonContent` places both).
extension SceneBuilder {
    /// The title of the button at `index`, in the part of the button its image leaves it.
    func buttonTitle(_ button: ButtonSpec, at index: Int) -> SceneContent? {
        guard !button.title.isEmpty else { return nil }
        let style = button.titleStyle(direction: direction, appearance: appearance)
        let i = buttonPlacement(button, at: index, style: style).titleInsets
        return .text(style, insets: SceneInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right))
    }

    /// The image node of the button at `index`, or nil when it shows none.
    func buttonImage(_ index: Int) -> SceneNode? {
        guard case .button(let button) = lowered.views[index].content, let spec = button.image,
              let rect = buttonPlacement(button, at: index,
                                         style: button.titleStyle(direction: direction, appearance: appearance)).image
        else { return nil }
        let frame = canvasFrames[index]
        let content: SceneContent
        switch spec.source {
        case .file:
            guard let loaded = images[index] else { return nil }
            content = .image(loaded.bitmap, .scaleAspectFit, scale: loaded.scale)
        case .symbol(let name):
            guard let symbol = Symbol(named: name) else { content = .placeholder(label: name); break }
            // A system button tints its symbol with the tint color; a configuration with its
            // foreground color, as it does the title.
            let tint = spec.tint ?? button.configuration?.foregroundColor ?? .systemBlue
            content = .symbol(symbol, color: tint.rgba(appearance), .scaleAspectFit)
        case nil:
            content = .placeholder(label: "")
        }
        return SceneNode(frame: SceneRect(x: frame.x + rect.x, y: frame.y + rect.y, width: rect.width, height: rect.height),
                         content: content)
    }

    /// Where the image and the title go inside the button at `index`.
    private func buttonPlacement(_ button: ButtonSpec, at index: Int,
                                 style: TextStyle) -> (image: AutoLayout.Rect?, titleInsets: EdgeInsets) {
        let content = ButtonContent(button, loaded: images[index]?.pointSize)
        let frame = canvasFrames[index]
        // The title as wide as the measurer made it: its width rounded up to the pixel grid.
        let width = button.title.isEmpty || content.imageSize == nil ? 0
            : PixelSnapping.roundUp(Typesetter.measure(style, maxWidth: nil).width, scale: Double(lowered.canvas.scale))
        return content.placement(in: Size(width: frame.width, height: frame.height), titleWidth: width,
                                 direction: direction)
    }
}
