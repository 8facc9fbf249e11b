/// Parses the spec format's constraint strings, the form Apple prints constraints in:
///
/// ```
/// item.attribute (== | <= | >=) [multiplier *] item.attribute [* multiplier | / divisor] [(+|-) constant] [@ priority]
/// item.attribute (== | <= | >=) constant [@ priority]
/// ```
///
/// - Items are `root`, `superview` or a view id. Ids are C identifiers (ASCII letters,
///   digits and `_`, not starting with a digit), the same names VFL accepts, so one id works in
///   both notations; `-` is not allowed in ids because it is the minus of the constant.
/// - `superview` means the superview of the named view on the other side of the constraint,
///   so it needs a view there (`superview.width == 100` is an error).
/// - Attributes are ``Attribute``'s names (case-sensitive); `baseline` is accepted as UIKit's
///   old name for `lastBaseline`.
/// - Numbers are decimal with an optional sign, fraction and exponent; they must be finite.
///   `/ divisor` is accepted because multipliers such as 1/3 read better that way.
/// - Priorities are numbers in 1…1000 or the names of ``PriorityLevel``.
/// - Whitespace between tokens is free.
///
/// The result follows UIKit's rules for which attributes may be related (see
/// `Attribute+Pairing.swift`); breaking one is an error with the column of the offending part.
public enum ConstraintParser {
    /// Parses one constraint string.
    ///
    /// - Throws: ``ConstraintSyntaxError`` naming the column and what was expected.
    public static func parse(_ text: String) throws(ConstraintSyntaxError) -> ConstraintExpression {
        var grammar = ConstraintGrammar(text)
        let parsed = try grammar.parse()
        try parsed.validate()
        return parsed.expression
    }

    /// Parses one statement of the spec's `constraints` list: a constraint, or a compound
    /// anchor (`a.edges == root.edges.inset(16)`, `a.center == b.center`,
    /// `a.size == (44, 44)`: see `CompoundGrammar`) and the constraints it stands for.
    public static func parseStatement(_ text: String) throws(ConstraintSyntaxError) -> [ConstraintExpression] {
        guard CompoundGrammar.handles(text) else { return [try parse(text)] }
        var grammar = CompoundGrammar(text)
        return try grammar.parse()
    }
}

/// A parsed constraint with the columns its parts came from, for semantic errors.
struct ParsedConstraint {
    var expression: ConstraintExpression
    var firstItemColumn: Int
    var firstAttributeColumn: Int
    var secondItemColumn: Int?
    var multiplierColumn: Int?
    var priorityColumn: Int?
}
