import Foundation
import LayoutSpec

/// The attribute keys UIKit adds to Foundation's attributed strings, with UIKit's raw
/// values, so attributed text written for iOS compiles and draws the same.
extension NSAttributedString.Key {
    /// A `UIFont`: the characters' font.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`: the characters' color.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the characters.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSUnderlineStyle` raw value (an `Int`): a line under the characters.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// An `NSUnderlineStyle` raw value: a line through the characters.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A number of points added after every character.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle`: line and paragraph spacing, line heights, alignment.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// `NSUnderlineStyle`: the line under or through text. A pattern or `byWord` is drawn as a
/// solid line under everything.
public struct NSUnderlineStyle: OptionSet, Sendable {
    /// The style's bits, as UIKit's.
    public let rawValue: Int
    /// A style from its raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// A dotted pattern (drawn solid).
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// A dashed pattern (drawn solid).
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Only under words (drawn under spaces too).
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The line style drawn, from the low bits.
    var lineStyle: TextLineStyle? {
        switch rawValue & 0xF {
        case 1: .single
        case 2: .thick
        case 9: .double
        default: nil
        }
    }
}

/// `NSParagraphStyle`: how the lines of a text are spaced and aligned. The first
/// character's paragraph style is the whole text's.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// Points between the lines of a paragraph.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Points after a paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// How the lines sit across the view.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// Each line's height as a multiple of its fonts'; 0 for 1.
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The least height of a line; 0 for none.
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The most height of a line; 0 for none.
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// Kept; the label's `lineBreakMode` decides.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Kept; the label's `allowsDefaultTighteningForTruncation` decides.
    open internal(set) var allowsDefaultTighteningForTruncation = false

    /// The default style: no spacing, natural alignment.
    public override init() { super.init() }

    /// The default style, shared.
    public static let `default` = NSParagraphStyle()

    /// The style as a spec writes it.
    @MainActor var spec: ParagraphSpec {
        var spec = ParagraphSpec()
        spec.lineSpacing = max(0, Double(lineSpacing))
        spec.paragraphSpacing = max(0, Double(paragraphSpacing))
        spec.lineHeightMultiple = max(0, Double(lineHeightMultiple))
        spec.minimumLineHeight = max(0, Double(minimumLineHeight))
        spec.maximumLineHeight = max(0, Double(maximumLineHeight))
        if alignment != .natural { spec.alignment = ViewSpecContent.alignment(alignment) }
        return spec
    }
}

/// `NSMutableParagraphStyle`: a paragraph style to set up.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// Points between the lines of a paragraph.
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// Points after a paragraph.
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// How the lines sit across the view.
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// Each line's height as a multiple of its fonts'; 0 for 1.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    /// The least height of a line; 0 for none.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    /// The most height of a line; 0 for none.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    /// Kept; the label's `lineBreakMode` decides.
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    /// Kept; the label's `allowsDefaultTighteningForTruncation` decides.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }
}

/// An attributed string as a spec's runs and paragraph style.
@MainActor
enum AttributedTextSpec {
    /// The runs of `text` over a view whose font is `base`: one run per stretch of equal
    /// attributes; the first character's paragraph style.
    static func runs(_ text: NSAttributedString, base: FontSpec) -> (runs: [TextRunSpec], paragraph: ParagraphSpec?) {
        var runs: [TextRunSpec] = []
        var paragraph: ParagraphSpec?
        let whole = NSRange(location: 0, length: text.length)
        let string = text.string as NSString
        text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var run = TextRunSpec(string.substring(with: range))
            if let font = attributes[.font] as? UIFont, font.spec != base { run.font = RunFontSpec(font.spec) }
            if let color = attributes[.foregroundColor] as? UIColor { run.color = color.spec }
            if let color = attributes[.backgroundColor] as? UIColor { run.background = color.spec }
            run.underline = underline(attributes[.underlineStyle])
            run.strikethrough = underline(attributes[.strikethroughStyle])
            run.kern = number(attributes[.kern]) ?? 0
            if range.location == 0, let style = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = style.spec }
            runs.append(run)
        }
        return (runs, paragraph)
    }

    private static func underline(_ value: Any?) -> TextLineStyle? {
        if let style = value as? NSUnderlineStyle { return style.lineStyle }
        return number(value).map { NSUnderlineStyle(rawValue: Int($0)).lineStyle } ?? nil
    }

    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Int: Double(value)
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}
