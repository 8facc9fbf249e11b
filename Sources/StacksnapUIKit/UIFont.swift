import Foundation
import LayoutSpec

/// A font, as UIKit's `UIFont`: the system font at a size and weight, a text style's
/// font (which follows Dynamic Type), or a named family.
open class UIFont: @unchecked Sendable {
    /// The font as a spec writes it.
    public let spec: FontSpec

    public init(spec: FontSpec) { self.spec = spec }

    /// A named family at a size; nil for an empty name. The family is drawn when a bundled
    /// or registered font has it, as the spec's `font.family` is.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(spec: FontSpec(family: fontName, size: Double(fontSize)))
    }

    public var pointSize: CGFloat { CGFloat(spec.size) }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(spec: FontSpec(size: Double(fontSize)))
    }

    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(spec: FontSpec(size: Double(fontSize), weight: weight.fontWeight))
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(spec: FontSpec(size: Double(fontSize), weight: .bold))
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
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
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
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
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
