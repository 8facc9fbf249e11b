/// The `<resources>` of a document: the sizes Interface Builder recorded for images, and the
/// values of the system and named colors the document uses.
struct IBResources: Sendable {
    /// An image as the document knows it: its size in points, and whether it is an SF Symbol.
    struct Image: Sendable {
        var name: String
        var width: Double?
        var height: Double?
        var isSystem: Bool
    }

    private(set) var images: [Image] = []
    /// `<systemColor name="systemBackgroundColor">` and `<namedColor name="Brand">` entries:
    /// the `<color>` element that gives each value, in document order.
    private(set) var colors: [(name: String, color: IBElement)] = []

    init() {}

    /// Reads the `<resources>` element of a document's root, if there is one.
    init(document: IBElement) {
        guard let resources = document.child(named: "resources") else { return }
        for entry in resources.children {
            switch entry.name {
            case "image":
                guard let name = entry["name"] else { continue }
                images.append(Image(name: name, width: IBValue.number(entry["width"]),
                                    height: IBValue.number(entry["height"]), isSystem: entry["catalog"] == "system"))
            case "systemColor", "namedColor":
                guard let name = entry["name"], let color = entry.child(named: "color") else { continue }
                colors.append((name, color))
            default:
                continue
            }
        }
    }

    /// The recorded image with this name.
    func image(_ name: String) -> Image? { images.first { $0.name == name } }

    /// The `<color>` element defining a system or named color.
    func color(named name: String) -> IBElement? { colors.first { $0.name == name }?.color }
}
