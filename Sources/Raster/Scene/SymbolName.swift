/// The built-in vector shapes, named like their SF Symbols counterparts, for figures that
/// need an icon without an image file.
///
/// Each is drawn in a 24×24-point design box (its natural size) in one color; the `.fill`
/// variants are solid, the others outlined.
public enum SymbolName: String, Sendable, Hashable, CaseIterable {
    case star, starFill = "star.fill"
    case heart, heartFill = "heart.fill"
    case circle, circleFill = "circle.fill"
    case square, squareFill = "square.fill"
    case triangle, triangleFill = "triangle.fill"
    case person, personFill = "person.fill"
    case checkmark, checkmarkCircle = "checkmark.circle", checkmarkCircleFill = "checkmark.circle.fill"
    case xmark, xmarkCircle = "xmark.circle", xmarkCircleFill = "xmark.circle.fill"
    case plus, minus
    case chevronLeft = "chevron.left", chevronRight = "chevron.right"
    case chevronUp = "chevron.up", chevronDown = "chevron.down"
    case magnifyingglass
    case photo

    /// The design box every symbol is drawn in, in points: its size under `center` and
    /// the other natural-size content modes.
    public static let naturalSize = SceneSize(width: 24, height: 24)
}
