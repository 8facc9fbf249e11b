import AutoLayout

/// The properties of a text view (`UITextView`), not editing: multi-line text from the top
/// left, inside the text container's insets and UIKit's 5-point line fragment padding.
///
/// Scrolling (the default) gives it no intrinsic size: constraints size it. With
/// `scrollEnabled: false` it sizes to its text like a multi-line label, wrapping at the width
/// the layout gives it.
public struct TextViewSpec: Sendable, Equatable {
    /// `text`; `\n` starts a new paragraph.
    public var text: String = ""
    /// `font`: default the body style, the system font at 17 points.
    public var font: FontSpec = .labelDefault
    /// `color` of the text: default `label`.
    public var color: SpecColor = .label
    /// `attributedText`: the text as runs (their texts joined are `text`); empty for plain text.
    public var runs: [TextRunSpec] = []
    /// `paragraph`: line and paragraph spacing, line heights and alignment.
    public var paragraph: ParagraphSpec?
    /// `textAlignment` (default natural).
    public var textAlignment: TextAlignment = .natural
    /// `scrollEnabled` (default true: no intrinsic size).
    public var isScrollEnabled = true
    /// `textContainerInset`, `[top, left, bottom, right]` (default `[8, 0, 8, 0]`, UIKit's).
    public var textContainerInset = TextViewSpec.defaultInset

    public init(text: String = "") { self.text = text }

    public static let defaultInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// UIKit's `lineFragmentPadding`: the text starts this far inside the container.
    public static let lineFragmentPadding = 5.0

    /// The text's distance from the view's left and right edges.
    public var horizontalPadding: (left: Double, right: Double) {
        (textContainerInset.left + Self.lineFragmentPadding, textContainerInset.right + Self.lineFragmentPadding)
    }
}
