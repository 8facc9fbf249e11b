/// A layout attribute, as `NSLayoutConstraint.Attribute` names them.
public enum Attribute: String, CaseIterable, Sendable, Hashable, CustomStringConvertible {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// `width` and `height`: sizes, not positions. A size may be set to a constant alone.
    public var isSize: Bool { self == .width || self == .height }

    public var description: String { rawValue }
}

/// A layout axis.
public enum Axis: String, Sendable, Hashable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Writing direction of the canvas: `rtl` swaps leading and trailing (never left and right).
public enum LayoutDirection: String, Sendable, Hashable {
    case ltr, rtl
}
