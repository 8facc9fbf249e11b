import LayoutSpec

/// A label (`UILabel`): one or more lines of text, UIKit's defaults (system font 17,
/// black, one line, truncating the tail).
public struct Label: TextElement {
    public var node: LayoutNode

    /// A label showing `text`.
    public init(_ text: String) { node = LayoutNode(ViewSpec(.label(LabelSpec(text: text)))) }

    /// `lines`: the most lines shown; 0 = unlimited.
    public func lines(_ count: Int) -> Label { applying(.lines(count)) }

    /// `lineBreak`: how lines wrap or truncate.
    public func lineBreak(_ mode: LineBreakMode) -> Label { applying(.lineBreak(mode)) }

    /// `preferredMaxWidth`: where a multi-line label wraps when nothing else decides it.
    public func preferredMaxWidth(_ width: Double?) -> Label { applying(.preferredMaxWidth(width)) }
}

/// A system-style button (`UIButton`) with a title.
public struct Button: LayoutElement {
    public var node: LayoutNode

    /// A button titled `title`.
    public init(_ title: String) { node = LayoutNode(ViewSpec(.button(ButtonSpec(title: title)))) }

    private var button: ButtonSpec { node.spec.content.buttonSpec ?? ButtonSpec() }

    /// `font` of the title; a nil argument keeps the current value (system 15 by default).
    public func font(size: Double? = nil, weight: FontWeight? = nil, family: String? = nil) -> Button {
        applying(.font(button.font.changed(size: size, weight: weight, family: family)))
    }

    /// `font: {textStyle:}`: the system font of a text style, sized by the content size category.
    public func font(_ style: TextStyleName, weight: FontWeight? = nil) -> Button {
        applying(.font(FontSpec(textStyle: style, weight: weight)))
    }

    /// `titleColor`, as text.
    public func titleColor(_ color: String) -> Button { self.color(color, key: .titleColor) { .titleColor($0) } }

    /// `titleColor`.
    public func titleColor(_ color: SpecColor) -> Button { applying(.titleColor(color)) }

    /// `contentInsets` around the title (default 6 above and below).
    public func contentInsets(top: Double, leading: Double, bottom: Double, trailing: Double) -> Button {
        applying(.contentInsets(.init(top: top, leading: leading, bottom: bottom, trailing: trailing)))
    }
}

extension FontSpec {
    /// The font with the given parts changed (nil keeps a part).
    /// The font with the given values changed. A size or family makes it a fixed font; a
    /// weight alone keeps a text style (or the style it is relative to).
    func changed(size: Double?, weight: FontWeight?, family: String?, relativeTo: TextStyleName? = nil) -> FontSpec {
        var font = self
        if size != nil || family != nil { font.textStyle = nil }
        font.family = family ?? self.family
        font.size = size ?? self.size
        font.weight = weight ?? self.weight
        if let relativeTo { font.relativeTo = relativeTo }
        return font
    }
}

extension ViewContent {
    var buttonSpec: ButtonSpec? {
        if case .button(let button) = self { return button }
        return nil
    }
}
