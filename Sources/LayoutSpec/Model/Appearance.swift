/// The trait environment a color resolves in: UIKit's `userInterfaceStyle` and
/// `accessibilityContrast`.
public struct Appearance: Sendable, Hashable, CustomStringConvertible {
    /// Light or dark.
    public enum Style: String, Sendable, CaseIterable { case light, dark }
    /// Normal or increased contrast (Settings › Accessibility › Increase Contrast).
    public enum Contrast: String, Sendable, CaseIterable { case normal, high }

    public var style: Style
    public var contrast: Contrast

    public init(_ style: Style = .light, contrast: Contrast = .normal) {
        self.style = style
        self.contrast = contrast
    }

    /// The light appearance at normal contrast: what a spec gets unless it asks.
    public static let light = Appearance(.light)
    /// The dark appearance at normal contrast.
    public static let dark = Appearance(.dark)

    /// The four appearances a dynamic color may give a value for, in the order an asset
    /// catalog lists them, with their spec keys.
    public static let all: [(key: String, appearance: Appearance)] = [
        ("light", Appearance(.light)), ("dark", Appearance(.dark)),
        ("lightHighContrast", Appearance(.light, contrast: .high)),
        ("darkHighContrast", Appearance(.dark, contrast: .high)),
    ]

    /// The spec key of this appearance (`light`, `dark`, `lightHighContrast`, `darkHighContrast`).
    public var key: String { Self.all.first { $0.appearance == self }!.key }

    public var description: String { key }
}
