import LayoutSpec
import StacksnapUIKit
import Testing

/// The accessibility properties through the UIKit-shaped API: UIKit's defaults for each
/// kind until they are set, and in the spec only what the code set (or a subclass's
/// override reads), so that code that leaves them alone gives the spec it always gave.
@MainActor
@Suite struct UIKitAccessibilityTests {
    /// A 320 × 200 top view with `views` as its subviews, and the spec of each subview.
    static func specs(_ views: [UIView], in root: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
        throws -> [ViewSpec] {
        for view in views { root.addSubview(view) }
        return try root.specDocument(name: "a11y").root.subviews
    }

    /// UIKit's documented defaults: labels and controls are elements, plain views and image
    /// views are not; a label is static text that reads its text, a button a button that
    /// reads its title and is "dimmed" when disabled.
    @Test func eachKindReadsUIKitsDefaults() {
        let label = UILabel()
        label.text = "Inbox"
        #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText && label.accessibilityLabel == "Inbox")
        let button = UIButton(type: .system)
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityTraits == .button && button.accessibilityLabel == "Send")
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityTraits == .none && plain.accessibilityLabel == nil)
        #expect(!UIImageView(image: nil).isAccessibilityElement && UIImageView(image: nil).accessibilityTraits == .image)
        #expect(UISlider().accessibilityTraits == .adjustable && UISwitch().isAccessibilityElement)
        #expect(plain.accessibilityHint == nil && plain.accessibilityValue == nil && plain.accessibilityElements == nil)
        #expect(!plain.accessibilityIgnoresInvertColors)
    }

    /// Raw values as iOS's headers give them (`UIAccessibilityTraitHeader` is bit 16).
    @Test func traitsHaveUIKitsRawValues() {
        #expect(UIAccessibilityTraits.button.rawValue == 1 && UIAccessibilityTraits.link.rawValue == 2)
        #expect(UIAccessibilityTraits.staticText.rawValue == 64 && UIAccessibilityTraits.notEnabled.rawValue == 256)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 4096 && UIAccessibilityTraits.tabBar.rawValue == 32768)
        #expect(UIAccessibilityTraits.header.rawValue == 65536 && UIAccessibilityTraits.none.rawValue == 0)
    }

    @Test func nothingSetWritesNoAccessibility() throws {
        let label = UILabel(), button = UIButton(type: .system), image = UIImageView(image: UIImage(systemName: "star"))
        label.text = "Inbox"
        button.setTitle("Send", for: .normal)
        // Reading a property sets nothing.
        _ = label.accessibilityTraits.contains(.header)
        let specs = try Self.specs([label, button, image, UISwitch(), UISlider(), UIView()])
        #expect(specs.allSatisfy { $0.accessibility == nil })
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(UIView())
        #expect(try !root.specYAML.contains("accessibility"))
    }

    @Test func whatIsSetIsWritten() throws {
        let title = UILabel(), close = UIButton(type: .system), photo = UIImageView(image: UIImage(systemName: "star"))
        title.text = "Inbox"
        title.accessibilityTraits.insert(.header)
        close.setTitle("X", for: .normal)
        close.accessibilityLabel = "Close"
        close.accessibilityHint = "Closes the screen"
        photo.isAccessibilityElement = true
        photo.accessibilityLabel = "A cat"
        photo.accessibilityIgnoresInvertColors = true
        let meter = UIView()
        meter.accessibilityValue = "50%"
        meter.accessibilityTraits = [.updatesFrequently, .button]
        let specs = try Self.specs([title, close, photo, meter])
        // The set traits replace the kind's: a header label keeps its static text.
        #expect(specs[0].accessibility == AccessibilitySpec(traits: [.staticText, .header]))
        #expect(specs[1].accessibility == AccessibilitySpec(label: "Close", hint: "Closes the screen"))
        #expect(specs[2].accessibility == AccessibilitySpec(label: "A cat", isElement: true, ignoresInvertColors: true))
        #expect(specs[3].accessibility == AccessibilitySpec(value: "50%", traits: [.button, .updatesFrequently]))
    }

    /// What the code set is written even when it is the kind's default: the spec says what
    /// the code says.
    @Test func aDefaultSetExplicitlyIsWritten() throws {
        let plain = UIView(), label = UILabel()
        plain.isAccessibilityElement = false
        label.accessibilityTraits = .staticText
        let specs = try Self.specs([plain, label])
        #expect(specs[0].accessibility == AccessibilitySpec(isElement: false))
        #expect(specs[1].accessibility == AccessibilitySpec(traits: [.staticText]))
    }

    /// Setting nil gives the kind's default back, as in UIKit: nothing is written.
    @Test func settingNilRestoresTheDefault() throws {
        let label = UILabel()
        label.text = "Inbox"
        label.accessibilityLabel = "Mail"
        #expect(label.accessibilityLabel == "Mail")
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Inbox")
        #expect(try Self.specs([label])[0].accessibility == nil)
    }

    @Test func elementsAreTheIdsOfTheViewsInside() throws {
        let card = UIView(), name = UILabel(), price = UILabel(), outside = UILabel()
        name.accessibilityIdentifier = "name"
        price.accessibilityIdentifier = "price"
        card.addSubview(name)
        card.addSubview(price)
        card.accessibilityElements = [price, name, outside, "not a view"]
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let specs = try Self.specs([card, outside], in: root)
        #expect(specs[0].accessibility == AccessibilitySpec(elements: ["price", "name"]))
        root.layoutIfNeeded()
        let notes = root.layoutProblems.filter { $0.contains("accessibilityElements") }
        #expect(notes.count == 2, "\(root.layoutProblems)")
        #expect(notes.contains { $0.contains("the view UILabel") } && notes.contains { $0.contains("a String") }, "\(notes)")
    }

    /// A subclass that overrides a property, as iOS code often does, is read through it.
    @Test func anOverrideIsWhatTheSpecSays() throws {
        final class Badge: UIView {
            override var accessibilityLabel: String? {
                get { "3 unread" }
                set {}
            }
            override var isAccessibilityElement: Bool {
                get { true }
                set {}
            }
        }
        #expect(try Self.specs([Badge()])[0].accessibility == AccessibilitySpec(label: "3 unread", isElement: true))
    }
}
