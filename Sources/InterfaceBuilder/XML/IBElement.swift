import LayoutSpec

/// One element of an Interface Builder document as read: its name, attributes, children,
/// the text directly inside it, and where its start tag begins.
///
/// Attributes are looked up by name only, never listed, so the dictionary's order cannot
/// reach any output.
struct IBElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [IBElement] = []
    /// Character data directly inside the element (used by `<string key="text">`).
    var text: String = ""
    /// Where the start tag begins (`<`), 1-based.
    var position: SourcePosition

    init(name: String, attributes: [String: String], position: SourcePosition) {
        self.name = name
        self.attributes = attributes
        self.position = position
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `id` attribute: how constraints and outlets name an object.
    var id: String? { attributes["id"] }

    /// The `key` attribute: which property of the parent the element sets.
    var key: String? { attributes["key"] }

    /// The first child element with this `key` (and this element name, when given).
    func child(key: String, named name: String? = nil) -> IBElement? {
        children.first { $0.key == key && (name == nil || $0.name == name) }
    }

    /// The first child element with this name.
    func child(named name: String) -> IBElement? {
        children.first { $0.name == name }
    }

    /// Every child element with this name, in document order.
    func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// `<label>` with its id: how warnings name an element.
    var label: String {
        id.map { "<\(name)> \($0)" } ?? "<\(name)>"
    }

    /// Calls `visit` on this element and every element inside it, in document order.
    func forEach(_ visit: (IBElement) -> Void) {
        visit(self)
        for child in children { child.forEach(visit) }
    }
}
