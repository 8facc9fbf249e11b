import LayoutSpec

/// UIKit's accessibility defaults for each kind of view: what the properties read until
/// they are set, and what the converter leaves out of the spec (the spec's defaults for a
/// kind are UIKit's too).
extension UIView {
    /// What a kind reads before anything is set.
    struct AccessibilityDefaults: Equatable {
        var label: String?
        var traits: UIAccessibilityTraits = []
        var isElement = false
    }

    /// The defaults for this view's kind and state: a label is static text that reads its
    /// text, a button reads its title and says when it is selected or disabled, a switch is
    /// a button, a slider, a page control and a date picker adjustable, a progress view
    /// updates frequently; controls that hold elements of their own (a segmented control's
    /// segments, a stepper's buttons, a search bar's field, a picker view's components) are
    /// not elements themselves, nor are plain views, image views and stacks.
    var accessibilityDefaults: AccessibilityDefaults {
        switch self {
        case let label as UILabel: return AccessibilityDefaults(label: label.text, traits: .staticText, isElement: true)
        case let button as UIButton:
            var traits: UIAccessibilityTraits = .button
            if button.isSelected { traits.insert(.selected) }
            if !button.isEnabled { traits.insert(.notEnabled) }
            return AccessibilityDefaults(label: button.currentTitle, traits: traits, isElement: true)
        case is UIImageView: return AccessibilityDefaults(traits: .image)
        case is UISwitch: return AccessibilityDefaults(traits: .button, isElement: true)
        case is UISlider, is UIPageControl, is UIDatePicker: return AccessibilityDefaults(traits: .adjustable, isElement: true)
        case is UIProgressView: return AccessibilityDefaults(traits: .updatesFrequently, isElement: true)
        case is UIActivityIndicatorView, is UITextField, is UITextView: return AccessibilityDefaults(isElement: true)
        default: return AccessibilityDefaults()
        }
    }
}
