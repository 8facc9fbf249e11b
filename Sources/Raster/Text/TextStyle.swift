import Pixels

/// How a label breaks and truncates lines, like `NSLineBreakMode`.
public enum LineBreakMode: String, Sendable, Hashable {
    /// Wrap at word boundaries (characters when one word is longer than a line).
    case wordWrap
    /// Wrap at any character.
    case charWrap
    /// Cut the text at the label's edge, without an ellipsis.
    case clip
    /// Replace the start of the last line with "…".
    case truncateHead
    /// Replace the middle of the last line with "…".
    case truncateMiddle
    /// Replace the end of the last line with "…" (UILabel's default).
    case truncateTail
}

/// Horizontal alignment of a label's lines, like `NSTextAlignment`.
public enum TextAlignment: String, Sendable, Hashable {
    /// Left for left-to-right text, right for right-to-left text.
    case natural
    case left, center, right
    /// Both edges flush, except the last line (which follows the natural alignment).
    case justified
}

/// Everything that decides how a label's text is laid out and drawn.
public struct TextStyle: Sendable, Hashable {
    /// The text; `\n` starts a new paragraph.
    public var text: String
    public var font: FontDescriptor
    /// Text color (straight alpha); does not affect layout.
    public var color: RGBA
    /// Maximum number of lines; 0 means unlimited (UILabel's `numberOfLines`).
    public var lines: Int
    /// How lines wrap and how the last visible line is cut.
    public var lineBreak: LineBreakMode
    /// Horizontal alignment of each line inside the label's width.
    public var alignment: TextAlignment
    /// The paragraph's base direction; `natural` alignment follows it.
    public var isRightToLeft: Bool
    /// Attributed text: runs with their own fonts, colors and decorations, whose texts
    /// joined are `text` (empty: the whole text in `font` and `color`). Set with
    /// `TextStyle(runs:…)`, which keeps the two in step.
    public var runs: [TextRun] = []
    /// Line and paragraph spacing and line heights; nil stacks lines at their fonts' height.
    public var paragraph: ParagraphStyle?
    /// Shrinking and tightening of text that does not fit the frame it is drawn in.
    public var fitting = TextFitting()

    public init(text: String, font: FontDescriptor = .body, color: RGBA = RGBA(r: 0, g: 0, b: 0),
                lines: Int = 1, lineBreak: LineBreakMode = .truncateTail,
                alignment: TextAlignment = .natural, isRightToLeft: Bool = false) {
        self.text = text
        self.font = font
        self.color = color
        self.lines = lines
        self.lineBreak = lineBreak
        self.alignment = alignment
        self.isRightToLeft = isRightToLeft
    }

    /// Attributed text: `runs` in order, the style's `font` and `color` being the label's
    /// (for the ellipsis, and for what the runs do not set).
    public init(runs: [TextRun], font: FontDescriptor = .body, color: RGBA = RGBA(r: 0, g: 0, b: 0),
                lines: Int = 1, lineBreak: LineBreakMode = .truncateTail,
                alignment: TextAlignment = .natural, isRightToLeft: Bool = false) {
        self.init(text: runs.map(\.text).joined(), font: font, color: color, lines: lines, lineBreak: lineBreak,
                  alignment: alignment, isRightToLeft: isRightToLeft)
        self.runs = runs
    }
}

extension TextStyle {
    /// Whether the last visible line gets an ellipsis when text is cut.
    var truncates: Bool {
        switch lineBreak {
        case .truncateHead, .truncateMiddle, .truncateTail: true
        case .wordWrap, .charWrap, .clip: false
        }
    }

    /// A single line that is never wrapped (it is cut or truncated at the width instead).
    var isSingleLine: Bool { lines == 1 }

    /// The fields that decide the layout; colors do not, so they are left out of cache keys.
    var layoutKey: TextStyle {
        var key = self
        key.color = RGBA(r: 0, g: 0, b: 0, a: 0)
        for index in key.runs.indices {
            key.runs[index].color = nil
            key.runs[index].background = nil
        }
        return key
    }

    /// Whether lines are stacked per line from their runs' fonts and the paragraph style
    /// (attributed text), rather than all on one font's grid.
    var isAttributed: Bool { !runs.isEmpty || paragraph != nil }
}
