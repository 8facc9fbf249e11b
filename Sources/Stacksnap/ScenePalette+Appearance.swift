import LayoutSpec
import Pixels
import Raster

extension ScenePalette {
    /// The built-in drawings' colors in an appearance: UIKit's semantic colors from the
    /// spec's color table (so a spec naming `systemFill` gets what a slider's track is drawn
    /// with), and the few control colors UIKit does not name.
    init(_ appearance: Appearance) {
        func named(_ name: String) -> RGBA { SpecColor.named(name)!.rgba(appearance) }
        let dark = appearance.style == .dark
        self.init(
            tint: named("systemBlue"), label: named("label"), secondaryLabel: named("secondaryLabel"),
            tertiaryLabel: named("tertiaryLabel"), placeholderText: named("placeholderText"),
            systemGray: named("systemGray"), systemGray3: named("systemGray3"), systemGreen: named("systemGreen"),
            systemFill: named("systemFill"), secondarySystemFill: named("secondarySystemFill"),
            tertiarySystemFill: named("tertiarySystemFill"), systemBackground: named("systemBackground"),
            secondarySystemGroupedBackground: named("secondarySystemGroupedBackground"),
            opaqueSeparator: named("opaqueSeparator"),
            // The bars' chrome material drawn flat (light #F9F9F9, dark #1D1D1D), their hairline
            // black at 30 % or white at 15 %; unselected tab items #999999 / #757575.
            barBackground: dark ? RGBA(r: 0x1D, g: 0x1D, b: 0x1D) : RGBA(r: 0xF9, g: 0xF9, b: 0xF9),
            barShadow: dark ? RGBA(r: 255, g: 255, b: 255, a: 0x26) : RGBA(r: 0, g: 0, b: 0, a: 0x4D),
            unselectedTab: dark ? RGBA(r: 0x75, g: 0x75, b: 0x75) : RGBA(r: 0x99, g: 0x99, b: 0x99),
            selectedSegment: Self.selectedSegment(appearance))
    }

    /// The selected segment's fill when the control has no tint: white, or `#636366` in the
    /// dark appearance.
    static func selectedSegment(_ appearance: Appearance) -> RGBA {
        appearance.style == .dark ? RGBA(r: 0x63, g: 0x63, b: 0x66) : RGBA(r: 255, g: 255, b: 255)
    }
}
