extension SpecColor {
    /// The color names a spec may use, with their values: the basic names of `UIColor`
    /// (`red` is pure red, `gray` is 50% white, the same in every appearance) and UIKit's
    /// dynamic system colors with their light, dark and high-contrast values (iOS 13–17),
    /// including the alpha UIKit gives the translucent ones (`secondaryLabel`, `separator`,
    /// the fills).
    public static let namedColors: [(name: String, color: SpecColor)] = [
        ("black", .black),
        ("white", .white),
        ("clear", .clear),
        ("red", SpecColor(red: 255, green: 0, blue: 0)),
        ("green", SpecColor(red: 0, green: 255, blue: 0)),
        ("blue", SpecColor(red: 0, green: 0, blue: 255)),
        ("gray", SpecColor(red: 128, green: 128, blue: 128)),
        ("systemBlue", .systemBlue),
        ("systemRed", dynamic(0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961)),
        ("systemGreen", dynamic(0x34C759, 0x30D158, 0x248A3D, 0x30DB5B)),
        ("systemOrange", dynamic(0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340)),
        ("systemYellow", dynamic(0xFFCC00, 0xFFD60A, 0xA05A00, 0xFFD426)),
        ("systemPink", dynamic(0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482)),
        ("systemPurple", dynamic(0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF)),
        ("systemTeal", dynamic(0x5AC8FA, 0x64D2FF, 0x0071A4, 0x70D7FF)),
        ("systemIndigo", dynamic(0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF)),
        ("systemGray", dynamic(0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2)),
        ("systemGray2", dynamic(0xAEAEB2, 0x636366, 0x8E8E93, 0x7C7C80)),
        ("systemGray3", dynamic(0xC7C7CC, 0x48484A, 0xAEAEB2, 0x545456)),
        ("systemGray4", dynamic(0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446)),
        ("systemGray5", dynamic(0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638)),
        ("systemGray6", dynamic(0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426)),
        ("label", .label),
        ("secondaryLabel", .secondaryLabel),
        ("tertiaryLabel", dynamic(0x3C3C434D, 0xEBEBF54D, 0x3C3C4360, 0xEBEBF560, alpha: true)),
        ("quaternaryLabel", dynamic(0x3C3C432E, 0xEBEBF529, 0x3C3C4342, 0xEBEBF53D, alpha: true)),
        ("placeholderText", dynamic(0x3C3C434D, 0xEBEBF54D, 0x3C3C4360, 0xEBEBF560, alpha: true)),
        ("separator", .separator),
        ("opaqueSeparator", .opaqueSeparator),
        ("link", dynamic(0x007AFF, 0x0984FF)),
        ("systemFill", dynamic(0x78788033, 0x7878805C, 0x78788047, 0x78788070, alpha: true)),
        ("secondarySystemFill", dynamic(0x78788029, 0x78788052, 0x7878803D, 0x78788066, alpha: true)),
        ("tertiarySystemFill", dynamic(0x7676801F, 0x7676803D, 0x76768033, 0x76768051, alpha: true)),
        ("quaternarySystemFill", dynamic(0x74748014, 0x7676802E, 0x74748028, 0x76768042, alpha: true)),
        ("systemBackground", .systemBackground),
        ("secondarySystemBackground", dynamic(0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426)),
        ("tertiarySystemBackground", dynamic(0xFFFFFF, 0x2C2C2E, 0xFFFFFF, 0x363638)),
        ("systemGroupedBackground", .systemGroupedBackground),
        ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
        ("tertiarySystemGroupedBackground", dynamic(0xF2F2F7, 0x2C2C2E, 0xEBEBF0, 0x363638)),
        ("lightText", SpecColor(red: 255, green: 255, blue: 255, alpha: 0x99)),
        ("darkText", .black),
    ]

    /// UIKit's `label`: black in the light appearance, white in the dark one.
    public static let label = dynamic(0x000000, 0xFFFFFF)
    /// UIKit's `secondaryLabel`: `#3C3C43` at 60 % in light, `#EBEBF5` at 60 % in dark.
    public static let secondaryLabel = dynamic(0x3C3C4399, 0xEBEBF599, 0x3C3C43AD, 0xEBEBF5AD, alpha: true)
    /// UIKit's `separator`: `#3C3C43` at 29 % in light, `#545458` at 60 % in dark.
    public static let separator = dynamic(0x3C3C434A, 0x54545899, 0x3C3C435E, 0x545458AD, alpha: true)
    /// UIKit's `opaqueSeparator`, the table views' separator color.
    public static let opaqueSeparator = dynamic(0xC6C6C8, 0x38383A, 0xC6C6C8, 0x38383A)
    /// UIKit's `systemBackground`: a canvas's default background.
    public static let systemBackground = dynamic(0xFFFFFF, 0x000000)
    /// UIKit's `systemGroupedBackground`: behind a grouped table's sections.
    public static let systemGroupedBackground = dynamic(0xF2F2F7, 0x000000, 0xEBEBF0, 0x000000)
    /// UIKit's `secondarySystemGroupedBackground`: a grouped table's cells.
    public static let secondarySystemGroupedBackground = dynamic(0xFFFFFF, 0x1C1C1E, 0xFFFFFF, 0x242426)

    /// A system color from its four values as hex numbers: `0xRRGGBB`, or `0xRRGGBBAA` when
    /// `alpha` says the numbers carry it.
    static func dynamic(_ light: UInt32, _ dark: UInt32, _ lightHighContrast: UInt32? = nil,
                        _ darkHighContrast: UInt32? = nil, alpha: Bool = false) -> SpecColor {
        func color(_ value: UInt32) -> SpecColor {
            let rgba = alpha ? value : value << 8 | 0xFF
            return SpecColor(red: UInt8(rgba >> 24), green: UInt8(rgba >> 16 & 0xFF), blue: UInt8(rgba >> 8 & 0xFF),
                             alpha: UInt8(rgba & 0xFF))
        }
        return SpecColor(light: color(light), dark: color(dark), lightHighContrast: lightHighContrast.map(color),
                         darkHighContrast: darkHighContrast.map(color))
    }
}
