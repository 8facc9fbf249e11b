import Cassowary

/// Converts a ``LayoutConstraint`` into a solver constraint: forwards stack baselines to
/// the view UIKit would use, maps leading/trailing to absolute edges under the writing
/// direction, and expresses both sides in the closest common ancestor's coordinates.
struct AnchorConverter {
    let geometry: ItemGeometry
    let content: ContentSizes
    let direction: LayoutDirection

    func convert(_ c: LayoutConstraint) throws(LayoutError) -> Constraint {
        var first = forwarded(c.first)
        // Not `c.second.map(forwarded)`: the method reference would copy the converter
        // (the whole item geometry) for every constraint.
        var second: LayoutAnchor? = nil
        if let s = c.second { second = forwarded(s) }
        var relation = c.relation
        var constant = c.constant

        // In right-to-left, leading/trailing positions run the other way: read the
        // constraint in mirrored coordinates (p ↦ −p), which flips the constant's sign
        // and the inequality, and names the absolute edges.
        let directional = first.attribute.isDirectional || (second?.attribute.isDirectional ?? false)
        if direction == .rtl && directional && !first.attribute.isSize {
            constant = -constant
            relation = relation.flipped
        }
        let mirrored = direction == .rtl && directional && !first.attribute.isSize
        first.attribute = first.attribute.absolute(direction)
        if let s = second { second = LayoutAnchor(s.item, s.attribute.absolute(direction)) }

        // `first − (m × second + constant)`, built in one terms array.
        let space = geometry.commonSpace(first.item, second?.item)
        var expression = Expression()
        expression.terms.reserveCapacity(8)
        geometry.add(first, in: space, times: 1, to: &expression)
        if let second {
            geometry.add(second, in: space, times: -c.multiplier, to: &expression)
            // Mirrored coordinates start at the space's right edge (q = W − p), which only
            // matters when a multiplier scales a position: p1 = m·p2 + (1 − m)·W − c.
            if mirrored && c.multiplier != 1 {
                geometry.addFrameWidth(of: space, times: -(1 - c.multiplier), to: &expression)
            }
        }
        expression.constant -= constant
        let solverRelation: Relation
        switch relation {
        case .equal: solverRelation = .equal
        case .lessOrEqual: solverRelation = .lessOrEqual
        case .greaterOrEqual: solverRelation = .greaterOrEqual
        }
        return Constraint(expression, solverRelation, priority: Priority(c.priority), weight: c.tieWeight)
    }

    /// A stack's baseline is the baseline of the view it forwards to.
    private func forwarded(_ anchor: LayoutAnchor) -> LayoutAnchor {
        guard anchor.attribute == .firstBaseline || anchor.attribute == .lastBaseline,
              case .view(let index) = anchor.item, geometry.tree.views[index].stack != nil else { return anchor }
        let target = content.baselineView(of: index, last: anchor.attribute == .lastBaseline)
        return LayoutAnchor(.view(target), anchor.attribute)
    }
}
