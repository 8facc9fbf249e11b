import LayoutSpec

/// Turns `<color>` elements into spec colors.
///
/// Interface Builder writes a color as components (`red= green= blue= alpha=`, or `white=
/// alpha=` for grays, each 0…1), as a UIKit system color (`systemColor="systemRedColor"`,
/// older files `cocoaTouchSystemColor="darkTextColor"`) or as an asset catalog color
/// (`name="Brand"`). Components become 8-bit sRGB channels (rounded); system colors map to
/// the spec's color names (`systemBackgroundColor` → `systemBackground`); a named color is
/// the asset catalog's, with its dark and high-contrast values, when a catalog near the
/// document defines it; any other system or named color takes the value the document's
/// `<resources>` record for it (the light value only).
struct IBColor {
    let resources: IBResources
    /// The asset catalogs near the document; nil for a document without a file.
    var catalog: AssetCatalogColors? = nil

    /// The color, or nil (with `problem` set) when the element gives no usable color.
    func color(_ element: IBElement, problem: inout String?) -> SpecColor? {
        color(element, problem: &problem, lookups: 1)
    }

    private func color(_ element: IBElement, problem: inout String?, lookups: Int) -> SpecColor? {
        let alpha = IBValue.number(element["alpha"]) ?? 1
        if let red = IBValue.number(element["red"]), let green = IBValue.number(element["green"]),
           let blue = IBValue.number(element["blue"]) {
            if element["customColorSpace"] == "displayP3" || element["colorSpace"] == "displayP3" {
                problem = "Display P3 components are used as sRGB (colors may look less saturated than on a device)"
            }
            return SpecColor(red: Self.channel(red), green: Self.channel(green), blue: Self.channel(blue),
                             alpha: Self.channel(alpha))
        }
        if let white = IBValue.number(element["white"]) {
            let level = Self.channel(white)
            return SpecColor(red: level, green: level, blue: level, alpha: Self.channel(alpha))
        }
        if let system = element["systemColor"] {
            if let named = Self.systemColor(system) { return named }
            return resourceColor(system, problem: &problem, lookups: lookups)
        }
        if let old = element["cocoaTouchSystemColor"] {
            if let value = Self.legacyColor(old) { return value }
            problem = "unknown system color '\(old)'; drawn gray"
            return SpecColor(red: 128, green: 128, blue: 128)
        }
        if let name = element["name"] {
            guard let found = catalog?.color(named: name) else {
                return resourceColor(name, problem: &problem, lookups: lookups)
            }
            if let color = found.color {
                problem = found.problem
                return color
            }
            // An unreadable color set: the value the document recorded, and why.
            let color = resourceColor(name, problem: &problem, lookups: lookups)
            problem = [found.problem, problem].compactMap { $0 }.joined(separator: "; ")
            return color
        }
        problem = "a <color> without components, system color or name; ignored"
        return nil
    }

    /// A color defined in `<resources>`; one level of lookup only, so a definition that
    /// names itself cannot loop.
    private func resourceColor(_ name: String, problem: inout String?, lookups: Int) -> SpecColor? {
        if lookups > 0, let definition = resources.color(named: name) {
            return color(definition, problem: &problem, lookups: lookups - 1)
        }
        problem = catalog == nil ? "color '\(name)' is not defined in the document's <resources>; drawn gray"
            : "color '\(name)' is not defined in an asset catalog near the document or in its <resources>; drawn gray"
        return SpecColor(red: 128, green: 128, blue: 128)
    }

    /// A component 0…1 as an 8-bit channel, rounded (clamped outside the range).
    static func channel(_ value: Double) -> UInt8 {
        UInt8(max(0, min(255, (value * 255).rounded())))
    }

    /// A UIKit system color by its Interface Builder name (`systemRedColor`,
    /// `systemBackgroundColor`): the spec's color of that name without `Color`.
    static func systemColor(_ name: String) -> SpecColor? {
        SpecColor.named(name.hasSuffix("Color") ? String(name.dropLast(5)) : name)
    }

    /// A color of the pre-iOS 13 `cocoaTouchSystemColor` spelling (`darkTextColor`).
    static func legacyColor(_ name: String) -> SpecColor? {
        legacyColors.first { $0.name == name }?.color
    }

    /// Colors of `cocoaTouchSystemColor`, the pre-iOS 13 spelling. The two table colors
    /// became dynamic in iOS 13 (they follow the grouped backgrounds); the text colors are
    /// fixed.
    static let legacyColors: [(name: String, color: SpecColor)] = [
        ("darkTextColor", .black),
        ("lightTextColor", SpecColor(red: 255, green: 255, blue: 255, alpha: 153)),
        ("groupTableViewBackgroundColor", .systemGroupedBackground),
        ("tableCellGroupedBackgroundColor", .secondarySystemGroupedBackground),
    ]
}
