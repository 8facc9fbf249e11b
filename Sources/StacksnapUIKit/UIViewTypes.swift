import Foundation

/// The layer's drawing properties a snapshot draws (`layer.cornerRadius`, the border).
@MainActor
public final class CALayer {
    /// The radius the view's corners are rounded with.
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the edges; 0 for none.
    public var borderWidth: CGFloat = 0
    /// The border's colour; black when nil.
    public var borderColor: CGColor?
    /// Clips sublayers (and subviews) to the bounds, as `clipsToBounds` does.
    public var masksToBounds = false
    nonisolated init() {}
}

extension UIView {
    /// `UIView.AutoresizingMask`: the parts of the frame that stretch with the superview.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw value (UIKit's).
        public let rawValue: UInt
        /// The value with this raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches with the superview.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches with the superview.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches with the superview.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches with the superview.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches with the superview.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches with the superview.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the view's size.
        case scaleToFill
        /// Scaled to fit inside the view, keeping its aspect ratio.
        case scaleAspectFit
        /// Scaled to cover the view, keeping its aspect ratio (clipped when `clipsToBounds`).
        case scaleAspectFill
        /// Drawn as `scaleToFill` (nothing is redrawn here).
        case redraw
        /// Its own size, centred.
        case center
        /// Its own size, centred at the top.
        case top
        /// Its own size, centred at the bottom.
        case bottom
        /// Its own size, centred at the left.
        case left
        /// Its own size, centred at the right.
        case right
        /// Its own size, in the top-left corner.
        case topLeft
        /// Its own size, in the top-right corner.
        case topRight
        /// Its own size, in the bottom-left corner.
        case bottomLeft
        /// Its own size, in the bottom-right corner.
        case bottomRight
    }
}

/// `UISemanticContentAttribute`: a view's writing direction.
public enum UISemanticContentAttribute: Int, Sendable {
    /// The snapshot's own direction.
    case unspecified
    /// Playback controls, always left to right in UIKit (laid out in the snapshot's direction here).
    case playback
    /// Directional controls, always left to right in UIKit (laid out in the snapshot's direction here).
    case spatial
    /// Left to right.
    case forceLeftToRight
    /// Right to left: on the top view, the whole snapshot is right-to-left.
    case forceRightToLeft
}
