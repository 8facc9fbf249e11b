/// What an element of a view tree becomes in a spec.
enum IBViewKind: Sendable, Equatable {
    /// A plain box: `<view>`, and table and collection view cells with their content views.
    case plain
    case stack
    case label
    case image
    case button
    case toggle
    /// Anything else (text fields, table views, maps, …): a labelled placeholder.
    case unsupported

    init(element name: String) {
        switch name {
        case "view", "tableViewCell", "tableViewCellContentView", "collectionViewCell", "collectionReusableView",
             "tableViewHeaderFooterView":
            self = .plain
        case "stackView": self = .stack
        case "label": self = .label
        case "imageView": self = .image
        case "button": self = .button
        case "switch": self = .toggle
        default: self = .unsupported
        }
    }

    /// The renderer's built-in symbols (`Raster.SymbolName`): SF Symbol names an image view
    /// can show without a file. Tests check the two lists agree.
    static let builtInSymbols: [String] = [
        "star", "star.fill", "heart", "heart.fill", "circle", "circle.fill", "square", "square.fill",
        "triangle", "triangle.fill", "person", "person.fill", "checkmark", "checkmark.circle",
        "checkmark.circle.fill", "xmark", "xmark.circle", "xmark.circle.fill", "plus", "minus",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "magnifyingglass", "photo",
    ]
}
