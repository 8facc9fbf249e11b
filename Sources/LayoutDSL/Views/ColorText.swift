import LayoutSpec

/// Colors written as text in the DSL, read by the same rules as a spec file.
enum ColorText {
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA` or a name from ``SpecColor/namedColors``; nil otherwise.
    static func parse(_ text: String) -> SpecColor? {
        SpecColor(hex: text) ?? SpecColor.named(text)
    }

    static func problem(_ text: String) -> String {
        "expected a color as #RGB, #RRGGBB, #RRGGBBAA or a name such as systemBlue, found '\(text)'"
    }
}

extension LayoutElement {
    /// Sets a color property from text, or records why the text is no color.
    func color(_ text: String, key: ViewPropertyKey, _ property: (SpecColor) -> ViewProperty) -> Self {
        guard let color = ColorText.parse(text) else { return noting(key.rawValue, ColorText.problem(text)) }
        return applying(property(color))
    }
}
