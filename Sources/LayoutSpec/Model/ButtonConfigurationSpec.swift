import AutoLayout

/// An iOS 15 button configuration (`UIButton.Configuration`): the style that draws the
/// button's background and title, its corners, size and insets.
///
/// A button with a configuration measures and draws differently from a system-style one:
/// its title is the system font at 17 points inside 7-point insets above and below and 12
/// at the sides, and `gray`, `tinted` and `filled` draw a rounded background. The numbers
/// come from the frames Xcode recorded for such buttons in public storyboards
/// (`Tests/StacksnapTests/Fixtures/ButtonConfiguration/MEASUREMENTS.md`).
public struct ButtonConfigurationSpec: Sendable, Hashable {
    /// The factory the configuration starts from (`UIButton.Configuration.plain()`, …).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// `plain()`: no background, a tint-colored title.
        case plain
        /// `gray()`: a gray background (`tertiarySystemFill`), a tint-colored title.
        case gray
        /// `tinted()`: a translucent tint background, a tint-colored title.
        case tinted
        /// `filled()`: a tint background, a white title.
        case filled
        /// `borderless()`: the iOS 15 name of `plain()`.
        case borderless
        /// `bordered()`: the iOS 15 name of `gray()`.
        case bordered
        /// `borderedTinted()`: the iOS 15 name of `tinted()`.
        case borderedTinted
        /// `borderedProminent()`: the iOS 15 name of `filled()`.
        case borderedProminent

        /// The style this one draws as (the `bordered…` names are older spellings).
        public var drawn: Style {
            switch self {
            case .borderless: .plain
            case .bordered: .gray
            case .borderedTinted: .tinted
            case .borderedProminent: .filled
            default: self
            }
        }
    }

    /// `cornerStyle`: how round the background's corners are.
    public enum CornerStyle: String, Sendable, Hashable, CaseIterable {
        /// `.fixed`: the background's own corner radius (the view's `cornerRadius`).
        case fixed
        /// `.dynamic` (default): the size's radius, scaled with Dynamic Type.
        case dynamic
        /// `.small`: a small radius.
        case small
        /// `.medium`: a medium radius.
        case medium
        /// `.large`: a large radius.
        case large
        /// `.capsule`: half the button's height.
        case capsule
    }

    /// `buttonSize` (`UIButton.Configuration.Size`).
    public enum Size: String, Sendable, Hashable, CaseIterable {
        /// `.mini`.
        case mini
        /// `.small`.
        case small
        /// `.medium` (default).
        case medium
        /// `.large`.
        case large
    }

    /// `style` (default plain).
    public var style: Style = .plain
    /// `cornerStyle` (default dynamic).
    public var cornerStyle: CornerStyle = .dynamic
    /// `size` (default medium; the only size whose metrics are measured so far).
    public var size: Size = .medium
    /// `baseForegroundColor`: the title's color; nil = the style's (the tint, white when filled).
    public var baseForegroundColor: SpecColor?
    /// `baseBackgroundColor`: the background's color; nil = the style's (the tint, gray for gray).
    public var baseBackgroundColor: SpecColor?
    /// `contentInsets`; nil = the size's (`[7, 12, 7, 12]` for medium).
    public var contentInsets: DirectionalInsets?
    /// The title's font (Interface Builder's `titleFontDescription`); nil = the size's
    /// (the system font at 17 points for medium).
    public var font: FontSpec?

    /// A configuration of `style` with the medium size's defaults.
    public init(style: Style = .plain) { self.style = style }

    /// The keys of `configuration: {…}`, in the order a canonical spec prints them.
    public static let keys = ["style", "cornerStyle", "size", "baseForegroundColor", "baseBackgroundColor",
                              "contentInsets", "font"]

    /// Medium buttons' insets: 7 points above and below the title, 12 at the sides.
    public static let mediumContentInsets = DirectionalInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    /// Medium buttons' title font: the system font at 17 points, regular.
    public static let mediumFont = FontSpec(size: 17)

    /// The opacity `tinted` draws its base color at, in the light and the dark appearance.
    /// Estimates, not measurements (a storyboard records no colors Xcode computed).
    public static let tintedOpacityLight = 0.15
    /// The dark appearance's (see ``tintedOpacityLight``).
    public static let tintedOpacityDark = 0.25

    /// The insets the button lays its title out in.
    public var effectiveContentInsets: DirectionalInsets { contentInsets ?? Self.mediumContentInsets }
    /// The font the title is drawn in.
    public var effectiveFont: FontSpec { font ?? Self.mediumFont }

    /// The title's color: `baseForegroundColor`, else white on a filled background and the
    /// tint (system blue) on the others.
    public var foregroundColor: SpecColor {
        baseForegroundColor ?? (style.drawn == .filled ? .white : .systemBlue)
    }

    /// The background's color before a tinted style's translucency: nil for plain;
    /// `baseBackgroundColor`, else `tertiarySystemFill` for gray and the tint for tinted and
    /// filled.
    public var backgroundColor: SpecColor? {
        switch style.drawn {
        case .gray: baseBackgroundColor ?? SpecColor.named("tertiarySystemFill")
        case .tinted, .filled: baseBackgroundColor ?? .systemBlue
        default: nil
        }
    }

    /// The background's corner radius for a button `height` points tall; `fixed` is the
    /// view's own `cornerRadius`. The `dynamic` radius of a medium button and the named
    /// radii are estimates (no recorded frame shows a radius): 6 points dynamic and medium,
    /// 4 small, 10 large.
    public func cornerRadius(height: Double, fixed: Double) -> Double {
        switch cornerStyle {
        case .fixed: fixed
        case .dynamic, .medium: 6
        case .small: 4
        case .large: 10
        case .capsule: height / 2
        }
    }
}
