/// `accessibility:` on a view: what VoiceOver reads for it, over UIKit's defaults for its
/// kind (a label is an element that reads its text, a button its title, an image view is
/// not an element unless it is given a label).
///
/// Every property is optional: nil keeps the kind's default, as an unset
/// `accessibilityLabel` does in UIKit.
public struct AccessibilitySpec: Sendable, Equatable {
    /// `accessibilityLabel`: what the element is ("Add", "Favourites").
    public var label: String?
    /// `accessibilityHint`: what happens when it is activated.
    public var hint: String?
    /// `accessibilityValue`: its current value ("50%", "on").
    public var value: String?
    /// `accessibilityTraits`; nil = the kind's own (button for a button, and so on).
    public var traits: [AccessibilityTrait]?
    /// `isAccessibilityElement`; nil = the kind's default.
    public var isElement: Bool?
    /// `accessibilityElements`: the ids of views inside this one, in the order VoiceOver
    /// visits them (the rest of the view's elements are not visited).
    public var elements: [String]?
    /// `accessibilityIgnoresInvertColors`: Smart Invert leaves the view's pixels as they are
    /// (photos, video); shown in the accessibility snapshot.
    public var ignoresInvertColors: Bool?

    /// Nothing set: the kind's defaults.
    public init(label: String? = nil, hint: String? = nil, value: String? = nil,
                traits: [AccessibilityTrait]? = nil, isElement: Bool? = nil, elements: [String]? = nil,
                ignoresInvertColors: Bool? = nil) {
        self.label = label
        self.hint = hint
        self.value = value
        self.traits = traits
        self.isElement = isElement
        self.elements = elements
        self.ignoresInvertColors = ignoresInvertColors
    }

    /// The spec keys, in the order a canonical spec prints them.
    public static let keys = ["label", "hint", "value", "traits", "element", "elements", "ignoresInvertColors"]
}

/// One of `UIAccessibilityTraits`, by the name UIKit gives it.
public enum AccessibilityTrait: String, Sendable, Hashable, CaseIterable {
    /// Activating it performs an action.
    case button
    /// Activating it opens a link.
    case link
    /// It is an image.
    case image
    /// It is selected (a selected segment, tab or row).
    case selected
    /// Text that does not change.
    case staticText
    /// A heading: VoiceOver's rotor jumps from one to the next.
    case header
    /// A search field.
    case searchField
    /// Its value can be adjusted by swiping up and down (sliders, steppers).
    case adjustable
    /// It cannot be used now.
    case notEnabled
    /// Its value changes often (a clock, a progress indicator).
    case updatesFrequently
    /// It plays a sound when activated.
    case playsSound
    /// A key of a keyboard.
    case keyboardKey
    /// A summary read when the app starts.
    case summaryElement
    /// Activating it starts a media session.
    case startsMediaSession
    /// Touches go straight to it (a drawing canvas).
    case allowsDirectInteraction
    /// It turns the page when VoiceOver finishes reading it.
    case causesPageTurn
    /// A tab bar.
    case tabBar
    /// A button that toggles between two states (a switch).
    case toggleButton
    /// It can be zoomed.
    case supportsZoom
}
