/// The properties of an activity indicator (`UIActivityIndicatorView`), drawn at a fixed
/// phase of its spin so snapshots are stable.
public struct ActivityIndicatorSpec: Sendable, Equatable {
    /// `UIActivityIndicatorView.Style`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// 20 × 20 points.
        case medium
        /// 37 × 37 points.
        case large

        /// The side of the square the style draws in, in points.
        public var side: Double { self == .large ? 37 : 20 }
    }

    /// `style`.
    public var style: Style = .medium
    /// `color`: the spokes; default UIKit's gray (systemGray `#8E8E93`).
    public var color: SpecColor?
    /// `animating`: a spec shows a spinning indicator by default (UIKit starts one stopped).
    public var isAnimating = true
    /// `hidesWhenStopped`: a stopped indicator hides itself (UIKit's default), which also
    /// takes it out of a stack's arrangement.
    public var hidesWhenStopped = true

    public init(style: Style = .medium, isAnimating: Bool = true) {
        self.style = style
        self.isAnimating = isAnimating
    }

    /// Whether the indicator has hidden itself: stopped, with `hidesWhenStopped`.
    public var hidesItself: Bool { !isAnimating && hidesWhenStopped }
}
