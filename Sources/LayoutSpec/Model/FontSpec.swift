/// A font as a spec names it: a family (nil = the system font), a size in points and a weight;
/// or a text style, whose size follows the content size category (Dynamic Type).
public struct FontSpec: Sendable, Hashable {
    /// Font family name as fontconfig knows it; nil = the system font.
    public var family: String?
    /// Point size (for a text style: its size in the snapshot's content size category,
    /// `large` until a snapshot resolves it).
    public var size: Double
    /// Weight (default regular; a text style's own unless given).
    public var weight: FontWeight
    /// `textStyle`: the system font of this style (`UIFont.preferredFont(forTextStyle:)`).
    public var textStyle: TextStyleName?
    /// `relativeTo`: a fixed font scaled with this style's size, as `UIFontMetrics` scales a
    /// custom font (the size is the one at `large`).
    public var relativeTo: TextStyleName?
    /// `italic`: the italic face (`UIFont.italicSystemFont(ofSize:)`, the `.traitItalic`
    /// symbolic trait).
    public var italic = false
    /// `monospacedDigits`: digits all as wide as each other, so numbers that change keep
    /// their width (`UIFont.monospacedDigitSystemFont(ofSize:weight:)`).
    public var monospacedDigits = false

    public init(family: String? = nil, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
    }

    /// The system font of a text style at the default content size.
    public init(textStyle: TextStyleName, weight: FontWeight? = nil) {
        self.init(size: textStyle.size(in: .large), weight: weight ?? textStyle.weight)
        self.textStyle = textStyle
    }

    /// This font's traits (italic, monospaced digits) on a text style's system font: what a
    /// `textStyle:` key turns a font into.
    public func restyled(as textStyle: TextStyleName) -> FontSpec {
        var font = FontSpec(textStyle: textStyle)
        font.italic = italic
        font.monospacedDigits = monospacedDigits
        return font
    }

    /// The font in a content size category: a text style at its size there, a font relative
    /// to one scaled by that style's growth from `large`, any other font as it is.
    public func resolved(in category: ContentSizeCategory) -> FontSpec {
        var result = self
        if let textStyle {
            result.size = textStyle.size(in: category)
        } else if let relativeTo {
            result.size = size * relativeTo.size(in: category) / relativeTo.size(in: .large)
            // Scaled once: the result is a fixed size.
            result.relativeTo = nil
        }
        return result
    }

    /// `UILabel`'s default: the system font at 17 points, regular.
    public static let labelDefault = FontSpec(size: 17)
    /// `UIButton`'s default (system style): the system font at 15 points, regular.
    public static let buttonDefault = FontSpec(size: 15)
}

/// Font weights by `UIFont.Weight` name, with the CSS/OpenType numbers 100…900 they stand for.
public enum FontWeight: Int, Sendable, Hashable, CaseIterable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900

    /// The spelling in specs (`semibold`, …).
    public var name: String {
        switch self {
        case .ultraLight: "ultraLight"
        case .thin: "thin"
        case .light: "light"
        case .regular: "regular"
        case .medium: "medium"
        case .semibold: "semibold"
        case .bold: "bold"
        case .heavy: "heavy"
        case .black: "black"
        }
    }

    /// The weight with this spelling, if any.
    public init?(name: String) {
        guard let weight = FontWeight.allCases.first(where: { $0.name == name }) else { return nil }
        self = weight
    }
}
