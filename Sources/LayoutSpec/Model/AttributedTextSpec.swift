/// One run of attributed text (`attributedText: [{text, font, color, …}]`): characters with
/// their own look. Keys a run leaves out are the label's own (its font, its color, no
/// decoration, no kerning, no background), so a run says only what is different.
public struct TextRunSpec: Sendable, Hashable {
    /// The run's characters.
    public var text: String
    /// What the run changes in the label's font; nil: the label's font.
    public var font: RunFontSpec?
    /// The run's text color; nil: the label's.
    public var color: SpecColor?
    /// `underline`: single, double or thick (`NSUnderlineStyle`).
    public var underline: TextLineStyle?
    /// `strikethrough`: single, double or thick.
    public var strikethrough: TextLineStyle?
    /// `kern`: points added after every character (`NSAttributedString.Key.kern`).
    public var kern: Double = 0
    /// `background`: filled behind the run's characters, line high.
    public var background: SpecColor?

    public init(_ text: String, font: RunFontSpec? = nil, color: SpecColor? = nil) {
        self.text = text
        self.font = font
        self.color = color
    }

    /// The spec keys of a run, in the order a canonical spec prints them.
    public static let keys = ["text", "font", "color", "underline", "strikethrough", "kern", "background"]
}

/// A run's font as changes to the label's: `{weight: bold}` is the label's font in bold,
/// `{size: 12}` the label's family at 12 points, `{textStyle: caption1}` that style's font.
public struct RunFontSpec: Sendable, Hashable {
    /// nil: the label's family (a text style always means the system font).
    public var family: String?
    public var size: Double?
    public var weight: FontWeight?
    public var textStyle: TextStyleName?
    /// nil: the label's slant; true: the italic face, false: upright.
    public var italic: Bool?
    /// nil: the label's digits; true: digits of equal width.
    public var monospacedDigits: Bool?

    public init(family: String? = nil, size: Double? = nil, weight: FontWeight? = nil,
                textStyle: TextStyleName? = nil, italic: Bool? = nil, monospacedDigits: Bool? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.textStyle = textStyle
        self.italic = italic
        self.monospacedDigits = monospacedDigits
    }

    /// A whole font as a run's: every part given, so it does not follow the view's font (a
    /// text style stays one).
    public init(_ font: FontSpec) {
        // Traits only when set: a run of an upright font in an italic label is rare, and
        // runs stay as short as they were before the traits.
        let italic: Bool? = font.italic ? true : nil, digits: Bool? = font.monospacedDigits ? true : nil
        if let style = font.textStyle {
            self.init(weight: font.weight, textStyle: style, italic: italic, monospacedDigits: digits)
        } else {
            self.init(family: font.family ?? "System", size: font.size, weight: font.weight, italic: italic,
                      monospacedDigits: digits)
        }
    }

    /// The run's font when the label's font is `base`, as a partial `font:` changes it.
    public func applied(to base: FontSpec) -> FontSpec {
        var font = base
        if let textStyle {
            font = font.restyled(as: textStyle)
        } else if family != nil || size != nil {
            font.textStyle = nil
            font.relativeTo = nil
        }
        if let family { font.family = family }
        if let size { font.size = size }
        if let weight { font.weight = weight }
        if let italic { font.italic = italic }
        if let monospacedDigits { font.monospacedDigits = monospacedDigits }
        return font
    }

    /// The spec keys, in the order a canonical spec prints them.
    public static let keys = ["family", "size", "weight", "textStyle", "italic", "monospacedDigits"]
}

/// `NSUnderlineStyle`'s line styles, for underlines and strikethroughs.
public enum TextLineStyle: String, Sendable, Hashable, CaseIterable {
    /// One line of the font's thickness.
    case single
    /// Two such lines.
    case double
    /// One line twice as thick.
    case thick
}

/// `paragraph`: the paragraph style of a label's or text view's whole text
/// (`NSParagraphStyle`). Zero is UIKit's "none" for every number.
public struct ParagraphSpec: Sendable, Hashable {
    /// Points between the lines of a paragraph.
    public var lineSpacing: Double = 0
    /// Points between paragraphs (after a `\n`), on top of `lineSpacing`.
    public var paragraphSpacing: Double = 0
    /// Each line's height as a multiple of its fonts' height; 0: 1.
    public var lineHeightMultiple: Double = 0
    /// The least height of a line; 0: none.
    public var minimumLineHeight: Double = 0
    /// The most height of a line; 0: none.
    public var maximumLineHeight: Double = 0
    /// The lines' alignment; nil: the view's `textAlignment`.
    public var alignment: TextAlignment?

    /// A paragraph style with these values (0: UIKit's none; nil alignment: the view's).
    public init(lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0,
                minimumLineHeight: Double = 0, maximumLineHeight: Double = 0, alignment: TextAlignment? = nil) {
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.alignment = alignment
    }

    /// The spec keys, in the order a canonical spec prints them.
    public static let keys = ["lineSpacing", "paragraphSpacing", "lineHeightMultiple", "minimumLineHeight",
                              "maximumLineHeight", "alignment"]
}

/// `baselineAdjustment` (`UIBaselineAdjustment`): where one line of text shrunk to fit sits.
public enum BaselineAdjustment: String, Sendable, Hashable, CaseIterable {
    /// The smaller text's baseline stays where the full-size text's is (the default).
    case alignBaselines
    /// The smaller text is centred in the label.
    case alignCenters
    /// The smaller text's top stays where the full-size text's top is.
    case none
}
