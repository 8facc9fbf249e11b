/// How a label breaks or truncates lines that do not fit (`NSLineBreakMode`, shorter names).
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable {
    case wordWrap, charWrap, clip, truncateHead, truncateTail, truncateMiddle
}

/// Horizontal alignment of a label's lines (`NSTextAlignment`). `natural` is left under
/// `ltr` and right under `rtl`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, justified, natural
}

/// How an image fills its view (`UIView.ContentMode`).
public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
    case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}
