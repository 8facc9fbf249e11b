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

    public init(text: String = "") { self.text = text }
}
