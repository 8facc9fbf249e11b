extension SpecColor {
    /// The color names a spec may use, with their values: the basic names of `UIColor`
    /// (`red` is pure red, `gray` is 50% white) and UIKit's system colors in the light
    /// appearance, with the alpha UIKit gives the translucent ones (`secondaryLabel`,
    /// `separator`).
    public static let namedColors: [(name: String, color: SpecColor)] = [
        ("black", .black),
        ("white", .white),
        ("clear", .clear),
        ("red", SpecColor(red: 255, green: 0, blue: 0)),
        ("green", SpecColor(red: 0, green: 255, blue: 0)),
        ("blue", SpecColor(red: 0, green: 0, blue: 255)),
        ("gray", SpecColor(red: 128, green: 128, blue: 128)),
        ("systemBlue", .systemBlue),
        ("systemRed", SpecColor(red: 0xFF, green: 0x3B, blue: 0x30)),
        ("systemGreen", SpecColor(red: 0x34, green: 0xC7, blue: 0x59)),
        ("systemOrange", SpecColor(red: 0xFF, green: 0x95, blue: 0x00)),
        ("systemYellow", SpecColor(red: 0xFF, green: 0xCC, blue: 0x00)),
        ("systemPink", SpecColor(red: 0xFF, green: 0x2D, blue: 0x55)),
        ("systemPurple", SpecColor(red: 0xAF, green: 0x52, blue: 0xDE)),
        ("systemTeal", SpecColor(red: 0x5A, green: 0xC8, blue: 0xFA)),
        ("systemIndigo", SpecColor(red: 0x58, green: 0x56, blue: 0xD6)),
        ("systemGray", SpecColor(red: 0x8E, green: 0x8E, blue: 0x93)),
        ("systemGray2", SpecColor(red: 0xAE, green: 0xAE, blue: 0xB2)),
        ("systemGray3", SpecColor(red: 0xC7, green: 0xC7, blue: 0xCC)),
        ("systemGray4", SpecColor(red: 0xD1, green: 0xD1, blue: 0xD6)),
        ("systemGray5", SpecColor(red: 0xE5, green: 0xE5, blue: 0xEA)),
        ("systemGray6", SpecColor(red: 0xF2, green: 0xF2, blue: 0xF7)),
        ("label", .black),
        // 60% and 29% of #3C3C43, as UIKit defines them.
        ("secondaryLabel", SpecColor(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99)),
        ("systemBackground", .white),
        ("secondarySystemBackground", SpecColor(red: 0xF2, green: 0xF2, blue: 0xF7)),
        ("separator", SpecColor(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x4A)),
    ]
}
