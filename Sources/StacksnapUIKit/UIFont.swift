import Foundation
import LayoutSpec

/// A font, as UIKit's `UIFont`: the system font at a size and weight, a text style's
/// font (which follows Dynamic Type), or a named family.
open class UIFont: @unchecked Sendable {
    /// The font as a spec writes it.
    public let spec: FontSpec

    /// The value a spec writes.
    public init(spec: FontSpec) { self.spec = spec }

    /// A named family at a size; nil for an empty name. The family is drawn when a bundled
    /// or registered font has it, as the spec's `font.family` is.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(spec: FontSpec(family: fontName, size: Double(fontSize)))
    }

    /// The font's size in points.
    public var pointSize: CGFloat { CGFloat(spec.size) }

    /// The system font at a size.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(spec: FontSpec(size: Double(fontSize)))
    }

    /// The system font at a size and weight.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(spec: FontSpec(size: Double(fontSize), weight: weight.fontWeight))
    }

    /// The system font at a size, bold.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(spec: FontSpec(size: Double(fontSize), weight: .bold))
    }

    /// The system font's italic face at a size.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        var font = FontSpec(size: Double(fontSize))
        font.italic = true
        return UIFont(spec: font)
    }

    /// The system font at a size and weight with digits of equal width.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        var font = FontSpec(size: Double(fontSize), weight: weight.fontWeight)
        font.monospacedDigits = true
        return UIFont(spec: font)
    }

    /// The text style's font at the snapshot's content size (Dynamic Type).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(spec: FontSpec(textStyle: style.name))
    }

    /// The same font at another size (a text style's font keeps following its style's scale).
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = spec
        font.size = Double(fontSize)
        if let style = font.textStyle {
            font.textStyle = nil
            font.relativeTo = style
        }
        return UIFont(spec: font)
    }

    /// `UIFont.Weight`: UIKit's weights as numbers, −0.8 (ultra light) … 0.62 (black).
    public struct Weight: RawRepresentable, Sendable, Hashable {
        /// The raw value (UIKit's).
        public var rawValue: CGFloat
        /// The value with this raw value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The value with this raw value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The ultra light weight (-0.8).
        public static let ultraLight = Weight(-0.8)
        /// The thin weight (-0.6).
        public static let thin = Weight(-0.6)
        /// The light weight (-0.4).
        public static let light = Weight(-0.4)
        /// The regular weight (0).
        public static let regular = Weight(0)
        /// The medium weight (0.23).
        public static let medium = Weight(0.23)
        /// The semibold weight (0.3).
        public static let semibold = Weight(0.3)
        /// The bold weight (0.4).
        public static let bold = Weight(0.4)
        /// The heavy weight (0.56).
        public static let heavy = Weight(0.56)
        /// The black weight (0.62).
        public static let black = Weight(0.62)

        /// The nearest of the spec's weights.
        var fontWeight: FontWeight {
            let table: [(CGFloat, FontWeight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                  (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
            return table.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }?.1 ?? .regular
        }
    }

    /// `UIFont.TextStyle`: the Dynamic Type styles.
    public struct TextStyle: RawRepresentable, Sendable, Hashable {
        /// The raw value (UIKit's).
        public var rawValue: String
        /// The value with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title Dynamic Type style.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The title1 Dynamic Type style.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The title2 Dynamic Type style.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The title3 Dynamic Type style.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// The headline Dynamic Type style.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// The body Dynamic Type style.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// The callout Dynamic Type style.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// The subheadline Dynamic Type style.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// The footnote Dynamic Type style.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// The caption1 Dynamic Type style.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// The caption2 Dynamic Type style.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        var name: TextStyleName {
            let table: [TextStyle: TextStyleName] = [
                .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
                .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote,
                .caption1: .caption1, .caption2: .caption2,
            ]
            return table[self] ?? .body
        }
    }
}
