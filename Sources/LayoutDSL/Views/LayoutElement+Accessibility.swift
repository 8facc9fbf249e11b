import LayoutSpec

/// Modifiers every view has for the spec's `accessibility:` and `audit:` keys, named as
/// UIKit's properties and SwiftUI's modifiers are.
///
/// Each sets one key of the view's `accessibility:` and keeps the others, as a spec's
/// partial `accessibility:` mapping does; a key never set keeps UIKit's default for the kind
/// (a label reads its text, a button is a button).
extension LayoutElement {
    /// `accessibility.label`: what VoiceOver reads for the view (`accessibilityLabel`).
    public func accessibilityLabel(_ label: String) -> Self { accessibility { $0.label = label } }

    /// `accessibility.hint`: what activating the view does (`accessibilityHint`).
    public func accessibilityHint(_ hint: String) -> Self { accessibility { $0.hint = hint } }

    /// `accessibility.value`: the view's current value, such as "50%" (`accessibilityValue`).
    public func accessibilityValue(_ value: String) -> Self { accessibility { $0.value = value } }

    /// `accessibility.traits`: the traits in place of the kind's own (a button given
    /// `[.button, .selected]` keeps being a button; given `[.link]` it is a link only).
    public func accessibilityTraits(_ traits: [AccessibilityTrait]) -> Self {
        // A trait written twice is one trait, as when a spec lists it twice.
        var unique: [AccessibilityTrait] = []
        for trait in traits where !unique.contains(trait) { unique.append(trait) }
        return accessibility { $0.traits = unique }
    }

    /// `accessibility.traits` written as a list of arguments: `.accessibilityTraits(.button, .header)`;
    /// none at all is no traits.
    public func accessibilityTraits(_ traits: AccessibilityTrait...) -> Self { accessibilityTraits(Array(traits)) }

    /// `accessibility.element`: whether VoiceOver stops on the view itself
    /// (`isAccessibilityElement`); false lets it read what is inside instead.
    public func accessibilityElement(_ isElement: Bool = true) -> Self { accessibility { $0.isElement = isElement } }

    /// `accessibility.elements`: the ids of views inside this one, in the order VoiceOver
    /// visits them (`accessibilityElements`).
    public func accessibilityElements(_ ids: [String]) -> Self { accessibility { $0.elements = ids } }

    /// `accessibility.elements` from references, so the same values name the views and the order.
    public func accessibilityElements(_ refs: [ViewRef]) -> Self {
        var ids: [String] = []
        for ref in refs {
            guard case .named(let id) = ref.item else {
                return noting("accessibility.elements", "'\(ref.item)' names the canvas or a superview, not a view inside this one")
            }
            ids.append(id)
        }
        return accessibilityElements(ids)
    }

    /// `accessibility.ignoresInvertColors`: Smart Invert leaves the view as drawn (photos,
    /// video), as `accessibilityIgnoresInvertColors` does.
    public func accessibilityIgnoresInvertColors(_ ignores: Bool = true) -> Self {
        accessibility { $0.ignoresInvertColors = ignores }
    }

    /// `audit`: accessibility audit rules that do not apply to this view and what is inside
    /// it, and why. The reason is required, as in a spec: an empty one is a problem.
    public func auditDisabled(_ rules: [AuditRule], reason: String) -> Self {
        guard !rules.isEmpty else { return noting("audit.disable", "expected at least one rule to disable") }
        guard !reason.allSatisfy(\.isWhitespace) else {
            return noting("audit.reason", "a disabled rule needs a reason someone can read in review; found an empty string")
        }
        var unique: [AuditRule] = []
        for rule in rules where !unique.contains(rule) { unique.append(rule) }
        return applying(.audit(AuditExemption(disabled: unique, reason: reason)))
    }

    /// The view's `accessibility:` changed by `change`, starting from what is set (nothing
    /// set: every key at the kind's default).
    private func accessibility(_ change: (inout AccessibilitySpec) -> Void) -> Self {
        var accessibility = node.spec.accessibility ?? AccessibilitySpec()
        change(&accessibility)
        return applying(.accessibility(accessibility))
    }
}
