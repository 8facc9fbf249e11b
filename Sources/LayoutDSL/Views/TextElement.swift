import LayoutSpec

/// A view that shows text in a font of its own — `Label`, `TextField`, `TextView` — and the
/// text modifiers they share, each setting the spec key of the same name.
public protocol TextElement: LayoutElement {}

extension TextElement {
    /// `font`: size, weight and family; a nil argument keeps the current value. With
    /// `relativeTo`, the size grows and shrinks with that text style (`UIFontMetrics`).
    public func font(size: Double? = nil, weight: FontWeight? = nil, family: String? = nil,
                     relativeTo: TextStyleName? = nil) -> Self {
        applying(.font(currentFont.changed(size: size, weight: weight, family: family, relativeTo: relativeTo)))
    }

    /// `font: {textStyle:}`: the system font of a text style (`UIFont.preferredFont(forTextStyle:)`),
    /// sized by the snapshot's content size category.
    public func font(_ style: TextStyleName, weight: FontWeight? = nil) -> Self {
        applying(.font(FontSpec(textStyle: style, weight: weight)))
    }

    /// `font: {italic:}`: the italic face of the current font.
    public func italic(_ italic: Bool = true) -> Self {
        var font = currentFont
        font.italic = italic
        return applying(.font(font))
    }

    /// `font: {monospacedDigits:}`: digits of equal width in the current font.
    public func monospacedDigits(_ monospaced: Bool = true) -> Self {
        var font = currentFont
        font.monospacedDigits = monospaced
        return applying(.font(font))
    }

    /// `color` of the text, as text (`#RRGGBB`, a name).
    public func textColor(_ color: String) -> Self { self.color(color, key: .color) { .color($0) } }

    /// `color` of the text.
    public func textColor(_ color: SpecColor) -> Self { applying(.color(color)) }

    /// `textAlignment` of the lines.
    public func textAlignment(_ alignment: TextAlignment) -> Self { applying(.textAlignment(alignment)) }

    /// The font in force: the view's own (system 17 until set).
    private var currentFont: FontSpec {
        switch node.spec.content {
        case .label(let label): label.font
        case .textField(let field): field.font
        case .textView(let view): view.font
        default: .labelDefault
        }
    }
}
