/// Collects the constraints and guides of one layout pass, in the order they are made.
/// Order matters: it is the order the solver sees, which decides which constraint breaks
/// when required ones conflict.
struct ConstraintBuilder {
    private(set) var constraints: [LayoutConstraint] = []
    private(set) var guides: [LayoutGuide] = []

    /// Creates a layout guide owned by `owner`.
    mutating func guide(_ identifier: String, owner: Int) -> LayoutItem {
        guides.append(LayoutGuide(identifier: identifier, owner: owner))
        return .guide(guides.count - 1)
    }

    /// Makes room for about `estimatedCount` constraints, so a large tree's list is not
    /// copied as it grows.
    mutating func reserve(estimatedCount: Int) {
        constraints.reserveCapacity(estimatedCount)
    }

    mutating func add(_ constraint: LayoutConstraint) {
        constraints.append(constraint)
    }

    /// `a.attrA (relation) b.attrB × multiplier + constant @priority`.
    mutating func add(_ a: LayoutItem, _ attrA: Attribute, _ relation: LayoutRelation,
                      _ b: LayoutItem?, _ attrB: Attribute? = nil, multiplier: Double = 1,
                      constant: Double = 0, priority: Double = 1000,
                      identifier: String, origin: ConstraintOrigin, tieWeight: Double = 1) {
        let second = b.map { LayoutAnchor($0, attrB ?? attrA) }
        add(LayoutConstraint(LayoutAnchor(a, attrA), relation, second, multiplier: multiplier,
                             constant: constant, priority: priority, identifier: identifier,
                             origin: origin, tieWeight: tieWeight))
    }
}

/// A view's intrinsic content size as the engine uses it: `nil` on an axis means
/// `UIViewNoIntrinsicMetric`.
struct IntrinsicSize: Sendable, Hashable {
    var width: Double?
    var height: Double?

    subscript(axis: Axis) -> Double? { axis == .horizontal ? width : height }
}
