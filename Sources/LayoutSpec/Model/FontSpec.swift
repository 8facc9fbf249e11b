/// A font as a spec names it: a family (nil = the system font), a size in points and a weight.
public struct FontSpec: Sendable, Hashable {
    /// Font family name as fontconfig knows it; nil = the system font.
    public var family: String?
    /// Point size.
    public var size: Double
    /// Weight (default regular).
    public var weight: FontWeight

    public init(family: String? = nil, size: Double, weight: FontWeight = .regular) {
        self.family = family
        self.size = size
        self.weight = weight
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
