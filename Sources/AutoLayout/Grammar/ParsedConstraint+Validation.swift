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

extension ConstraintExpression {
    /// Checks a constraint built in code (the layout DSL, the Interface Builder importer)
    /// by every rule the grammar holds written constraints to: finite numbers, a priority in
    /// 1…1000, ids the grammar can name, and the semantic rules above. Columns are those of
    /// ``specText``, so a message reads against the text a spec file would hold.
    public func validate() throws(ConstraintSyntaxError) {
        let firstText = "\(first.item)."
        let secondColumn = "\(first) \(relation) ".count + 1 + (multiplier == 1 ? 0 : "\(ConstraintPrinter.number(multiplier, .exact)) * ".count)
        for (anchor, column) in [(first, 1), (second, secondColumn)] {
            guard case .named(let id)? = anchor?.item else { continue }
            // The grammar's own reading: the whole id is one identifier, and it reads back as a view.
            var scanner = TextScanner(id)
            guard scanner.scanIdentifier() == id, ItemName(word: id) == .named(id) else {
                throw ConstraintSyntaxError(column: column, message: "'\(id)' cannot name a view in a constraint; "
                                            + "ids are C identifiers (letters, digits and '_'), and not 'root' or 'superview'")
            }
        }
        for value in [multiplier, constant, priority] where !value.isFinite {
            throw ConstraintSyntaxError(column: 1, message: "expected finite numbers, found \(value)")
        }
        guard PriorityLevel.range.contains(priority) else {
            throw ConstraintSyntaxError(column: specText.count - ConstraintPrinter.number(priority, .exact).count + 1,
                                        message: "expected a priority between 1 and 1000, found \(fmt(priority))")
        }
        let parsed = ParsedConstraint(expression: self, firstItemColumn: 1, firstAttributeColumn: firstText.count + 1,
                                      secondItemColumn: second == nil ? nil : secondColumn,
                                      multiplierColumn: multiplier == 1 ? nil : "\(first) \(relation) ".count + 1)
        try parsed.validate()
    }
}
