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
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// `UISemanticContentAttribute`: a view's writing direction.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
