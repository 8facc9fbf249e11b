import LayoutSpec

/// What an accessibility element is and how it behaves, as UIKit's `UIAccessibilityTraits`:
/// a set, combined as in UIKit (`[.button, .selected]`, `traits.insert(.header)`).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits, iOS's for every trait but `toggleButton` and `supportsZoom`.
    public let rawValue: UInt64

    /// The traits whose bits are set in `rawValue`.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// Activating it performs an action.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Activating it opens a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// It is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// It is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// It plays a sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// A key of a keyboard.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// A summary read when the app starts.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// It cannot be used now.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Its value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Activating it starts a media session.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Its value is adjusted by swiping up and down.
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Touches go straight to it.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// It turns the page when VoiceOver finishes reading it.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// A tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// A heading.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// A button that toggles between two states. iOS 17 does not publish its bit; this one
    /// is Stacksnap's.
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 32)
    /// It can be zoomed. iOS 17 does not publish its bit; this one is Stacksnap's.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 33)

    /// Each trait and the spec's name for it, in the order a spec lists them.
    static let names: [(trait: UIAccessibilityTraits, name: AccessibilityTrait)] = [
        (.button, .button), (.link, .link), (.image, .image), (.selected, .selected), (.staticText, .staticText),
        (.header, .header), (.searchField, .searchField), (.adjustable, .adjustable), (.notEnabled, .notEnabled),
        (.updatesFrequently, .updatesFrequently), (.playsSound, .playsSound), (.keyboardKey, .keyboardKey),
        (.summaryElement, .summaryElement), (.startsMediaSession, .startsMediaSession),
        (.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn), (.tabBar, .tabBar),
        (.toggleButton, .toggleButton), (.supportsZoom, .supportsZoom),
    ]

    /// The traits by the spec's names, in the spec's order.
    var spec: [AccessibilityTrait] { Self.names.filter { contains($0.trait) }.map(\.name) }

    /// The bits no trait of this module has (set from a raw value): a spec cannot say them.
    var unnamed: UInt64 { Self.names.reduce(rawValue) { $0 & ~$1.trait.rawValue } }
}
