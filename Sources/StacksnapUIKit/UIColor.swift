import Foundation
import LayoutSpec

/// A color, as UIKit's `UIColor`: components, the system and semantic colors (which change
/// with the appearance, as on a device), and dynamic colors made from a trait provider.
open class UIColor: @unchecked Sendable {
    /// The color as a spec writes it (with its per-appearance values when dynamic).
    public let spec: SpecColor

    public init(spec: SpecColor) { self.spec = spec }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(spec: SpecColor(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: Self.byte(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color that depends on the traits it is drawn in: asked once for each appearance a
    /// snapshot can have (light and dark, normal and high contrast).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        func value(_ style: UIUserInterfaceStyle, _ contrast: UIAccessibilityContrast) -> SpecColor {
            dynamicProvider(UITraitCollection(userInterfaceStyle: style, accessibilityContrast: contrast)).spec
                .resolved(in: Appearance(style == .dark ? .dark : .light,
                                         contrast: contrast == .high ? .high : .normal))
        }
        self.init(spec: SpecColor(light: value(.light, .normal), dark: value(.dark, .normal),
                                  lightHighContrast: value(.light, .high), darkHighContrast: value(.dark, .high)))
    }

    /// The color in the given traits' appearance.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        UIColor(spec: spec.resolved(in: Appearance(traits.userInterfaceStyle == .dark ? .dark : .light,
                                                   contrast: traits.accessibilityContrast == .high ? .high : .normal)))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var color = spec
        color.alpha = Self.byte(alpha)
        return UIColor(spec: color)
    }

    /// The light appearance's components, 0…1.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(spec.red) / 255
        green?.pointee = CGFloat(spec.green) / 255
        blue?.pointee = CGFloat(spec.blue) / 255
        alpha?.pointee = CGFloat(spec.alpha) / 255
        return true
    }

    /// The color as a layer takes it (`layer.borderColor = color.cgColor`).
    public var cgColor: CGColor { CGColor(spec: spec) }

    static func byte(_ component: CGFloat) -> UInt8 { UInt8((min(max(component, 0), 1) * 255).rounded()) }

    static func named(_ name: String) -> UIColor { UIColor(spec: SpecColor.named(name) ?? .clear) }
}

/// A color as a layer keeps it.
public final class CGColor: Sendable {
    public let spec: SpecColor
    public init(spec: SpecColor) { self.spec = spec }
}

extension UIColor {
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    public class var systemBlue: UIColor { named("systemBlue") }
    public class var systemRed: UIColor { named("systemRed") }
    public class var systemGreen: UIColor { named("systemGreen") }
    public class var systemOrange: UIColor { named("systemOrange") }
    public class var systemYellow: UIColor { named("systemYellow") }
    public class var systemPink: UIColor { named("systemPink") }
    public class var systemPurple: UIColor { named("systemPurple") }
    public class var systemTeal: UIColor { named("systemTeal") }
    public class var systemIndigo: UIColor { named("systemIndigo") }
    public class var systemGray: UIColor { named("systemGray") }
    public class var systemGray2: UIColor { named("systemGray2") }
    public class var systemGray3: UIColor { named("systemGray3") }
    public class var systemGray4: UIColor { named("systemGray4") }
    public class var systemGray5: UIColor { named("systemGray5") }
    public class var systemGray6: UIColor { named("systemGray6") }
    public class var label: UIColor { named("label") }
    public class var secondaryLabel: UIColor { named("secondaryLabel") }
    public class var tertiaryLabel: UIColor { named("tertiaryLabel") }
    public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
    public class var placeholderText: UIColor { named("placeholderText") }
    public class var separator: UIColor { named("separator") }
    public class var opaqueSeparator: UIColor { named("opaqueSeparator") }
    public class var link: UIColor { named("link") }
    public class var systemFill: UIColor { named("systemFill") }
    public class var secondarySystemFill: UIColor { named("secondarySystemFill") }
    public class var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
    public class var quaternarySystemFill: UIColor { named("quaternarySystemFill") }
    public class var systemBackground: UIColor { named("systemBackground") }
    public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    public class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }
    public class var lightText: UIColor { named("lightText") }
    public class var darkText: UIColor { named("darkText") }
}
