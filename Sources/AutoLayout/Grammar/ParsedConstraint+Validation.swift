/// The semantic step of ``ConstraintParser``: constraints that read well but UIKit refuses.
///
/// Checks, in order (the first failure is reported):
/// 1. `superview` has a view on the other side to be the superview of;
/// 2. the two sides are different anchors;
/// 3. a constant alone sets a size, never a position;
/// 4. the attributes may be related (`Attribute+Pairing.swift`);
/// 5. a multiplier of 0 does not cancel the second item.
extension ParsedConstraint {
    func validate() throws(ConstraintSyntaxError) {
        let e = expression

        // 1. `superview` is resolved against the named view on the other side.
        if let column = superviewWithoutView() {
            throw ConstraintSyntaxError(
                column: column,
                message: "'superview' means the superview of the view on the other side, and there is "
                    + "no view there; name a view on the other side, or use 'root' for the canvas")
        }

        guard let second = e.second else {
            // 3. Constant alone.
            if e.first.attribute.isLocation {
                throw ConstraintSyntaxError(
                    column: firstAttributeColumn,
                    message: "expected a width or height before a constant alone, found the position "
                        + "'\(e.first)'; positions are set relative to another item, "
                        + "e.g. '\(e.first) \(e.relation) superview.\(e.first.attribute) + \(fmt(e.constant))'")
            }
            return
        }
        let secondColumn = secondItemColumn ?? firstItemColumn

        // 2. Same anchor on both sides.
        if second == e.first {
            throw ConstraintSyntaxError(
                column: secondColumn,
                message: "'\(e.first)' is related to itself; relate it to another attribute or item")
        }

        // 4. Attribute pairing.
        if let problem = e.first.attribute.pairingProblem(with: second.attribute) {
            throw ConstraintSyntaxError(column: secondColumn, message: problem.message(e.first, second))
        }

        // 5. Multiplier 0.
        if e.multiplier == 0 {
            throw ConstraintSyntaxError(
                column: multiplierColumn ?? secondColumn,
                message: "a multiplier of 0 cancels '\(second)'; "
                    + (e.first.attribute.isSize
                        ? "write the constant alone, e.g. '\(e.first) \(e.relation) \(fmt(e.constant))'"
                        : "a position needs a non-zero multiplier"))
        }
    }

    /// The column of a `superview` item with no named view on the other side, if any.
    private func superviewWithoutView() -> Int? {
        let secondItem = expression.second?.item
        let firstIsNamed = if case .named = expression.first.item { true } else { false }
        let secondIsNamed = if case .named? = secondItem { true } else { false }
        if expression.first.item == .superview && !secondIsNamed { return firstItemColumn }
        if secondItem == .superview && !firstIsNamed { return secondItemColumn }
        return nil
    }
}
