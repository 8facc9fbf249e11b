import Foundation

/// A label, as UIKit's `UILabel`: its text is measured and drawn by the engine, so its
/// intrinsic size is the text's.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
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
    /// The text of an attributed string; its attributes are not drawn (a snapshot warns).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            if newValue != nil { notes.append("\(debugName): attributedText is drawn as plain text in the label's font and color") }
        }
    }

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
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
