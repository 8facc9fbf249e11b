import AutoLayout

/// Both centers of one view: `badge.center == root.center`,
/// `badge.center == icon.center.offset(x: 10, y: -10)`.
public struct CenterAnchor: Sendable {
    let item: ItemName
    let attributes: (x: Attribute, y: Attribute)
    var offset: (x: Double, y: Double) = (0, 0)

    init(_ item: ItemName, _ x: Attribute, _ y: Attribute) {
        self.item = item
        attributes = (x, y)
    }

    /// The center moved by `(x, y)` points.
    public func offset(x: Double = 0, y: Double = 0) -> CenterAnchor {
        var copy = self
        copy.offset = (offset.x + x, offset.y + y)
        return copy
    }

    /// Two `==` constraints, centerX then centerY.
    public static func == (first: CenterAnchor, second: CenterAnchor) -> ConstraintGroup {
        let pairs = [(first.attributes.x, second.attributes.x, second.offset.x - first.offset.x),
                     (first.attributes.y, second.attributes.y, second.offset.y - first.offset.y)]
        return ConstraintGroup(pairs.map { a, b, constant in
            ConstraintExpression(first: AnchorName(first.item, a), relation: .equal,
                                 second: AnchorName(second.item, b), constant: constant)
        })
    }
}

extension ViewRef {
    /// centerX and centerY.
    public var center: CenterAnchor { CenterAnchor(item, .centerX, .centerY) }
    /// centerXWithinMargins and centerYWithinMargins.
    public var centerWithinMargins: CenterAnchor { CenterAnchor(item, .centerXWithinMargins, .centerYWithinMargins) }
}
