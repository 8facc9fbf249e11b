import AutoLayout

/// The properties of a system-style button (`UIButton`), with UIKit's defaults.
public struct ButtonSpec: Sendable, Equatable {
    /// The title text.
    public var title: String = ""
    /// Default: systemBlue `#007AFF`.
    public var titleColor: SpecColor = .systemBlue
    /// Default: the system font, 15 points, regular.
    public var font: FontSpec = .buttonDefault
    /// `lineBreak`: how the one-line title is cut (`titleLabel.lineBreakMode`; default
    /// truncateMiddle, UIButton's).
    public var lineBreak: LineBreakMode = .truncateMiddle
    /// Space around the title, `[top, leading, bottom, trailing]` (default `[6, 0, 6, 0]`).
    public var contentInsets = ButtonSpec.defaultContentInsets
    /// An iOS 15 configuration (`UIButton.Configuration`); nil = a system-style button, as
    /// before iOS 15. With one, its font, colors and insets replace the three above.
    public var configuration: ButtonConfigurationSpec? {
        get { configurationBox?.value }
        set { configurationBox = newValue.map(ConfigurationBox.init) }
    }
    /// The configuration out of line: views nest deeply and are walked recursively, so
    /// every view's content stays as small as it was before configurations.
    private var configurationBox: ConfigurationBox?

    public init(title: String = "") { self.title = title }

    /// The title's font: the configuration's when the button has one.
    public var drawnFont: FontSpec { configuration?.effectiveFont ?? font }
    /// The title's color: the configuration's when the button has one.
    public var drawnTitleColor: SpecColor { configuration?.foregroundColor ?? titleColor }
    /// The insets around the title: the configuration's when the button has one.
    public var drawnContentInsets: DirectionalInsets { configuration?.effectiveContentInsets ?? contentInsets }

    /// UIKit's system button insets: 6 points above and below the title.
    public static let defaultContentInsets = DirectionalInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
}

/// An immutable box around a button's configuration (see `ButtonSpec.configurationBox`).
private final class ConfigurationBox: Sendable, Equatable {
    let value: ButtonConfigurationSpec
    init(_ value: ButtonConfigurationSpec) { self.value = value }
    static func == (a: ConfigurationBox, b: ConfigurationBox) -> Bool { a.value == b.value }
}
