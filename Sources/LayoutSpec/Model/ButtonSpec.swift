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
        set { configurationBox = newValue.map(Box.init) }
    }
    /// The configuration out of line: views nest deeply and are walked recursively, so
    /// every view's content stays as small as it was before configurations.
    private var configurationBox: Box<ButtonConfigurationSpec>?
    /// The image beside the title (`setImage(_:for: .normal)`), out of line for the same
    /// reason; nil = none.
    public var image: ButtonImageSpec? {
        get { imageBox?.value }
        set { imageBox = newValue.map(Box.init) }
    }
    private var imageBox: Box<ButtonImageSpec>?

    /// Changes one part of the image, making one when the button has none (a spec's
    /// `source`, `symbol`, `imageSize` and `tint` are applied one at a time).
    public mutating func changeImage(_ change: (inout ButtonImageSpec) -> Void) {
        var image = self.image ?? ButtonImageSpec()
        change(&image)
        // An image with nothing set is no image (so a spec prints and reads back the same).
        self.image = image == ButtonImageSpec() ? nil : image
    }

    public init(title: String = "") { self.title = title }

    /// The title's font: the configuration's when the button has one.
    public var drawnFont: FontSpec { configuration?.effectiveFont ?? font }
    /// The title's color: the configuration's when the button has one.
    public var drawnTitleColor: SpecColor { configuration?.foregroundColor ?? titleColor }
    /// The insets around the title: the configuration's when the button has one.
    public var drawnContentInsets: DirectionalInsets { configuration?.effectiveContentInsets ?? contentInsets }

    /// The insets around the image: the configuration's when the button has one. Without
    /// one, the default 6 points above and below belong to the title: Xcode records a
    /// system button showing only an image exactly the image's size (68 such buttons in
    /// public documents, none 12 taller), so only insets of the button's own count here.
    public var drawnImageInsets: DirectionalInsets {
        if let configuration { return configuration.effectiveContentInsets }
        return contentInsets == Self.defaultContentInsets ? DirectionalInsets() : contentInsets
    }

    /// UIKit's system button insets: 6 points above and below the title.
    public static let defaultContentInsets = DirectionalInsets(top: 6, leading: 0, bottom: 6, trailing: 0)
}

/// A button's image: a PNG or a symbol, drawn at the leading side of the title.
public struct ButtonImageSpec: Sendable, Equatable {
    /// The picture; nil = an image whose file is not at hand, drawn as a placeholder of
    /// `size` (what Interface Builder records for an asset the document does not carry).
    public var source: ImageSource?
    /// The image's size in points; nil = the PNG's own size, or for a symbol a square as
    /// tall as the title font's point size plus 3 (a 17-point title's symbol is 20 tall).
    public var size: Size?
    /// The symbol's color; nil = the tint (systemBlue), or a configuration's foreground.
    public var tint: SpecColor?

    public init(source: ImageSource? = nil, size: Size? = nil, tint: SpecColor? = nil) {
        self.source = source
        self.size = size
        self.tint = tint
    }

    /// Whether there is anything to draw: a picture, or the space of one.
    public var isShown: Bool { source != nil || size != nil }

    /// The side of a symbol's square for a title font of `pointSize` points.
    public static func symbolSide(pointSize: Double) -> Double { pointSize + 3 }
}

/// An immutable box around a value a button keeps out of line (its configuration, its
/// image; see `ButtonSpec.configurationBox`).
private final class Box<Value: Sendable & Equatable>: Sendable, Equatable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (a: Box, b: Box) -> Bool { a.value == b.value }
}
