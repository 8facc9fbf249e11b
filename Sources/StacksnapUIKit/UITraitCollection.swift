import Foundation

/// Light or dark, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Normal or increased contrast, as UIKit's `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal, high
}

/// The traits a dynamic color is resolved in (the appearance part of UIKit's
/// `UITraitCollection`).
public struct UITraitCollection: Sendable, Equatable {
    public var userInterfaceStyle: UIUserInterfaceStyle
    public var accessibilityContrast: UIAccessibilityContrast

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, accessibilityContrast: .normal)
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle, accessibilityContrast: UIAccessibilityContrast) {
        self.userInterfaceStyle = userInterfaceStyle
        self.accessibilityContrast = accessibilityContrast
    }
}
