import AutoLayout
import LayoutSpec

/// A button's image: `<state key="normal" image=…>` on a system or custom button, or a
/// configuration's `image=`, with the size `<resources>` records for it.
extension UnitConverter {
    /// The image `holder` (the normal state or the configuration) names, or nil when it
    /// names none. A PNG beside the document or a symbol the renderer has is drawn; any
    /// other keeps its place as a placeholder: a file's recorded size, a symbol's square.
    mutating func buttonImage(_ holder: IBElement, of button: IBElement, font: FontSpec) -> ButtonImageSpec? {
        guard let name = holder["image"] else { return nil }
        for attribute in ["imagePlacement", "imagePadding"] where holder[attribute] != nil {
            diagnostics.warn("\(button.label): \(attribute) is not applied; the image is drawn at the title's leading side",
                             about: holder)
        }
        let recorded = resources.image(name)
        let system = holder["catalog"] == "system" || recorded?.isSystem == true
        var image = ButtonImageSpec()
        switch imageSource(name, system: system, of: button) {
        case .success(let source):
            image.source = source
            if case .symbol = source, let tint = button.child(key: "tintColor", named: "color") { image.tint = color(tint) }
            return image
        case .failure(let why):
            // A system image's recorded size is the symbol drawn large (128 points across),
            // not the size the button shows: it gets a symbol's square.
            if system {
                let side = ButtonImageSpec.symbolSide(pointSize: font.size)
                image.size = Size(width: side, height: side)
            } else if let width = recorded?.width, let height = recorded?.height {
                image.size = Size(width: width, height: height)
            } else {
                diagnostics.warn("\(button.label): \(why.message), and the document records no size for it; "
                                 + "the button is laid out without it", about: button)
                return nil
            }
            let size = image.size.map { " \(ConstraintPrinter.number($0.width, .exact)) × \(ConstraintPrinter.number($0.height, .exact))" } ?? ""
            diagnostics.warn("\(button.label): \(why.message); drawn as a placeholder\(size)", about: button)
            return image
        }
    }
}
