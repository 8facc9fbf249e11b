/// Which attributes UIKit lets a constraint relate, following the rules Apple's Auto Layout
/// Guide lists under "Anatomy of a Constraint":
///
/// - a size attribute can't be constrained to a location attribute;
/// - a location attribute can't be assigned a constant alone;
/// - vertical and horizontal location attributes can't be constrained to each other;
/// - leading/trailing can't be constrained to left/right (UIKit throws
///   "Use leading/trailing for both or neither").
///
/// The guide also says location attributes can't take a multiplier other than 1. UIKit has
/// accepted such constraints for years and Interface Builder writes them ("proportional
/// position", `centerX = 0.5 × superview.centerX`), so that one rule is not enforced here.
extension Attribute {
    /// A location attribute: anything but `width` and `height`.
    var isLocation: Bool { !isSize }

    /// Which horizontal convention a horizontal location follows.
    enum HorizontalConvention { case directional, absolute, neutral }

    /// Leading/trailing forms are directional, left/right forms absolute; centers and all
    /// vertical attributes fit with either.
    var horizontalConvention: HorizontalConvention {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: .directional
        case .left, .right, .leftMargin, .rightMargin: .absolute
        default: .neutral
        }
    }

    /// Why UIKit refuses to relate `self` to `other`, or `nil` when it accepts the pair.
    func pairingProblem(with other: Attribute) -> PairingProblem? {
        if isSize != other.isSize { return .sizeWithLocation }
        if isSize { return nil }  // width ↔ height is an aspect ratio, which UIKit allows
        if axis != other.axis { return .crossAxis }
        let conventions = (horizontalConvention, other.horizontalConvention)
        if conventions == (.directional, .absolute) || conventions == (.absolute, .directional) {
            return .directionalWithAbsolute
        }
        return nil
    }

    /// The declaration order, used as the attribute part of the anchor order.
    var declarationIndex: Int { Attribute.allCases.firstIndex(of: self) ?? 0 }
}

/// A pair of attributes UIKit refuses to relate.
enum PairingProblem: Sendable, Hashable {
    case sizeWithLocation, crossAxis, directionalWithAbsolute

    /// The sentence for an error message about `first` and `second`.
    func message(_ first: AnchorName, _ second: AnchorName) -> String {
        switch self {
        case .sizeWithLocation:
            let (size, location) = first.attribute.isSize ? (first, second) : (second, first)
            return "can't relate a size ('\(size)') to a position ('\(location)'): "
                + "relate width or height to width or height"
        case .crossAxis:
            return "can't relate '\(first)' (\(first.attribute.axis)) to '\(second)' "
                + "(\(second.attribute.axis)): positions must be on the same axis"
        case .directionalWithAbsolute:
            return "can't relate '\(first)' to '\(second)': leading/trailing and left/right "
                + "can't be mixed; use leading/trailing on both sides or on neither"
        }
    }
}
