/// Horizontal alignment of a label's lines (`NSTextAlignment`). `natural` is left under
/// `ltr` and right under `rtl`.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case left, center, right, justified, natural
}
