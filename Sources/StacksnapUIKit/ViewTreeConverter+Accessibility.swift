import LayoutSpec

/// A view's accessibility properties as the spec's `accessibility:`.
extension ViewTreeConverter {
    /// What the code set, or a subclass's override reads, that differs from the kind's
    /// default; nil when nothing does, so that a hierarchy that leaves accessibility alone
    /// gives the spec it always gave. The notes say what the spec cannot hold.
    func accessibility(of view: UIView) -> (spec: AccessibilitySpec?, notes: [String]) {
        let defaults = view.accessibilityDefaults
        let own = view.ownAccessibility
        var spec = AccessibilitySpec()
        var notes: [String] = []
        // Read through the properties, so that a subclass's overrides are what is written.
        if let label = view.accessibilityLabel, own.label != nil || label != defaults.label { spec.label = label }
        spec.hint = view.accessibilityHint
        spec.value = view.accessibilityValue
        let traits = view.accessibilityTraits
        if view.ownAccessibilityTraits != nil || traits != defaults.traits {
            spec.traits = traits.spec
            if traits.unnamed != 0 {
                notes.append("\(view.debugName): accessibilityTraits has bits that are not traits of UIKit's API "
                             + "(raw value \(traits.unnamed)); they are left out")
            }
        }
        let isElement = view.isAccessibilityElement
        if own.isElement != nil || isElement != defaults.isElement { spec.isElement = isElement }
        if let elements = view.accessibilityElements {
            spec.elements = []
            for element in elements {
                // Only views inside this one have ids; UIKit also takes other objects.
                if let inner = element as? UIView, inner !== view, inner.isDescendant(of: view), let id = id(of: inner) {
                    spec.elements?.append(id)
                } else {
                    notes.append("\(view.debugName): accessibilityElements holds \(Self.describe(element)), which is not a "
                                 + "view inside it; VoiceOver's order here leaves it out")
                }
            }
        }
        let ignores = view.accessibilityIgnoresInvertColors
        if own.ignoresInvertColors != nil || ignores { spec.ignoresInvertColors = ignores }
        return (spec == AccessibilitySpec() ? nil : spec, notes)
    }

    /// An element of `accessibilityElements` for a message.
    private static func describe(_ element: Any) -> String {
        if let view = element as? UIView { return "the view \(view.debugName)" }
        return "a \(type(of: element))"
    }
}
