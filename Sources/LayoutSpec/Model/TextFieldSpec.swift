/// The properties of a text field (`UITextField`), not editing, with the defaults Interface
/// Builder gives a new one (a rounded rectangle).
///
/// Its intrinsic size is its text's (or, when empty, its placeholder's) plus the border
/// style's insets: a rounded rectangle is at least 34 points tall (UIKit, iOS 13 and later).
public struct TextFieldSpec: Sendable, Equatable {
    /// `UITextField.BorderStyle`.
    public enum BorderStyle: String, Sendable, Hashable, CaseIterable {
        case none, line, bezel, roundedRect
    }

    /// `UITextField.ViewMode` of the clear button. A snapshot shows the field not editing, so
    /// `always` and `unlessEditing` draw the button when there is text.
    public enum ClearButtonMode: String, Sendable, Hashable, CaseIterable {
        case never, whileEditing, unlessEditing, always

        /// Whether the button shows on a field that is not being edited.
        public var showsWhenNotEditing: Bool { self == .always || self == .unlessEditing }
    }

    /// `text`.
    public var text: String = ""
    /// `placeholder`: drawn in the placeholder color while `text` is empty.
    public var placeholder: String = ""
    /// `font`: default the body style, the system font at 17 points.
    public var font: FontSpec = .labelDefault
    /// `color` of the text: default `label`.
    public var color: SpecColor = .label
    /// `textAlignment` (default natural).
    public var textAlignment: TextAlignment = .natural
    /// `borderStyle` (default roundedRect).
    public var borderStyle: BorderStyle = .roundedRect
    /// `clearButtonMode` (default never).
    public var clearButtonMode: ClearButtonMode = .never

    public init(text: String = "", placeholder: String = "") {
        self.text = text
        self.placeholder = placeholder
    }

    /// Whether the clear button is drawn (text to clear, and a mode that shows it).
    public var showsClearButton: Bool { !text.isEmpty && clearButtonMode.showsWhenNotEditing }

    /// The space between the border and the text, left and right, in points.
    public var horizontalInset: Double {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The clear button's width (the 19-point circle and its margin), when it shows.
    public static let clearButtonWidth = 25.0
}
