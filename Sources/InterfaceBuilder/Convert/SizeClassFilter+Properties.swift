/// Property values by size class: `<variation key="heightClass=compact" axis="vertical"/>`
/// on a stack view, `<variation key="widthClass=regular" constant="40"/>` on a constraint,
/// or a variation holding a `<fontDescription key="fontDescription" …/>` that replaces the
/// element's own.
extension SizeClassFilter {
    /// The element and everything inside it with the property variations of the drawn
    /// size classes folded in: a variation's attributes replace the element's, and its
    /// children replace the element's children of the same name and key (or are added).
    /// Variations naming more classes win over those naming fewer, as a variation for
    /// compact width and regular height is more specific than one for compact width; the
    /// base (`default`) goes first. Masks (installed subviews and constraints) are left to
    /// ``excludedIDs(in:)``, and the variations themselves stay in place for it.
    func applyingVariations(to element: IBElement) -> IBElement {
        var result = element
        result.children = element.children.map { $0.name == "variation" ? $0 : applyingVariations(to: $0) }
        let applying = element.children.enumerated()
            .filter { $0.element.name == "variation" && matches($0.element.key ?? "") }
            .sorted { Self.rank($0.element, $0.offset) < Self.rank($1.element, $1.offset) }
            .map(\.element)
        for variation in applying {
            for (name, value) in variation.attributes where name != "key" {
                result.attributes[name] = value
            }
            for child in variation.children where child.name != "mask" {
                let replacement = applyingVariations(to: child)
                if let key = child.key,
                   let index = result.children.firstIndex(where: { $0.name == child.name && $0.key == key }) {
                    result.children[index] = replacement
                } else {
                    result.children.append(replacement)
                }
            }
        }
        return result
    }

    /// The order variations apply in: by how many classes the key names (`default` none),
    /// then in document order.
    private static func rank(_ variation: IBElement, _ offset: Int) -> (Int, Int) {
        let key = variation.key ?? ""
        return (key == "default" ? 0 : key.split(separator: "-").count, offset)
    }
}

extension SizeClassFilter {
    /// The unit with the drawn classes' property variations folded into every tree it
    /// holds: the root, the tree around it, its controller and the embedded controllers'
    /// views.
    func applyingVariations(to unit: IBUnit) -> IBUnit {
        var result = unit
        result.root = applyingVariations(to: unit.root)
        result.scope = applyingVariations(to: unit.scope)
        result.controller = unit.controller.map { applyingVariations(to: $0) }
        result.embedded = unit.embedded.mapValues { applyingVariations(to: $0) }
        return result
    }
}
