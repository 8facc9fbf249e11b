import AutoLayout

/// Several edges of one view at once: `a.edges == root.edges.inset(16)` makes four
/// constraints (top, leading, bottom, trailing), each inset towards the inside.
///
/// Edges pair by side (top with top or topMargin, …); insets are positive inwards, so the
/// constant is `+inset` for top and leading and `-inset` for bottom and trailing.
public struct EdgesAnchor: Sendable {
    /// One side of a view.
    public enum Side: String, Sendable, CaseIterable {
        /// The top edge.
        case top
        /// The leading edge (left under ltr, right under rtl).
        case leading
        /// The bottom edge.
        case bottom
        /// The trailing edge (right under ltr, left under rtl).
        case trailing
        /// The left edge, whatever the writing direction.
        case left
        /// The right edge, whatever the writing direction.
        case right

        /// +1 where the inside is towards larger coordinates (top, leading, left), else -1.
        var inward: Double {
            switch self {
            case .top, .leading, .left: 1
            case .bottom, .trailing, .right: -1
            }
        }
    }

    let item: ItemName
    /// The sides with the attribute each uses, in constraint order.
    let sides: [(side: Side, attribute: Attribute)]
    /// Inward inset per side (zero when not set).
    var insets: [Side: Double] = [:]

    init(_ item: ItemName, _ sides: [(Side, Attribute)]) {
        self.item = item
        self.sides = sides.map { (side: $0.0, attribute: $0.1) }
    }

    /// Every side moved inwards by `all` points.
    public func inset(_ all: Double) -> EdgesAnchor {
        inset(top: all, leading: all, bottom: all, trailing: all, left: all, right: all)
    }

    /// Sides moved inwards by different amounts; sides this anchor does not have are ignored.
    public func inset(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0,
                      left: Double = 0, right: Double = 0) -> EdgesAnchor {
        var copy = self
        let values: [Side: Double] = [.top: top, .leading: leading, .bottom: bottom, .trailing: trailing,
                                      .left: left, .right: right]
        for (side, _) in sides { copy.insets[side, default: 0] += values[side] ?? 0 }
        return copy
    }

    /// Horizontal sides inset by `horizontal`, vertical ones by `vertical`.
    public func inset(horizontal: Double = 0, vertical: Double = 0) -> EdgesAnchor {
        inset(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal,
              left: horizontal, right: horizontal)
    }

    /// `a.edges == b.edges.inset(8)`: one `==` constraint per side, in this anchor's order.
    public static func == (first: EdgesAnchor, second: EdgesAnchor) -> ConstraintGroup {
        let names = { (anchor: EdgesAnchor) in anchor.sides.map(\.side.rawValue).joined(separator: ", ") }
        guard first.sides.map(\.side) == second.sides.map(\.side) else {
            return ConstraintGroup([], problems: ["can't relate edges [\(names(first))] to [\(names(second))]: "
                                                 + "both sides need the same edges"])
        }
        let expressions = zip(first.sides, second.sides).map { a, b in
            // a + inset(a) == b + inset(b), inwards: a == b + inward × (inset(b) − inset(a)).
            let offset = (second.insets[b.side] ?? 0) - (first.insets[a.side] ?? 0)
            return ConstraintExpression(first: AnchorName(first.item, a.attribute), relation: .equal,
                                        second: AnchorName(second.item, b.attribute),
                                        constant: a.side.inward * offset)
        }
        return ConstraintGroup(expressions)
    }
}

extension ViewRef {
    /// Top, leading, bottom, trailing (leading and trailing follow the writing direction).
    public var edges: EdgesAnchor { EdgesAnchor(item, [(.top, .top), (.leading, .leading), (.bottom, .bottom), (.trailing, .trailing)]) }
    /// Top, left, bottom, right: fixed directions, whatever the writing direction.
    public var absoluteEdges: EdgesAnchor { EdgesAnchor(item, [(.top, .top), (.left, .left), (.bottom, .bottom), (.right, .right)]) }
    /// Leading and trailing.
    public var horizontalEdges: EdgesAnchor { EdgesAnchor(item, [(.leading, .leading), (.trailing, .trailing)]) }
    /// Top and bottom.
    public var verticalEdges: EdgesAnchor { EdgesAnchor(item, [(.top, .top), (.bottom, .bottom)]) }
    /// The layout margins: topMargin, leadingMargin, bottomMargin, trailingMargin
    /// (`layoutMarginsGuide`'s edges).
    public var margins: EdgesAnchor {
        EdgesAnchor(item, [(.top, .topMargin), (.leading, .leadingMargin), (.bottom, .bottomMargin), (.trailing, .trailingMargin)])
    }
}
