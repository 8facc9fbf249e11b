import Foundation

/// A label, as UIKit's `UILabel`: its text is measured and drawn by the engine, so its
/// intrinsic size is the text's.
@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    /// The text of an attributed string; its attributes are not drawn (a snapshot warns).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set {
            text = newValue?.string
            if newValue != nil { notes.append("\(debugName): attributedText is drawn as plain text in the label's font and color") }
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
