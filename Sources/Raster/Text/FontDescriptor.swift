/// A font as a spec names it: a family (an iOS name is fine), a size in points, a weight
/// and an italic flag. `FontDescriptor.match(family:)` says which bundled font draws it.
public struct FontDescriptor: Sendable, Hashable {
    /// The requested family, e.g. `System`, `Helvetica Neue`, `PingFang SC`; empty = system.
    public var family: String
    /// Size in points (UIKit's `pointSize`).
    public var size: Double
    /// CSS/UIKit-style weight 100…900; 400 is regular, 700 bold.
    public var weight: Int
    /// Italic style. The bundled fonts have no italic faces, so italic text draws upright.
    public var italic: Bool

    public init(family: String = "System", size: Double = 17, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// UIKit's default label font: the system font at 17 points.
    public static let body = FontDescriptor()
}
