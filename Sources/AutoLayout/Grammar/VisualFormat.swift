/// Apple's Visual Format Language, read into constraints.
///
/// ```
/// (<orientation>:)?(<superview><connection>)?<view>(<connection><view>)*(<connection><superview>)?
/// orientation: H | V        superview: |        view: [name(predicate, …)?]
/// connection: (nothing) | - | -number- | -metric- | -(predicate, …)-
/// predicate: (== | <= | >=)? (number | metric | viewName) (@ (number | metric | priorityName))?
/// ```
///
/// Meaning, as Apple documents it:
/// - `H:` (the default) lays views out leading to trailing; `directionLeftToRight` uses
///   left/right, `directionRightToLeft` right/left. `V:` uses top/bottom.
/// - `|` is the superview of the views; it becomes ``ItemName/superview``, meaning the
///   superview of the named view on the other side of the constraint. For a trailing `|` that
///   view is the second item, as in Apple's own constraints: `superview.trailing == a.trailing + 20`
///   (its ``ConstraintExpression/canonical()`` form puts the view first).
/// - `-` alone is the standard spacing: 8 between siblings, 20 to the superview's edge. No
///   connection (`[a][b]`, `|[a]`) is flush: spacing 0.
/// - A connection's predicates constrain the gap: `[a]-(>=10)-[b]` ⇒ `b.leading >= a.trailing + 10`,
///   `|-(>=20)-[a]` ⇒ `a.leading >= superview.leading + 20`,
///   `[a]-(>=20)-|` ⇒ `superview.trailing >= a.trailing + 20`.
/// - A view's predicates constrain its width (`H:`) or height (`V:`): `[a(>=50@750)]` ⇒
///   `a.width >= 50 @750`; a name that is not a metric is a view: `[a(==b)]` ⇒ `a.width == b.width`.
/// - Alignment options add `later.attribute == earlier.attribute` for each neighbouring pair
///   of views; an alignment along the format's own axis is an error, as in Apple's API.
///
/// Beyond Apple's grammar: whitespace between tokens is allowed, and a priority may be a
/// ``PriorityLevel`` name (`@high`) when no metric has that name.
///
/// Constraints come out in a fixed order: left to right, each connection's constraints
/// before the next view's size predicates, then the alignment constraints.
public enum VisualFormat {
    /// Parses one VFL string.
    ///
    /// View names are not checked here (the views are not known); the engine reports unknown
    /// ones. Metric names are: an unknown metric in a connection or a priority is an error.
    ///
    /// - Throws: ``VisualFormatError`` with the column and what was expected, also for
    ///   options that don't fit the format and for contradictory required constants such as
    ///   `[a(>=20,<=10)]`.
    public static func parse(_ format: String, options: VisualFormatOptions = [],
                             metrics: [String: Double] = [:]) throws(VisualFormatError) -> [ConstraintExpression] {
        var parser = VisualFormatParser(format, metrics: metrics)
        let syntax = try parser.parse()
        return try VisualFormatLowering(syntax: syntax, options: options).constraints()
    }
}
