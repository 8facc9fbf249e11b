import Foundation
import LayoutSpec

/// A color, as UIKit's `UIColor`: components, the system and semantic colors (which change
/// with the appearance, as on a device), and dynamic colors made from a trait provider.
open class UIColor: @unchecked Sendable {
    /// The color as a spec writes it (with its per-appearance values when dynamic).
    public let spec: SpecColor

    /// The value a spec writes.
    public init(spec: SpecColor) { self.spec = spec }

    /// A colour from red, green, blue and alpha components, 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(spec: SpecColor(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: Self.byte(alpha)))
    }

    /// A grey from its brightness and alpha, 0…1.
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

    /// The same colour with another opacity.
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
    /// The colour as a spec writes it.
    public let spec: SpecColor
    /// The value a spec writes.
    public init(spec: SpecColor) { self.spec = spec }
}

extension UIColor {
    /// Black, as UIKit's fixed colour of that name.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White, as UIKit's fixed colour of that name.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Clear, as UIKit's fixed colour of that name.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Dark gray, as UIKit's fixed colour of that name.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light gray, as UIKit's fixed colour of that name.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// Gray, as UIKit's fixed colour of that name.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red, as UIKit's fixed colour of that name.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green, as UIKit's fixed colour of that name.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue, as UIKit's fixed colour of that name.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan, as UIKit's fixed colour of that name.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow, as UIKit's fixed colour of that name.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta, as UIKit's fixed colour of that name.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange, as UIKit's fixed colour of that name.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple, as UIKit's fixed colour of that name.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown, as UIKit's fixed colour of that name.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    /// UIKit's `systemBlue`, with its light, dark and high-contrast values.
    public class var systemBlue: UIColor { named("systemBlue") }
    /// UIKit's `systemRed`, with its light, dark and high-contrast values.
    public class var systemRed: UIColor { named("systemRed") }
    /// UIKit's `systemGreen`, with its light, dark and high-contrast values.
    public class var systemGreen: UIColor { named("systemGreen") }
    /// UIKit's `systemOrange`, with its light, dark and high-contrast values.
    public class var systemOrange: UIColor { named("systemOrange") }
    /// UIKit's `systemYellow`, with its light, dark and high-contrast values.
    public class var systemYellow: UIColor { named("systemYellow") }
    /// UIKit's `systemPink`, with its light, dark and high-contrast values.
    public class var systemPink: UIColor { named("systemPink") }
    /// UIKit's `systemPurple`, with its light, dark and high-contrast values.
    public class var systemPurple: UIColor { named("systemPurple") }
    /// UIKit's `systemTeal`, with its light, dark and high-contrast values.
    public class var systemTeal: UIColor { named("systemTeal") }
    /// UIKit's `systemIndigo`, with its light, dark and high-contrast values.
    public class var systemIndigo: UIColor { named("systemIndigo") }
    /// UIKit's `systemGray`, with its light, dark and high-contrast values.
    public class var systemGray: UIColor { named("systemGray") }
    /// UIKit's `systemGray2`, with its light, dark and high-contrast values.
    public class var systemGray2: UIColor { named("systemGray2") }
    /// UIKit's `systemGray3`, with its light, dark and high-contrast values.
    public class var systemGray3: UIColor { named("systemGray3") }
    /// UIKit's `systemGray4`, with its light, dark and high-contrast values.
    public class var systemGray4: UIColor { named("systemGray4") }
    /// UIKit's `systemGray5`, with its light, dark and high-contrast values.
    public class var systemGray5: UIColor { named("systemGray5") }
    /// UIKit's `systemGray6`, with its light, dark and high-contrast values.
    public class var systemGray6: UIColor { named("systemGray6") }
    /// The semantic `label` colour, which follows the appearance.
    public class var label: UIColor { named("label") }
    /// The semantic `secondaryLabel` colour, which follows the appearance.
    public class var secondaryLabel: UIColor { named("secondaryLabel") }
    /// The semantic `tertiaryLabel` colour, which follows the appearance.
    public class var tertiaryLabel: UIColor { named("tertiaryLabel") }
    /// The semantic `quaternaryLabel` colour, which follows the appearance.
    public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
    /// The semantic `placeholderText` colour, which follows the appearance.
    public class var placeholderText: UIColor { named("placeholderText") }
    /// The semantic `separator` colour, which follows the appearance.
    public class var separator: UIColor { named("separator") }
    /// The semantic `opaqueSeparator` colour, which follows the appearance.
    public class var opaqueSeparator: UIColor { named("opaqueSeparator") }
    /// The semantic `link` colour, which follows the appearance.
    public class var link: UIColor { named("link") }
    /// UIKit's `systemFill`, with its light, dark and high-contrast values.
    public class var systemFill: UIColor { named("systemFill") }
    /// The semantic `secondarySystemFill` colour, which follows the appearance.
    public class var secondarySystemFill: UIColor { named("secondarySystemFill") }
    /// The semantic `tertiarySystemFill` colour, which follows the appearance.
    public class var tertiarySystemFill: UIColor { named("tertiarySystemFill") }
    /// The semantic `quaternarySystemFill` colour, which follows the appearance.
    public class var quaternarySystemFill: UIColor { named("quaternarySystemFill") }
    /// UIKit's `systemBackground`, with its light, dark and high-contrast values.
    public class var systemBackground: UIColor { named("systemBackground") }
    /// The semantic `secondarySystemBackground` colour, which follows the appearance.
    public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    /// The semantic `tertiarySystemBackground` colour, which follows the appearance.
    public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    /// UIKit's `systemGroupedBackground`, with its light, dark and high-contrast values.
    public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    /// The semantic `secondarySystemGroupedBackground` colour, which follows the appearance.
    public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    /// The semantic `tertiarySystemGroupedBackground` colour, which follows the appearance.
    public class var tertiarySystemGroupedBackground: UIColor { named("tertiarySystemGroupedBackground") }
    /// The semantic `lightText` colour, which follows the appearance.
    public class var lightText: UIColor { named("lightText") }
    /// The semantic `darkText` colour, which follows the appearance.
    public class var darkText: UIColor { named("darkText") }
}
