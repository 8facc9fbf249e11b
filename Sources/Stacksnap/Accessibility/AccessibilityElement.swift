import AutoLayout
import LayoutSpec

/// One element VoiceOver visits: what it reads, and where it is on the canvas.
///
/// Most elements are a view (a label, a button, a cell); a control UIKit exposes as several
/// elements — a segmented control's segments, a stepper's two buttons, a bar's items — gives
/// one element per part, each naming its view and the part.
public struct AccessibilityElement: Sendable, Equatable {
    /// The view the element belongs to, as an index into the lowered snapshot's views.
    public var viewIndex: Int
    /// The view's id; nil when it has none.
    public var id: String?
    /// The part of the view, for controls with several elements ("segment 2", "increment").
    public var part: String?
    /// The element's frame in canvas points.
    public var frame: Rect
    /// `accessibilityLabel`; empty when there is none.
    public var label: String
    /// `accessibilityValue`; empty when there is none.
    public var value: String
    /// `accessibilityHint`; empty when there is none.
    public var hint: String
    /// `accessibilityTraits`, in UIKit's order.
    public var traits: [AccessibilityTrait]
    /// What VoiceOver calls the kind of element when no trait says it ("text field", "tab").
    public var role: String?
    /// `accessibilityIgnoresInvertColors`.
    public var ignoresInvertColors: Bool

    /// Creates an element.
    public init(viewIndex: Int, id: String?, part: String? = nil, frame: Rect, label: String = "", value: String = "",
                hint: String = "", traits: [AccessibilityTrait] = [], role: String? = nil,
                ignoresInvertColors: Bool = false) {
        self.viewIndex = viewIndex
        self.id = id
        self.part = part
        self.frame = frame
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.role = role
        self.ignoresInvertColors = ignoresInvertColors
    }

    /// Whether activating the element does something: the audit's touch-target, overlap
    /// and missing-label rules apply to these.
    public var isInteractive: Bool {
        traits.contains { [.button, .link, .adjustable, .searchField, .toggleButton, .keyboardKey].contains($0) }
            || role == "text field" || role == "text view" || role == "tab"
    }

    /// The element as VoiceOver speaks it: label, value, then the traits and role it
    /// announces ("Wi-Fi, on, switch button"), then the hint.
    public var spoken: String { spoken(withHint: true) }

    /// What VoiceOver speaks, with or without the hint (the legend shows it on a line of its own).
    func spoken(withHint: Bool) -> String {
        var parts: [String] = []
        if !label.isEmpty { parts.append(label) }
        if !value.isEmpty { parts.append(value) }
        let announced = Self.announced(traits, role: role)
        if !announced.isEmpty { parts.append(announced) }
        if withHint, !hint.isEmpty { parts.append(hint) }
        return parts.joined(separator: ", ")
    }

    /// The traits VoiceOver says aloud, in the order it says them ("selected, button").
    static func announced(_ traits: [AccessibilityTrait], role: String?) -> String {
        var words: [String] = []
        if traits.contains(.selected) { words.append("selected") }
        if traits.contains(.notEnabled) { words.append("dimmed") }
        if traits.contains(.toggleButton) { words.append("switch") }
        for (trait, word) in [(AccessibilityTrait.button, "button"), (.link, "link"), (.header, "heading"),
                              (.image, "image"), (.searchField, "search field"), (.adjustable, "adjustable")]
        where traits.contains(trait) {
            words.append(word)
        }
        if let role { words.append(role) }
        return words.joined(separator: " ")
    }

    /// The element's name in reports: the view's kind and id (or index), and its part —
    /// `button save`, `segmentedControl #4 (segment 2)`, as the frame tree names views.
    func name(_ views: [ViewSpec]) -> String {
        let base = "\(views[viewIndex].type.rawValue) \(id ?? "#\(viewIndex)")"
        return part.map { "\(base) (\($0))" } ?? base
    }
}
