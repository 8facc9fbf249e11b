import AutoLayout

/// The properties of a system-style button (`UIButton`), with UIKit's defaults.
public struct ButtonSpec: Sendable, Equatable {
    /// The title text.
    public var title: String = ""
    /// Default: systemBlue `#007AFF`.
    public var titleColor: SpecColor = .systemBlue
    /// Default: the system font, 15 points, regular.
    public var font: FontSpec = .buttonDefault
    /// Space around the title, `[top, leading, bottom, trailing]` (default `[6, 0, 6, 0]`).
    public var contentInsets = ButtonSpec.defaultContentInsets

    public init(title: String = "") { self.title = title }

    /// UIKit's system button insets: 6 points above and below the title.
    public static let defaultContentInsets = DirectionalInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
}
