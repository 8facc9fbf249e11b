/// A font as a spec names it: a family (an iOS name is fine), a size in points, a weight,
/// an italic flag and whether digits are monospaced. `FontDescriptor.match(family:)` says which bundled font draws it.
public struct FontDescriptor: Sendable, Hashable {
    /// The requested family, e.g. `System`, `Helvetica Neue`, `PingFang SC`; empty = system.
    public var family: String
    /// Size in points (UIKit's `pointSize`).
    public var size: Double
    /// CSS/UIKit-style weight 100…900; 400 is regular, 700 bold.
    public var weight: Int
    /// Italic style: the bundled system font has an italic face for every weight.
    public var italic: Bool
    /// Tabular digits (OpenType `tnum`), all as wide as each other.
    public var monospacedDigits: Bool

    public init(family: String = "System", size: Double = 17, weight: Int = 400, italic: Bool = false,
                monospacedDigits: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospacedDigits = monospacedDigits
    }

    /// UIKit's default label font: the system font at 17 points.
    public static let body = FontDescriptor()
}
