import Foundation

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not set: light is used.
    case unspecified
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark
}

/// Normal or increased contrast, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not set: normal contrast is used.
    case unspecified = -1
    /// Normal contrast.
    case normal
    /// Increased contrast (the high-contrast variants of dynamic colors).
    case high
}

/// The traits a dynamic color is resolved in (the appearance part of UIKit's
/// `UITraitCollection`); a trait left unspecified takes the default (light, normal contrast).
public final class UITraitCollection: Sendable, Equatable {
    /// Light, dark or unspecified.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Normal, high or unspecified contrast.
    public let accessibilityContrast: UIAccessibilityContrast

    /// Every trait unspecified.
    public convenience init() {
        self.init(userInterfaceStyle: .unspecified, accessibilityContrast: .unspecified)
    }

    /// Only the interface style specified.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, accessibilityContrast: .unspecified)
    }

    /// Only the contrast specified.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(userInterfaceStyle: .unspecified, accessibilityContrast: accessibilityContrast)
    }

    /// The traits merged: each trait is the last specified value in `traitsFrom`.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        let style = traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
        let contrast = traitCollections.last { $0.accessibilityContrast != .unspecified }?.accessibilityContrast ?? .unspecified
        self.init(userInterfaceStyle: style, accessibilityContrast: contrast)
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, accessibilityContrast: UIAccessibilityContrast) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
    }

    /// Whether both traits are the same.
    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.accessibilityContrast == b.accessibilityContrast
    }
}
