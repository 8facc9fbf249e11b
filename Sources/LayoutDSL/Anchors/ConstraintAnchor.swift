import AutoLayout

/// One attribute of one view, typed by what it measures, so that relating a horizontal
/// position to a vertical one, or a position to a size, does not compile.
///
/// Rules the types cannot see (leading/trailing mixed with left/right, `superview` with no
/// view on the other side) are checked by the constraint grammar when the constraint is made.
public protocol ConstraintAnchor: Sendable {
    /// `item.attribute` as the grammar names it.
    var name: AnchorName { get }
}

/// A horizontal position: `left`, `right`, `leading`, `trailing`, `centerX` and margin forms.
public struct XAxisAnchor: ConstraintAnchor {
    /// The view and attribute.
    public let name: AnchorName
}

/// A vertical position: `top`, `bottom`, `centerY`, baselines and margin forms.
public struct YAxisAnchor: ConstraintAnchor {
    /// The view and attribute.
    public let name: AnchorName
}

/// A size: `width` or `height` (the two may be related: an aspect ratio).
public struct DimensionAnchor: ConstraintAnchor {
    /// The view and attribute.
    public let name: AnchorName
}

/// `multiplier × anchor + constant`: the right-hand side of a constraint.
public struct AnchorTerm<Anchor: ConstraintAnchor>: Sendable {
    /// The anchor related to.
    public var anchor: Anchor
    /// The factor on the anchor (1 unless written).
    public var multiplier: Double
    /// The points added (negative for `-`).
    public var constant: Double

    /// `multiplier × anchor + constant`. The operators (`b.top + 8`, `0.5 * b.width`) make
    /// these; write one out only in a helper of your own.
    public init(_ anchor: Anchor, multiplier: Double = 1, constant: Double = 0) {
        self.anchor = anchor
        self.multiplier = multiplier
        self.constant = constant
    }
}
