/// The properties of a label (`UILabel`), with UIKit's defaults.
public struct LabelSpec: Sendable, Equatable {
    /// The text shown.
    public var text: String = ""
    /// Default: the system font, 17 points, regular.
    public var font: FontSpec = .labelDefault
    /// Default: black.
    public var color: SpecColor = .label
    /// Maximum number of lines; 0 = unlimited (default 1).
    public var lines: Int = 1
    /// How lines wrap or truncate (default truncateTail).
    public var lineBreak: LineBreakMode = .truncateTail
    /// Alignment of the lines (default natural).
    public var textAlignment: TextAlignment = .natural
    /// Width at which a multi-line label wraps when nothing else decides it.
    public var preferredMaxWidth: Double?
    /// `attributedText`: the text as runs with their own fonts, colors and decorations
    /// (their texts joined are `text`); empty for plain text.
    public var runs: [TextRunSpec] = []
    /// `paragraph`: line and paragraph spacing, line heights and alignment.
    public var paragraph: ParagraphSpec?
    /// `adjustsFontSizeToFitWidth`: text that does not fit the frame is drawn smaller, down
    /// to `minimumScaleFactor` (the label's size stays its text's at full size).
    public var adjustsFontSizeToFitWidth = false
    /// `minimumScaleFactor`: the smallest fraction of the font size shrunk text is drawn at;
    /// 0 (the default) never shrinks.
    public var minimumScaleFactor = 0.0
    /// `baselineAdjustment`: where one line of shrunk text sits (default alignBaselines).
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines
    /// `allowsDefaultTighteningForTruncation`: a truncating line at most 5 % too wide is
    /// tightened to fit instead.
    public var allowsDefaultTighteningForTruncation = false

    public init(text: String = "") { self.text = text }

    /// Attributed text: `runs`, whose texts joined become `text`.
    public init(runs: [TextRunSpec]) {
        self.text = runs.map(\.text).joined()
        self.runs = runs
    }
}
