import LayoutSpec

/// Turns `<fontDescription>` elements into spec fonts.
///
/// - `type="system"` (with an optional `weight="semibold"`), `type="boldSystem"` and
///   `type="italicSystem"` are the system font: the renderer draws it with Inter, italic
///   with Inter's italic face.
/// - `style="UICTFontTextStyleBody"` and the other text styles are text styles: UIKit's
///   sizes for the content size category (Body 17, Headline 17 semibold, Title 1 28, … at
///   the default).
/// - `name="Avenir-Heavy" family="Avenir"` keeps the face's PostScript name as the family,
///   as `UIFont(name:size:)` takes it: a fonts folder (`fonts:`, `--fonts`) with that face
///   draws exactly it; otherwise the renderer maps the names it knows to its bundled fonts
///   and draws others with the system font, at the weight the name's suffix gives.
enum IBFont {
    /// The size UIKit gives the system font asked for at 0 points.
    static let zeroSystemSize = 12.0

    /// The font, or nil when the element says nothing usable (the kind's default applies).
    static func font(_ element: IBElement) -> FontSpec? {
        if let style = element["style"] {
            guard let entry = textStyles.first(where: { $0.name == style }) else { return nil }
            // A text style is sized by the content size category, like preferredFont(forTextStyle:).
            return FontSpec(textStyle: entry.style, weight: entry.weight)
        }
        var size = IBValue.number(element["pointSize"]) ?? 17
        // `systemFont(ofSize: 0)` is 12 points: Interface Builder records labels of
        // `pointSize="0.0"` 14.5 tall and "Title" 25 wide in nine public repositories.
        if size == 0, ["system", "italicSystem", "boldSystem"].contains(element["type"]) { size = Self.zeroSystemSize }
        guard size > 0 else { return nil }
        switch element["type"] {
        case "system", "italicSystem":
            var font = FontSpec(size: size, weight: element["weight"].flatMap(FontWeight.init(name:)) ?? .regular)
            font.italic = element["type"] == "italicSystem"
            return font
        case "boldSystem":
            return FontSpec(size: size, weight: .bold)
        default:
            break
        }
        let face = element["name"].flatMap { $0.isEmpty ? nil : $0 }
        guard let family = face ?? element["family"] else { return nil }
        var font = FontSpec(family: family, size: size, weight: face.map(weight(ofFace:)) ?? .regular)
        // `Avenir-HeavyOblique`, `HelveticaNeue-Italic`: the face name says italic.
        let lowered = face?.lowercased() ?? ""
        font.italic = lowered.hasSuffix("italic") || lowered.hasSuffix("oblique")
        return font
    }

    /// The weight a PostScript face name ends in: `Avenir-Heavy` → heavy; no suffix → regular.
    static func weight(ofFace face: String) -> FontWeight {
        guard let dash = face.lastIndex(of: "-") else { return .regular }
        let suffix = face[face.index(after: dash)...].lowercased()
        for (names, weight) in weightSuffixes where names.contains(where: { suffix.hasPrefix($0) }) {
            return weight
        }
        return .regular
    }

    /// Face-name suffixes by weight; longer names first so `semibold` is not read as `bold`.
    private static let weightSuffixes: [([String], FontWeight)] = [
        (["ultralight", "extralight"], .ultraLight), (["thin", "hairline"], .thin), (["light"], .light),
        (["semibold", "demibold", "demi"], .semibold), (["medium"], .medium),
        (["extrabold", "ultrabold", "heavy"], .heavy), (["black"], .black), (["bold"], .bold),
        (["regular", "roman", "book"], .regular),
    ]

    /// Interface Builder's names of UIKit's text styles, with each style's weight.
    static let textStyles: [(name: String, style: TextStyleName, weight: FontWeight)] = [
        ("UICTFontTextStyleTitle0", .largeTitle, .regular),
        ("UICTFontTextStyleTitle1", .title1, .regular),
        ("UICTFontTextStyleTitle2", .title2, .regular),
        ("UICTFontTextStyleTitle3", .title3, .regular),
        ("UICTFontTextStyleHeadline", .headline, .semibold),
        ("UICTFontTextStyleBody", .body, .regular),
        ("UICTFontTextStyleCallout", .callout, .regular),
        ("UICTFontTextStyleSubhead", .subheadline, .regular),
        ("UICTFontTextStyleFootnote", .footnote, .regular),
        ("UICTFontTextStyleCaption1", .caption1, .regular),
        ("UICTFontTextStyleCaption2", .caption2, .regular),
    ]
}

extension IBFont {
    /// An attributed string's `<font key="NSFont" size= name=>` or `<font metaFont= size=>`:
    /// a `metaFont` (`system`, `systemBold`, …) or a `.SF…` face name is the system font.
    static func attributeFont(_ element: IBElement) -> FontSpec? {
        guard let size = IBValue.number(element["size"]), size > 0 else { return nil }
        if let meta = element["metaFont"] {
            return FontSpec(size: size, weight: meta.lowercased().contains("bold") ? .bold : .regular)
        }
        guard let face = element["name"] else { return FontSpec(size: size) }
        if face.hasPrefix(".SF") || face.hasPrefix(".AppleSystem") {
            return FontSpec(size: size, weight: weight(ofFace: face))
        }
        let family = face.split(separator: "-").first.map(String.init) ?? face
        return FontSpec(family: family, size: size, weight: weight(ofFace: face))
    }
}
