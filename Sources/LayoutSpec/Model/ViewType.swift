/// The kinds of view a spec can hold.
public enum ViewType: String, Sendable, Hashable, CaseIterable {
    /// A plain box (`UIView`).
    case view
    /// A `UIStackView`.
    case stack
    /// A `UILabel`.
    case label
    /// A `UIImageView` showing a PNG or a built-in symbol.
    case image
    /// A system-style `UIButton` with a title.
    case button
    /// A `UISwitch` (fixed 51 × 31 points).
    case `switch`
    /// An empty view that stretches first (hugging 1 on both axes).
    case spacer
    /// A labelled, crossed-out box standing in for a view that cannot be drawn.
    case placeholder

    /// "a stack", "an image": for messages.
    var withArticle: String {
        self == .image ? "an image" : "a \(rawValue)"
    }
}
