import Foundation

/// A text field, as UIKit's `UITextField`, not editing: its intrinsic size is its text's
/// (or, when empty, its placeholder's) plus its border style's insets.
@MainActor
open class UITextField: UIControl {
    /// `UITextField.BorderStyle`, with UIKit's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default for a field made in code).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezeled rectangle.
        case bezel = 2
        /// The rounded rectangle of a standard field, at least 34 points tall.
        case roundedRect = 3
    }

    /// `UITextField.ViewMode`, with UIKit's raw values: when an overlay view (here the clear
    /// button) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// Only while the text is edited (so never in a snapshot).
        case whileEditing = 1
        /// Except while the text is edited (so in a snapshot, when there is text).
        case unlessEditing = 2
        /// Always (in a snapshot, when there is text).
        case always = 3
    }

    private var storedText = ""
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label

    /// The text; setting nil makes it empty, as in UIKit.
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    /// Drawn in the placeholder gray while the text is empty.
    open var placeholder: String?
    /// The text's font (default the body style's system font, 17 points); nil restores it.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17) }
    }
    /// The text's color (default `label`); nil restores it.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    /// How the text sits across the field.
    open var textAlignment: NSTextAlignment = .natural
    /// The border (default none, as for a field made in code).
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows (default never).
    open var clearButtonMode: ViewMode = .never

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A text view, as UIKit's `UITextView` (a scroll view), not editing: multi-line text from
/// the top left, inside its text container's insets. Scrolling (the default) gives it no
/// intrinsic size; with `isScrollEnabled` false it sizes to its text like a multi-line label.
@MainActor
open class UITextView: UIScrollView {
    private var storedFont: UIFont = .systemFont(ofSize: 17)
    private var storedTextColor: UIColor = .label

    /// The text (default empty); a newline starts a new paragraph. Setting it replaces
    /// attributed text.
    open var text: String! = "" {
        didSet { storedAttributedText = nil }
    }
    private var storedAttributedText: NSAttributedString?
    /// Whether the text was given with attributes (the spec then writes its runs).
    var hasAttributes: Bool { storedAttributedText != nil }
    /// Text with attributes per run and a paragraph style, as `UILabel.attributedText`.
    open var attributedText: NSAttributedString! {
        get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
        set {
            text = newValue?.string ?? ""
            storedAttributedText = newValue
        }
    }
    /// The text's font (default the body style's system font, 17 points); nil restores it.
    open var font: UIFont? {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17) }
    }
    /// The text's color (default `label`); nil restores it.
    open var textColor: UIColor? {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    /// How lines sit across the view.
    open var textAlignment: NSTextAlignment = .natural
    /// Kept; a snapshot is not editing.
    open var isEditable = true
    /// The space around the text container (default 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// A view of this kind with a frame (its content sizes it under Auto Layout).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// No archive is read: see `UIView.init(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
