/// The properties of a visual effect view (`UIVisualEffectView` with a `UIBlurEffect`): what
/// is behind it blurred, under the material's tint, and its subviews (its content view's)
/// on top. No intrinsic size.
public struct VisualEffectSpec: Sendable, Equatable {
    /// `UIBlurEffect.Style`: the materials of iOS 13 and later and the older styles.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
        case systemChromeMaterial, regular, prominent, light, extraLight, dark
    }

    /// `effect` (default systemMaterial).
    public var style: Style = .systemMaterial

    public init(style: Style = .systemMaterial) { self.style = style }
}
