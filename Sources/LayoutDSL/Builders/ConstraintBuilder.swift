/// Collects the constraints of a layout in order: operator constraints, compound ones
/// (`edges`, `size`, `center`), ``VFL`` entries and constraints written as text.
@resultBuilder
public enum ConstraintBuilder {
    /// A constraint from the operators: `a.top == b.bottom + 10`, `a.edges == root.edges`.
    public static func buildExpression(_ group: ConstraintGroup) -> [ConstraintGroup] { [group] }
    /// A visual format entry: `VFL("H:|-[icon]-8-[title]-|")`.
    public static func buildExpression(_ format: VFL) -> [ConstraintGroup] { [ConstraintGroup(format)] }
    /// A constraint in the spec grammar: `"title.firstBaseline == icon.centerY"`.
    public static func buildExpression(_ text: String) -> [ConstraintGroup] { [ConstraintGroup(text: text)] }
    /// Constraints made elsewhere, such as a helper function that returns several, in order.
    public static func buildExpression(_ groups: [ConstraintGroup]) -> [ConstraintGroup] { groups }
    /// The statements of a block, in the order written.
    public static func buildBlock(_ parts: [ConstraintGroup]...) -> [ConstraintGroup] { parts.flatMap { $0 } }
    /// An `if` without `else`: its constraints, or none when the condition is false.
    public static func buildOptional(_ part: [ConstraintGroup]?) -> [ConstraintGroup] { part ?? [] }
    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [ConstraintGroup]) -> [ConstraintGroup] { part }
    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [ConstraintGroup]) -> [ConstraintGroup] { part }
    /// A `for`…`in` loop: every iteration's constraints, in order.
    public static func buildArray(_ parts: [[ConstraintGroup]]) -> [ConstraintGroup] { parts.flatMap { $0 } }
    /// An `if #available` branch, unchanged.
    public static func buildLimitedAvailability(_ part: [ConstraintGroup]) -> [ConstraintGroup] { part }
}
