/// The one way constraints are written out, in the grammar ``ConstraintParser`` reads and
/// Apple prints: `first R [m *] second [± c] [@p]`, or `first R c [@p]` without a second
/// item; the priority only when it is not `required`.
///
/// Expressions as written (``ConstraintExpression/description``, ``ConstraintExpression/specText``)
/// and resolved constraints (``ConstraintFormatter``) both go through ``text(first:relation:second:multiplier:constant:priority:numbers:)``.
public enum ConstraintPrinter {
    /// How numbers are written.
    public enum Numbers: Sendable {
        /// At most three decimals (``fmt(_:)``), for people: messages and `stacksnap constraints`.
        /// Where rounding would change the meaning (a multiplier shown as 0, which cancels the
        /// second item, or a priority below `required` shown as 1000) the number is written in full.
        case rounded
        /// Exactly: reading the text back gives the very same numbers (a multiplier of 1/3
        /// stays `0.3333333333333333`), for spec files and documents built in code.
        case exact
    }

    /// The constraint, with its items already named.
    public static func text(first: String, relation: LayoutRelation, second: String?, multiplier: Double,
                            constant: Double, priority: Double, numbers: Numbers) -> String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            text += multiplier == 1 ? second : "\(number(multiplier, numbers, unlessItReads: "0")) * \(second)"
            if constant > 0 { text += " + \(number(constant, numbers))" }
            if constant < 0 { text += " - \(number(-constant, numbers))" }
        } else {
            text += number(constant, numbers)
        }
        if priority != 1000 { text += " @\(number(priority, numbers, unlessItReads: "1000"))" }
        return text
    }

    /// A number in the style asked: integers without a fraction either way, anything else
    /// rounded to three decimals or in Swift's shortest exact spelling (`1e-05`, which the
    /// grammar reads).
    public static func number(_ value: Double, _ numbers: Numbers) -> String {
        switch numbers {
        case .rounded:
            return fmt(value)
        case .exact:
            if value == 0 { return "0" }  // folds -0
            if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
            return "\(value)"
        }
    }

    /// The rounded spelling, or the exact one where the rounded one would read as `meaningless`.
    private static func number(_ value: Double, _ numbers: Numbers, unlessItReads meaningless: String) -> String {
        let text = number(value, numbers)
        return text == meaningless && value != Double(meaningless) ? "\(value)" : text
    }
}

extension ConstraintExpression {
    /// The constraint as a spec file holds it: every number exact, so
    /// `ConstraintParser.parse(e.specText) == e` for any valid `e`.
    public var specText: String {
        ConstraintPrinter.text(first: first.description, relation: relation, second: second?.description,
                               multiplier: multiplier, constant: constant, priority: priority, numbers: .exact)
    }
}
