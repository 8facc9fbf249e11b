import Foundation

/// A label, as UIKit's `UILabel`: its text is measured and drawn by the engine, so its
/// intrinsic size is the text's.
@MainActor
open class UILabel: UIView {
    /// The text shown; setting it replaces attributed text.
    open var text: String? {
        didSet { storedAttributedText = nil }
    }
    private var storedAttributedText: NSAttributedString?
    /// Whether the text was given with attributes (the spec then writes its runs).
    var hasAttributes: Bool { storedAttributedText != nil }
    /// The text's font.
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text's colour.
    open var textColor: UIColor! = .label
    /// How lines sit across the label's width.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines the text takes; 0 for as many as it needs.
    open var numberOfLines = 1
    /// How lines wrap and where text is truncated.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The width a multi-line label wraps at when constraints leave it open; 0 for none.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Kept; a text style's font follows the snapshot's content size anyway.
    open var adjustsFontForContentSizeCategory = false
    /// Text with attributes per run (`.font`, `.foregroundColor`, `.underlineStyle`,
    /// `.strikethroughStyle`, `.kern`, `.backgroundColor`) and the first character's
    /// `.paragraphStyle` for the whole text; attributes a run leaves out are the label's.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            storedAttributedText = newValue
        }
    }
    /// Text that does not fit the label's bounds is drawn smaller, down to
    /// `minimumScaleFactor` (the label's intrinsic size stays its text's).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest fraction of the font size shrunk text is drawn at; 0 never shrinks.
    open var minimumScaleFactor: CGFloat = 0
    /// Where one line of shrunk text sits.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// A truncating line at most 5 % too wide is tightened to fit rather than truncated.
    open var allowsDefaultTighteningForTruncation = false

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// `UIBaselineAdjustment`: where one line of text shrunk to fit sits.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The smaller text's baseline stays where the full-size text's is.
    case alignBaselines = 0
    /// The smaller text is centred in the label.
    case alignCenters
    /// The smaller text's top stays where the full-size text's top is.
    case none
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines but the last fill the width.
    case justified = 3
    /// The writing direction's own: left for left-to-right text, right for right-to-left.
    case natural = 4
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    /// Lines break between words.
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping
    /// Text past the edge is cut off.
    case byClipping
    /// The start of the last line that fits is replaced by an ellipsis.
    case byTruncatingHead
    /// The end of the last line that fits is replaced by an ellipsis.
    case byTruncatingTail
    /// The middle of the last line that fits is replaced by an ellipsis.
    case byTruncatingMiddle
}
