import Pixels

/// A line drawn under or through a run of text, as UIKit's `NSUnderlineStyle`: one line of
/// the font's thickness, two such lines, or one line twice as thick.
public enum TextDecoration: String, Sendable, Hashable, CaseIterable {
    case single, double, thick
}

/// A stretch of attributed text with its own look (`NSAttributedString` attributes).
///
/// A run's text is part of the label's text (`TextStyle.text` is the runs' texts joined);
/// its font, kerning and decorations are laid out and drawn in the same Pango layout as
/// the rest, so the measured size and the pixels agree.
public struct TextRun: Sendable, Hashable {
    /// The run's characters.
    public var text: String
    /// The run's font (the label's, with what the run changes).
    public var font: FontDescriptor
    /// The run's text color; nil draws it in the label's color.
    public var color: RGBA?
    /// `NSAttributedString.Key.underlineStyle`.
    public var underline: TextDecoration?
    /// `NSAttributedString.Key.strikethroughStyle`.
    public var strikethrough: TextDecoration?
    /// `NSAttributedString.Key.kern`: points added after every character of the run.
    public var kern: Double
    /// `NSAttributedString.Key.backgroundColor`: filled behind the run's glyphs, line high.
    public var background: RGBA?

    public init(text: String, font: FontDescriptor = .body, color: RGBA? = nil, underline: TextDecoration? = nil,
                strikethrough: TextDecoration? = nil, kern: Double = 0, background: RGBA? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.kern = kern
        self.background = background
    }
}

/// The paragraph attributes of a text (`NSParagraphStyle`), for every paragraph in it.
///
/// Lines are stacked as TextKit stacks them: a line's height is its fonts' ascent plus
/// descent, times `lineHeightMultiple` when it is above 0, then held between
/// `minimumLineHeight` and `maximumLineHeight` (each when above 0); the extra height (or the
/// height taken away) is above the text, so a line's baseline stays its descent above the
/// line's bottom. `lineSpacing` separates the lines, `paragraphSpacing` the paragraphs
/// (neither is added after the last line).
public struct ParagraphStyle: Sendable, Hashable {
    public var lineSpacing: Double
    public var paragraphSpacing: Double
    public var lineHeightMultiple: Double
    public var minimumLineHeight: Double
    public var maximumLineHeight: Double

    public init(lineSpacing: Double = 0, paragraphSpacing: Double = 0, lineHeightMultiple: Double = 0,
                minimumLineHeight: Double = 0, maximumLineHeight: Double = 0) {
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
    }

    /// The height of a line whose fonts want `natural` points.
    func lineHeight(natural: Double) -> Double {
        var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }
}

/// Where shrunk text sits vertically (`UIBaselineAdjustment`), for a one-line label whose
/// text was drawn smaller to fit.
public enum BaselineAdjustment: String, Sendable, Hashable, CaseIterable {
    /// The smaller text's baseline stays where the full-size text's would be (UIKit's default).
    case alignBaselines
    /// The smaller text is centred in the label, as the full-size text would be.
    case alignCenters
    /// The smaller text's top stays where the full-size text's top would be.
    case none
}

/// What a label may do to text that does not fit its frame before it truncates it:
/// `adjustsFontSizeToFitWidth` with `minimumScaleFactor`, `baselineAdjustment` and
/// `allowsDefaultTighteningForTruncation`. None of it changes the label's measured size.
public struct TextFitting: Sendable, Hashable {
    /// The smallest multiple of the font sizes (and kerning) text may be drawn at; 0 or 1
    /// never shrinks (UIKit: a `minimumScaleFactor` of 0 means no scaling).
    public var minimumScaleFactor: Double
    /// Where one line of shrunk text sits.
    public var baselineAdjustment: BaselineAdjustment
    /// Tighten the letter spacing of a truncating line that is at most
    /// `tighteningFactor` too wide, instead of truncating it.
    public var allowsTightening: Bool

    /// `NSParagraphStyle.tighteningFactorForTruncation`'s default: text at most 5 % wider
    /// than the line is tightened to fit rather than truncated.
    public static let tighteningFactor = 0.05

    public init(minimumScaleFactor: Double = 0, baselineAdjustment: BaselineAdjustment = .alignBaselines,
                allowsTightening: Bool = false) {
        self.minimumScaleFactor = minimumScaleFactor
        self.baselineAdjustment = baselineAdjustment
        self.allowsTightening = allowsTightening
    }

    /// Whether the text may be drawn smaller than its font.
    var shrinks: Bool { minimumScaleFactor > 0 && minimumScaleFactor < 1 }
}
