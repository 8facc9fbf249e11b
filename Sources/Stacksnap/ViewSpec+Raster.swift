import AutoLayout
import LayoutSpec
import Pixels
import Raster

// The spec's drawing vocabulary in the renderer's terms. The two modules never import
// each other; this facade is where their words meet.

extension SpecColor {
    var rgba: RGBA { RGBA(r: red, g: green, b: blue, a: alpha) }
}

extension FontSpec {
    var descriptor: FontDescriptor {
        FontDescriptor(family: family ?? "System", size: size, weight: weight.rawValue)
    }
}

extension LabelSpec {
    func textStyle(direction: LayoutDirection) -> TextStyle {
        TextStyle(text: text, font: font.descriptor, color: color.rgba, lines: lines,
                  lineBreak: Raster.LineBreakMode(rawValue: lineBreak.rawValue) ?? .truncateTail,
                  alignment: Raster.TextAlignment(rawValue: textAlignment.rawValue) ?? .natural,
                  isRightToLeft: direction == .rtl)
    }
}

extension ButtonSpec {
    /// UIButton draws its title on one line, centred, truncating in the middle.
    func titleStyle(direction: LayoutDirection) -> TextStyle {
        TextStyle(text: title, font: font.descriptor, color: titleColor.rgba, lines: 1,
                  lineBreak: .truncateMiddle, alignment: .center, isRightToLeft: direction == .rtl)
    }
}

extension LayoutSpec.ContentMode {
    var raster: Raster.ContentMode { Raster.ContentMode(rawValue: rawValue) ?? .scaleToFill }
}

extension AutoLayout.Rect {
    var scene: SceneRect { SceneRect(x: x, y: y, width: width, height: height) }
}
