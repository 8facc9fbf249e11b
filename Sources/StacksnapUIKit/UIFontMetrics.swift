import Foundation
import LayoutSpec

/// Scales custom fonts and values with Dynamic Type, as UIKit's `UIFontMetrics`: a font it
/// scales grows and shrinks in proportion to its text style's size.
///
/// A scaled font is the spec's font `relativeTo` the text style: a snapshot draws it at the
/// canvas's content size category. A scaled value is a number, worked out when the code
/// asks, so it is the value at the default category (`large`), where the scale is 1.
open class UIFontMetrics: @unchecked Sendable {
    /// The text style whose size the scale follows.
    let textStyle: UIFont.TextStyle

    /// The metrics of a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The metrics of the body style.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The font at its size for the default category, scaled with this text style in
    /// others (a text style's font becomes a font of its size relative to this style).
    open func scaledFont(for font: UIFont) -> UIFont {
        var spec = font.spec
        spec.textStyle = nil
        spec.relativeTo = textStyle.name
        return UIFont(spec: spec)
    }

    /// ``scaledFont(for:)``; the maximum is not applied (the spec's relative fonts have
    /// none), which changes nothing up to the size where the scaled font reaches it.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font)
    }

    /// The value scaled for the default content size category, where the scale is 1: the
    /// value itself.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        value
    }
}
