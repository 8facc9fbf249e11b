/// The properties of a progress view (`UIProgressView`): no intrinsic width, 4 points tall
/// in the default style and 2.5 in the bar style.
public struct ProgressViewSpec: Sendable, Equatable {
    /// `UIProgressView.Style`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// A rounded gray track under the progress.
        case `default`
        /// For toolbars: no track of its own.
        case bar
    }

    /// `progress`, 0…1 (default 0.5, as Interface Builder creates it).
    public var progress: Double = 0.5
    /// `style`.
    public var style: Style = .default
    /// `tint`: the filled part (`progressTintColor`); default systemBlue.
    public var tint: SpecColor?

    public init(progress: Double = 0.5, style: Style = .default) {
        self.progress = progress
        self.style = style
    }

    /// The intrinsic height of the style, in points.
    public var height: Double { style == .bar ? 2.5 : 4 }
}
