import LayoutDSL
import LayoutSpec
import Testing

/// The accessibility modifiers set one key each and keep the others, as a partial
/// `accessibility:` mapping in a spec does; a view given none has no `accessibility:`.
@Suite struct AccessibilityModifierTests {
    @Test func aViewGivenNoneHasNoAccessibility() {
        #expect(Label("Title").node.spec.accessibility == nil)
        #expect(Label("Title").node.spec.audit == nil)
    }

    @Test func eachModifierKeepsTheOtherKeys() {
        let label = Label("Title").accessibilityLabel("A").accessibilityHint("Opens it").accessibilityLabel("B")
        #expect(label.node.spec.accessibility == AccessibilitySpec(label: "B", hint: "Opens it"))
        let box = Box().accessibilityElement().accessibilityValue("3").accessibilityIgnoresInvertColors(false)
        #expect(box.node.spec.accessibility == AccessibilitySpec(value: "3", isElement: true, ignoresInvertColors: false))
    }

    @Test func traitsAreTheOnesWrittenOnceEach() {
        #expect(Label("x").accessibilityTraits(.header, .staticText, .header).node.spec.accessibility?.traits
                == [.header, .staticText])
        // No traits at all is not the kind's default: the button stops being a button.
        #expect(Button("x").accessibilityTraits().node.spec.accessibility?.traits == [])
        #expect(Button("x").accessibilityTraits([]).node.spec.accessibility?.traits == [])
    }

    @Test func elementsFromReferencesAreTheirIds() {
        let a = ViewRef("a"), b = ViewRef("b")
        let box = Box { Box().id(a); Box().id(b) }.accessibilityElements([b, a])
        #expect(box.node.spec.accessibility?.elements == ["b", "a"])
        #expect(box.node.problems.isEmpty)
    }

    @Test func auditRulesAreKeptOnceWithTheReason() {
        let box = Box().auditDisabled([.contrast, .touchTarget, .contrast], reason: "Decoration")
        #expect(box.node.spec.audit == AuditExemption(disabled: [.contrast, .touchTarget], reason: "Decoration"))
    }
}
