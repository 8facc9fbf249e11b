/// An sRGB color with 8-bit channels and straight (not premultiplied) alpha, possibly with
/// other values in the dark and high-contrast appearances (a dynamic color, as UIKit's
/// system colors are).
///
/// Written in specs as `#RGB`, `#RRGGBB`, `#RRGGBBAA`, one of ``namedColors``, or a mapping
/// `{light: …, dark: …, lightHighContrast: …, darkHighContrast: …}`. The channels are the
/// light value; ``resolved(in:)`` gives the value for an appearance. The module keeps its
/// own color type because it does not import the pixel module.
public struct SpecColor: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…255.
    public var red: UInt8
    /// Green, 0…255.
    public var green: UInt8
    /// Blue, 0…255.
    public var blue: UInt8
    /// 255 is opaque.
    public var alpha: UInt8

    /// The values in other appearances than light at normal contrast; empty for a color
    /// that is the same in all of them. The values themselves have no variants.
    public private(set) var variants: [Appearance: SpecColor] = [:]

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A dynamic color: `light` in the light appearance, `dark` in the dark one, and the
    /// high-contrast values where given (else the value of the same style at normal contrast).
    public init(light: SpecColor, dark: SpecColor, lightHighContrast: SpecColor? = nil,
                darkHighContrast: SpecColor? = nil) {
        self = light.fixed
        variants[.dark] = dark.fixed
        if let lightHighContrast { variants[Appearance(.light, contrast: .high)] = lightHighContrast.fixed }
        if let darkHighContrast { variants[Appearance(.dark, contrast: .high)] = darkHighContrast.fixed }
        // A variant equal to the value it would fall back to says nothing.
        for (appearance, value) in variants where value == fallback(for: appearance) { variants[appearance] = nil }
    }

    /// The light value alone, without variants.
    public var fixed: SpecColor { SpecColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// True when the color differs between appearances.
    public var isDynamic: Bool { !variants.isEmpty }

    /// The value in an appearance, as UIKit resolves a dynamic color: the exact variant if
    /// the color has one, else the same style at normal contrast, else the light value.
    public func resolved(in appearance: Appearance) -> SpecColor {
        variants[appearance] ?? fallback(for: appearance)
    }

    private func fallback(for appearance: Appearance) -> SpecColor {
        if appearance.contrast == .high, let same = variants[Appearance(appearance.style)] { return same }
        return fixed
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil otherwise.
    public init?(hex: String) {
        let scalars = Array(hex.unicodeScalars)
        guard scalars.first == "#" else { return nil }
        var digits: [UInt8] = []
        for scalar in scalars.dropFirst() {
            guard let digit = SpecColor.hexDigit(scalar) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3:
            self.init(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6, 8:
            let bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
            self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            return nil
        }
    }

    private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x30...0x39: UInt8(scalar.value - 0x30)
        case 0x41...0x46: UInt8(scalar.value - 0x41 + 10)
        case 0x61...0x66: UInt8(scalar.value - 0x61 + 10)
        default: nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque (upper-case digits): the canonical spelling
    /// of the light value.
    public var hex: String {
        let channels = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
        let digits = Array("0123456789ABCDEF")
        return "#" + String(channels.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }

    /// The hex spelling, or for a dynamic color each appearance's (`{light: #…, dark: #…}`).
    public var description: String {
        guard isDynamic else { return hex }
        let values = Appearance.all.compactMap { key, appearance in
            appearance == .light || appearance == .dark ? "\(key): \(resolved(in: appearance).hex)"
                : variants[appearance].map { "\(key): \($0.hex)" }
        }
        return "{" + values.joined(separator: ", ") + "}"
    }

    /// The color a name stands for, if it is one of ``namedColors``.
    public static func named(_ name: String) -> SpecColor? {
        namedColors.first { $0.name == name }?.color
    }

    /// Opaque black.
    public static let black = SpecColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = SpecColor(red: 255, green: 255, blue: 255)
    /// Fully transparent.
    public static let clear = SpecColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// UIKit's `systemBlue`: the default tint and button title color.
    public static let systemBlue = dynamic(0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF)
}
