import LayoutSpec

/// A view's accessibility inspector as the spec's `accessibility:`.
///
/// ```xml
/// <accessibility key="accessibilityConfiguration" label="Close" hint="Closes the screen" identifier="close">
///     <accessibilityTraits key="traits" button="YES" header="YES"/>
///     <bool key="isElement" value="YES"/>
/// </accessibility>
/// ```
///
/// The identifier is not the spec id: constraints and outlets name views by their IB ids,
/// which the spec ids come from.
extension UnitConverter {
    /// `label`, `hint`, `value`, the traits and `isElement`; nothing when the document sets
    /// none of them, so documents without accessibility convert as they always did.
    mutating func applyAccessibility(_ element: IBElement, to spec: inout ViewSpec) {
        guard let configuration = element.child(key: "accessibilityConfiguration", named: "accessibility") else { return }
        var accessibility = spec.accessibility ?? AccessibilitySpec()
        // An emptied field in the inspector is written as an empty attribute: nothing set.
        func text(_ name: String) -> String? { configuration[name].flatMap { $0.isEmpty ? nil : $0 } }
        if let label = text("label") { accessibility.label = label }
        if let hint = text("hint") { accessibility.hint = hint }
        if let value = text("value") { accessibility.value = value }
        if let traits = configuration.child(key: "traits", named: "accessibilityTraits") {
            accessibility.traits = self.traits(traits)
        }
        if let isElement = IBValue.bool(configuration.child(key: "isElement", named: "bool")?["value"]) {
            accessibility.isElement = isElement
        }
        if accessibility != AccessibilitySpec() { spec.accessibility = accessibility }
    }

    /// `<accessibilityTraits button="YES" header="YES"/>`: the traits checked, in place of the
    /// kind's (`none="YES"` alone: no traits at all), in the spec's order.
    private mutating func traits(_ element: IBElement) -> [AccessibilityTrait] {
        // Sorted, so the dictionary's order cannot reach the warnings.
        for name in element.attributes.keys.sorted() where name != "key" && name != "none"
            && AccessibilityTrait(rawValue: name) == nil {
            diagnostics.warn("\(element.label): accessibility trait '\(name)' has no spec equivalent; it is left out",
                             about: element)
        }
        return AccessibilityTrait.allCases.filter { IBValue.bool(element[$0.rawValue]) == true }
    }

    /// The views of an `accessibilityElements` outlet collection, in the order it lists them,
    /// once the views inside this one have their ids.
    mutating func applyAccessibilityElements(_ element: IBElement, to spec: inout ViewSpec) {
        let outlets = element.child(named: "connections")?.children(named: "outletCollection")
            .filter { $0["property"] == "accessibilityElements" } ?? []
        guard !outlets.isEmpty else { return }
        var inside: Set<String> = []
        func collect(_ view: ViewSpec) {
            if let id = view.id { inside.insert(id) }
            view.children.forEach(collect)
        }
        spec.children.forEach(collect)
        var ids: [String] = []
        for outlet in outlets {
            guard let destination = outlet["destination"], let id = self.ids.name(of: destination), inside.contains(id),
                  !ids.contains(id) else {
                diagnostics.warn("\(element.label): accessibility element '\(outlet["destination"] ?? "")' is not a view "
                                 + "inside it, or is listed twice; it is left out of VoiceOver's order", about: outlet)
                continue
            }
            ids.append(id)
        }
        // None left: an empty order would hide what is inside, which UIKit does not.
        guard !ids.isEmpty else { return }
        var accessibility = spec.accessibility ?? AccessibilitySpec()
        accessibility.elements = ids
        spec.accessibility = accessibility
    }
}
